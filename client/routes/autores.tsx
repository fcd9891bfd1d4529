import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';

export const Route = createFileRoute('/autores')({
  component: AuthorsPage,
});

function AuthorsPage() {
  return (
    <PageShell title="Autores" intro="Os autores dos livros à venda no Releia.">
      <ListingNotReady title="A lista de autores ainda não está disponível">
        Em breve você poderá navegar aqui por todos os autores com livros à venda.
      </ListingNotReady>
    </PageShell>
  );
}
