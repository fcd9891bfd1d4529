import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import {
  type BookCard,
  cardQuery,
  decodeOffset,
  encodeOffset,
  onlyListed,
  type Page,
  toBookCard,
} from './books.ts';

/**
 * What orders 'Mais Vendidos' (docs/product/best-sellers.md#ranking): 'sales' when some listed
 * book is a copy of a work sold on Releia, else 'likes', which the page must not call best sellers.
 */
export type BestSellersRanking = 'sales' | 'likes';

/**
 * Adds (delta 1) or takes back (delta -1) one sale of each work in `workKeys`, in the caller's
 * transaction (checkout, cancellation). Copies without a key count for no work.
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
        .onConflict((oc) => oc.column('work_key').doUpdateSet({ sold_count: sql`sold_count + ${n}` }))
        .execute();
      continue;
    }
    // A work with no sale left has no row, so the page's join only meets works that sold.
    await db.deleteFrom('work_sales').where('work_key', '=', key).where('sold_count', '<=', n).execute();
    await db
      .updateTable('work_sales')
      .set({ sold_count: sql`sold_count - ${n}` })
      .where('work_key', '=', key)
      .execute();
  }
}

/**
 * A page of 'Mais Vendidos': first the listed copies of works sold on Releia, most sold first,
 * then every other listed book; likes, then views, break ties (docs/product/best-sellers.md#ranking).
 * Two queries rather than one ordered by a left join: the first walks only the sold works, the
 * second the (status, likes, views) index, where one query would sort every listed book.
 */
export async function listBestSellers(
  db: Executor,
  opts: { limit: number; cursor?: string | null },
): Promise<Page<BookCard> & { ranking: BestSellersRanking }> {
  const offset = decodeOffset(opts.cursor);
  const want = opts.limit + 1;
  const soldWorks = () =>
    onlyListed(cardQuery(db)).innerJoin('work_sales', 'work_sales.work_key', 'books.work_key');
  const { n: soldTotal } = await soldWorks()
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();

  const rows =
    offset < soldTotal
      ? await tieBreaks(soldWorks().orderBy('work_sales.sold_count', 'desc'))
          .limit(want)
          .offset(offset)
          .execute()
      : [];
  if (rows.length < want) {
    const rest = await tieBreaks(
      onlyListed(cardQuery(db)).where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('work_sales')
              .select('work_sales.work_key')
              .whereRef('work_sales.work_key', '=', 'books.work_key'),
          ),
        ),
      ),
    )
      .limit(want - rows.length)
      .offset(Math.max(0, offset - soldTotal))
      .execute();
    rows.push(...rest);
  }
  return {
    items: rows.slice(0, opts.limit).map(toBookCard),
    nextCursor: rows.length > opts.limit ? encodeOffset(offset + opts.limit) : null,
    ranking: soldTotal > 0 ? 'sales' : 'likes',
  };
}

function tieBreaks<TB extends keyof Database, O>(qb: SelectQueryBuilder<Database, TB | 'books', O>) {
  return qb
    .orderBy(sql.ref('books.likes_count'), 'desc')
    .orderBy(sql.ref('books.views_count'), 'desc')
    .orderBy(sql.ref('books.created_at'), 'desc')
    .orderBy(sql.ref('books.id'));
}
