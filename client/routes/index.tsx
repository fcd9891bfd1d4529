import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.categories.list.queryOptions()),
  component: Home,
});

function Home() {
  const { data } = useQuery(trpc.books.section.queryOptions({ slug: 'lancamentos' }));
  return (
    <main>
      <h1>Encontre seu próximo livro favorito</h1>
      <ul>
        {data?.map((b) => (
          <li key={b.id}>{b.title}</li>
        ))}
      </ul>
    </main>
  );
}
