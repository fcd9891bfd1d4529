import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';

// Likes (docs/product/likes.md): the (user, book) rows and the books' likes_count.

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
