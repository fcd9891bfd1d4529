import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { PageShell } from '../PageShell.tsx';

type Ranking = inferRouterOutputs<AppRouter>['books']['bestSellers']['ranking'];

const COPY: Record<Ranking, { intro: string; label: string }> = {
  sales: {
    intro: 'Ordenados pelas vendas da mesma obra no Releia; curtidas e visualizações desempatam.',
    label: 'Livros mais vendidos',
  },
  likes: {
    intro:
      'Nenhuma obra à venda foi vendida no Releia ainda, então a lista segue as curtidas; visualizações desempatam.',
    label: 'Livros mais curtidos',
  },
};

/**
 * The frame of /mais-vendidos. The heading is always the menu's 'Mais Vendidos', so the link and
 * the page it opens agree (docs/product/glossary.md); the line under it says which order the
 * server used, real sales of the same work or, before any listed book's work has sold, likes
 * (docs/product/best-sellers.md#ranking). Until the first page arrives there is no line yet.
 */
export function BestSellersShell({
  ranking,
  children,
}: {
  ranking: Ranking | undefined;
  children: (label: string) => ReactNode;
}) {
  const copy = ranking ? COPY[ranking] : { ...COPY.sales, intro: undefined };
  return (
    <PageShell
      title="Mais Vendidos"
      description="Os livros usados à venda no Releia, ordenados pelas vendas da mesma obra."
      intro={copy.intro}
    >
      {children(copy.label)}
    </PageShell>
  );
}
