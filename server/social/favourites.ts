import type { Executor } from '../../db/client.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from '../catalog/index.ts';

// Favourites (docs/product/favourites.md): the account's saved books.

export async function favouriteIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
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
    .insertInto('favourites')
    .values(existing.map((b) => ({ user_id: userId, book_id: b.id, created_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, userId: string, bookId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('book_id', '=', bookId).execute();
}

/** Cards of the given books that are still listed, in the order asked. */
export async function listedCards(db: Executor, bookIds: readonly string[]): Promise<BookCard[]> {
  if (bookIds.length === 0) return [];
  const rows = await onlyListed(cardQuery(db)).where('books.id', 'in', bookIds).execute();
  const byId = new Map(rows.map((r) => [r.id, toBookCard(r)]));
  return bookIds.flatMap((id) => byId.get(id) ?? []);
}
