import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app.ts';

/** The book page's data: books.bySlug's `book`. */
export type BookDetailData = inferRouterOutputs<AppRouter>['books']['bySlug']['book'];

const COVER_TYPES: Record<string, string> = {
  brochura: 'Brochura',
  capa_dura: 'Capa dura',
  espiral: 'Espiral',
  digital: 'Digital',
};

export function coverTypeLabel(value: string): string {
  return COVER_TYPES[value] ?? value;
}

/** Average rating with one decimal and a pt-BR comma: 4.75 → '4,8'. */
export function formatRating(average: number): string {
  return average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function reviewsText(count: number): string {
  return count === 1 ? '1 avaliação' : `${count.toLocaleString('pt-BR')} avaliações`;
}
