import { createFileRoute } from '@tanstack/react-router';
import { WantsPage } from '../../components/wants/WantsPage.tsx';

// Lista de desejos (docs/product/wants.md#the-page).
export const Route = createFileRoute('/_authed/desejos')({
  component: WantsPage,
});
