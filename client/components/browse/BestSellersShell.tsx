import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../server/routers/_app.ts';
import { PageShell } from '../PageShell.tsx';

type Ranking = inferRouterOutputs<AppRouter>['books']['bestSellers']['ranking'];

const COPY: Record<Ranking, { title: string; intro: string; label: string }> = {
  sales: {
    title: 'Mais Vendidos',
    intro: 'Ordenados pelas vendas da mesma obra no Releia; curtidas e visualizações desempatam.',
    label: 'Livros mais vendidos',
  },
  likes: {
    title: 'Mais curtidos',
    intro:
      'Nenhuma obra à venda foi vendida no Releia ainda, então os livros seguem as curtidas; visualizações desempatam.',
    label: 'Livros mais curtidos',
  },
};

/**
 * The frame of /mais-vendidos, worded after the order the server used: real sales of the same
 * work, or, before any listed book's work has sold, likes, which must not be called best sellers
 * (docs/product/best-sellers.md#ranking). Until the first page arrives the heading is the menu's
 * name, with no explanation yet.
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
      title={copy.title}
      description="Os livros usados à venda no Releia, ordenados pelas vendas da mesma obra."
      intro={copy.intro}
    >
      {children(copy.label)}
    </PageShell>
  );
}
