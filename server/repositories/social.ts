import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { RECENTLY_VIEWED_FETCH, RECENTLY_VIEWED_SHOWN, VIEW_DEDUPE_MS } from '../../shared/schemas/social.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from './book-cards.ts';

// Likes, views, recently viewed and favourites.

/** Listed books with the columns toBookCard reads, for the lists this file builds over other tables. */
function cards(db: Executor) {
  return onlyListed(cardQuery(db));
}

// ---- Likes --------------------------------------------------------------------------------

export interface LikeResult {
  liked: boolean;
  likesCount: number;
}

/**
 * Likes or unlikes a book in one transaction, then sets likes_count to the number of like rows.
 * Recounting from the rows (instead of adding or subtracting one) keeps the stored count exact
 * whatever interleaving concurrent likes and unlikes take, on SQLite and PostgreSQL alike: the
 * row insert or delete is idempotent, and the count is read after it under the same lock.
 * Null when the book does not exist (or, for a like, is hidden or removed).
 */
export async function setLike(
  db: Executor,
  userId: string,
  bookId: string,
  liked: boolean,
  now = new Date(),
): Promise<LikeResult | null> {
  return db.transaction().execute(async (trx) => {
    // Touching the book row first takes its row lock on PostgreSQL, so concurrent toggles of
    // one book queue here instead of both counting before either commits.
    const book = await trx
      .updateTable('books')
      .set((eb) => ({ likes_count: eb.ref('likes_count') }))
      .where('id', '=', bookId)
      .returning('status')
      .executeTakeFirst();
    // Hidden and removed books do not exist for other readers (books.byId): nothing to like,
    // though a like given before may still be taken back.
    if (!book || (liked && (book.status === 'hidden' || book.status === 'removed'))) return null;
    if (liked) {
      await trx
        .insertInto('likes')
        .values({ id: randomUUID(), user_id: userId, book_id: bookId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
        .execute();
    } else {
      await trx.deleteFrom('likes').where('user_id', '=', userId).where('book_id', '=', bookId).execute();
    }
    return { liked, likesCount: await recountLikes(trx, bookId) };
  });
}

/** Sets a book's likes_count to the number of its like rows; returns it. */
export async function recountLikes(db: Executor, bookId: string): Promise<number> {
  const row = await db
    .updateTable('books')
    .set((eb) => ({
      likes_count: eb
        .selectFrom('likes')
        .select(sql<number>`count(*)`.as('n'))
        .where('likes.book_id', '=', bookId),
    }))
    .where('id', '=', bookId)
    .returning('likes_count')
    .executeTakeFirstOrThrow();
  return row.likes_count;
}

/** Ids of the books `userId` likes among `bookIds`, or all of them when `bookIds` is absent. */
export async function likedBookIds(db: Executor, userId: string, bookIds?: readonly string[]) {
  if (bookIds && bookIds.length === 0) return [];
  let qb = db.selectFrom('likes').select('book_id').where('user_id', '=', userId);
  if (bookIds) qb = qb.where('book_id', 'in', bookIds);
  const rows = await qb.orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.book_id);
}

export async function likeCounts(db: Executor, bookIds: readonly string[]) {
  if (bookIds.length === 0) return [];
  return db
    .selectFrom('books')
    .select(['id as bookId', 'likes_count as likesCount'])
    .where('id', 'in', bookIds)
    .execute();
}

// ---- Views --------------------------------------------------------------------------------

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
  const rows = await cards(db)
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

// ---- Favourites ---------------------------------------------------------------------------

export async function favouriteIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('book_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('book_id')
    .execute();
  return rows.map((r) => r.book_id);
}

/** Adds favourites; ids of books that no longer exist are skipped, duplicates are silent. */
export async function addFavourites(
  db: Executor,
  userId: string,
  bookIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (bookIds.length === 0) return;
  const existing = await db.selectFrom('books').select('id').where('id', 'in', bookIds).execute();
  if (existing.length === 0) return;
  await db
    .insertInto('favorites')
    .values(existing.map((b) => ({ user_id: userId, book_id: b.id, created_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, userId: string, bookId: string): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('book_id', '=', bookId).execute();
}

/** Cards of the given books that are still listed, in the order asked. */
export async function listedCards(db: Executor, bookIds: readonly string[]): Promise<BookCard[]> {
  if (bookIds.length === 0) return [];
  const rows = await cards(db).where('books.id', 'in', bookIds).execute();
  const byId = new Map(rows.map((r) => [r.id, toBookCard(r)]));
  return bookIds.flatMap((id) => byId.get(id) ?? []);
}
