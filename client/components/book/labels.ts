import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';

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
