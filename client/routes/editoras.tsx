import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';

export const Route = createFileRoute('/editoras')({
  component: PublishersPage,
});

function PublishersPage() {
  return (
    <PageShell title="Editoras" intro="As editoras dos livros à venda no Releia.">
      <ListingNotReady title="A lista de editoras ainda não está disponível">
        Em breve você poderá navegar aqui por todas as editoras com livros à venda.
      </ListingNotReady>
    </PageShell>
  );
}
