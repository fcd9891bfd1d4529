import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';

export const Route = createFileRoute('/livrarias')({
  component: LivrariasPage,
});

function LivrariasPage() {
  return (
    <PageShell title="Livrarias" intro="Os leitores que vendem livros no Releia.">
      <ListingNotReady title="A lista de livrarias ainda não está disponível">
        Em breve você poderá conhecer aqui as livrarias dos leitores e seguir as suas favoritas.
      </ListingNotReady>
    </PageShell>
  );
}
