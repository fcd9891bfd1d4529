import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { ShelfPage } from '../../components/shelf/ShelfPage.tsx';

export const Route = createFileRoute('/_authed/estante')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.books.mine.queryOptions()),
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: ShelfPage,
});
