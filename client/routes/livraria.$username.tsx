import { createFileRoute } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';

export const Route = createFileRoute('/livraria/$username')({
  component: StorePage,
});

function StorePage() {
  const { username } = Route.useParams();
  return (
    <PageShell
      title={`Livraria @${username}`}
      heading={
        <span className="inline-flex items-center gap-3">
          <Store aria-hidden="true" className="size-8 text-brand-700" />
          <span>@{username}</span>
        </span>
      }
      intro="Livraria de um leitor do Releia."
    >
      <ListingNotReady title="A página da livraria ainda não está disponível">
        Em breve você verá aqui a apresentação, as avaliações e os livros disponíveis desta livraria.
      </ListingNotReady>
    </PageShell>
  );
}
