import { createFileRoute } from '@tanstack/react-router';
import { ListingNotReady } from '../components/ComingSoon.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { languageName } from '../components/text.ts';

export const Route = createFileRoute('/idioma/$language')({
  component: LanguagePage,
});

function LanguagePage() {
  const { language } = Route.useParams();
  const name = languageName(language);
  return (
    <PageShell title={`Livros em ${name}`} intro="Livros usados neste idioma à venda no Releia.">
      <ListingNotReady title="A lista por idioma ainda não está disponível">
        Em breve você verá aqui os livros em {name} anunciados pelos leitores.
      </ListingNotReady>
    </PageShell>
  );
}
