import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { titleFromSlug } from '../components/text.ts';

export const Route = createFileRoute('/autor/$slug')({
  component: AuthorPage,
});

function AuthorPage() {
  const { slug } = Route.useParams();
  const name = titleFromSlug(slug);
  return (
    <PageShell title={`Livros de ${name}`} intro="Livros usados deste autor à venda no Releia.">
      <ListingNotReady title="A lista por autor ainda não está disponível">
        Em breve você verá aqui todos os livros de {name} anunciados pelos leitores. Enquanto isso, procure
        pelo título nas listas da página inicial.
      </ListingNotReady>
    </PageShell>
  );
}
