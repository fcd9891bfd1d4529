import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { PaginatedBooks } from '../components/browse/PaginatedBooks.tsx';
import { nextCursor } from '../components/browse/paged.ts';
import { SortSelect } from '../components/browse/SortSelect.tsx';
import { sortValue, validateSortSearch } from '../components/browse/sort.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { languageName } from '../components/text.ts';
import { trpc } from '../lib/trpc.ts';

function languageBooks(language: string, sort: ReturnType<typeof sortValue>) {
  return trpc.books.byLanguage.infiniteQueryOptions({ language, sort }, { getNextPageParam: nextCursor });
}

/** docs/product/screens.md#routes: /idioma/{language} reuses the category listing, filtered by language code. */
export const Route = createFileRoute('/idioma/$language')({
  validateSearch: validateSortSearch,
  beforeLoad: ({ params, search }) => {
    const code = params.language.trim().toLowerCase();
    if (!/^[a-z]{2,3}$/.test(code)) throw notFound();
    if (code !== params.language) {
      throw redirect({ to: '/idioma/$language', params: { language: code }, search, replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ sort: sortValue(search.ordem) }),
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchInfiniteQuery(languageBooks(params.language, deps.sort)),
  errorComponent: ErrorPage,
  component: LanguagePage,
});

function LanguagePage() {
  const { language } = Route.useParams();
  const { ordem } = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = useInfiniteQuery(languageBooks(language, sortValue(ordem)));
  const name = languageName(language);
  return (
    <PageShell
      title={`Livros em ${name}`}
      description={`Livros usados em ${name} à venda no Releia, direto de outros leitores.`}
      intro="Livros usados neste idioma à venda no Releia."
    >
      <PaginatedBooks
        query={query}
        label={`Livros em ${name}`}
        toolbar={
          <SortSelect
            value={ordem}
            onChange={(value) => void navigate({ search: value ? { ordem: value } : {}, replace: true })}
          />
        }
      />
    </PageShell>
  );
}
