import type { Executor } from '../../db/client.ts';
import { RECENTLY_VIEWED_FETCH, RECENTLY_VIEWED_SHOWN, VIEW_DEDUPE_MS } from '../../shared/views.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from './cards.ts';

// Book views and 'Vistos Recentemente' (docs/product/views.md).

export type ViewResult = { counted: boolean; viewsCount: number } | null;

/**
 * One book-page visit of a signed-in reader (docs/decisions/011-social.md): the (user, book) view
 * row gets the current time, and views_count, the number of counted visits, grows by one. A visit
 * within 2 s of the previous one is the same visit (docs/product/views.md#registering-a-view) and changes nothing; the
 * seller's own visits are not views of their listing. Null when the book does not exist.
 */
export async function registerView(
  db: Executor,
  userId: string,
  bookId: string,
  opts: { ip?: string | null; now?: Date } = {},
): Promise<ViewResult> {
  const now = opts.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const book = await trx
      .selectFrom('books')
      .select(['user_id', 'views_count'])
      .where('id', '=', bookId)
      .executeTakeFirst();
    if (!book) return null;
    if (book.user_id === userId) return { counted: false, viewsCount: book.views_count };
    const previous = await trx
      .selectFrom('views')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    if (previous && now.getTime() - Date.parse(previous.created_at) < VIEW_DEDUPE_MS) {
      return { counted: false, viewsCount: book.views_count };
    }
    await trx
      .insertInto('views')
      .values({
        user_id: userId,
        book_id: bookId,
        ip_address: opts.ip ?? null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'book_id']).doUpdateSet({
          created_at: now.toISOString(),
          ip_address: opts.ip ?? null,
        }),
      )
      .execute();
    const row = await trx
      .updateTable('books')
      .set((eb) => ({ views_count: eb('views_count', '+', 1) }))
      .where('id', '=', bookId)
      .returning('views_count')
      .executeTakeFirstOrThrow();
    return { counted: true, viewsCount: row.views_count };
  });
}

/**
 * 'Vistos Recentemente': the reader's views of listed books, newest first; 50 fetched, deduped by
 * book, 10 shown (docs/product/views.md#recently-viewed). One row per (user, book) already, so the dedupe is a guard.
 */
export async function recentlyViewed(db: Executor, userId: string): Promise<BookCard[]> {
  const rows = await onlyListed(cardQuery(db))
    .innerJoin('views', 'views.book_id', 'books.id')
    .where('views.user_id', '=', userId)
    .orderBy('views.created_at', 'desc')
    .orderBy('books.id')
    .limit(RECENTLY_VIEWED_FETCH)
    .execute();
  const seen = new Set<string>();
  const unique = rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
  return unique.slice(0, RECENTLY_VIEWED_SHOWN).map(toBookCard);
}
