import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { workSoldCount } from '../../db/work-sales.ts';
import { fetchOffsetPage, mapPage, type Page } from '../sql/index.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from './cards.ts';

/**
 * What orders 'Mais Vendidos' (docs/product/best-sellers.md#ranking): 'sales' when some listed
 * book is a copy of a work sold on Releia, else 'likes', which the page must not call best sellers.
 */
export type BestSellersRanking = 'sales' | 'likes';

/**
 * Adds (delta 1) or takes back (delta -1) one sale of each work in `workKeys`, in the caller's
 * transaction (checkout, cancellation), and copies the new count onto every copy of the work.
 * Copies without a key count for no work.
 */
export async function recordWorkSales(
  db: Executor,
  workKeys: ReadonlyArray<string | null>,
  delta: 1 | -1,
): Promise<void> {
  const perWork = new Map<string, number>();
  for (const key of workKeys) if (key) perWork.set(key, (perWork.get(key) ?? 0) + 1);
  for (const [key, n] of perWork) {
    if (delta === 1) {
      await db
        .insertInto('work_sales')
        .values({ work_key: key, sold_count: n })
        .onConflict((oc) =>
          oc.column('work_key').doUpdateSet({ sold_count: sql`work_sales.sold_count + ${n}` }),
        )
        .execute();
    } else {
      // A work with no sale left has no row: work_sales lists only works that sold.
      await db.deleteFrom('work_sales').where('work_key', '=', key).where('sold_count', '<=', n).execute();
      await db
        .updateTable('work_sales')
        .set({ sold_count: sql`sold_count - ${n}` })
        .where('work_key', '=', key)
        .execute();
    }
    await db
      .updateTable('books')
      .set({ work_sold_count: workSoldCount(key) })
      .where('work_key', '=', key)
      .execute();
  }
}

/**
 * A page of 'Mais Vendidos': listed books by the sales of their work on Releia, then likes, then
 * views (docs/product/best-sellers.md#ranking), in the order of the books_by_work_sales index.
 */
export async function listBestSellers(
  db: Executor,
  opts: { limit: number; cursor?: string | null },
): Promise<Page<BookCard> & { ranking: BestSellersRanking }> {
  const found = await fetchOffsetPage(
    onlyListed(cardQuery(db))
      .orderBy('books.work_sold_count', 'desc')
      .orderBy('books.likes_count', 'desc')
      .orderBy('books.views_count', 'desc')
      .orderBy('books.created_at', 'desc')
      .orderBy('books.id'),
    opts,
  );
  const anySold = await onlyListed(cardQuery(db))
    .clearSelect()
    .select('books.id')
    .where('books.work_sold_count', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return { ...mapPage(found, toBookCard), ranking: anySold ? 'sales' : 'likes' };
}
