import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { titleFromSlug } from '../components/text.ts';

export const Route = createFileRoute('/editora/$publisherSlug')({
  component: PublisherPage,
});

function PublisherPage() {
  const { publisherSlug } = Route.useParams();
  const name = titleFromSlug(publisherSlug);
  return (
    <PageShell title={`Editora ${name}`} intro="Livros usados desta editora à venda no Releia.">
      <ListingNotReady title="A lista por editora ainda não está disponível">
        Em breve você verá aqui os livros da editora {name} anunciados pelos leitores.
      </ListingNotReady>
    </PageShell>
  );
}
