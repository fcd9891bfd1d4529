import type { Executor } from '../../db/client.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from './cards.ts';
import type { BookDetail } from './detail.ts';

/**
 * Up to `limit` listed books sharing the author, the category or the city: the
 * same author first, then the others, newest first within each.
 *
 * One query with the three conditions OR-ed could use no index and sorted every listed book
 * (68 ms at 100 000 books, on every book page). Three queries each walk one index to their
 * `limit` newest rows; the newest `limit` books of "same category or same city" are among the
 * newest `limit` of each, so merging the two lists gives the same answer.
 */
export async function relatedBooks(db: Executor, book: BookDetail, limit: number): Promise<BookCard[]> {
  const newest = (qb: ReturnType<typeof cardQuery>) =>
    onlyListed(qb)
      .where('books.id', '<>', book.id)
      .orderBy('books.created_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  const sameAuthor = await newest(cardQuery(db).where('books.author_slug', '=', book.authorSlug));
  if (sameAuthor.length >= limit) return sameAuthor.map(toBookCard);
  const otherAuthor = (qb: ReturnType<typeof cardQuery>) =>
    qb.where('books.author_slug', '<>', book.authorSlug);
  const category = book.category;
  const [sameCategory, sameCity] = await Promise.all([
    category
      ? newest(
          otherAuthor(cardQuery(db)).where(
            'books.category_id',
            '=',
            db.selectFrom('categories').select('categories.id').where('categories.slug', '=', category.slug),
          ),
        )
      : [],
    newest(otherAuthor(cardQuery(db)).where('books.location', '=', book.city)),
  ]);
  const merged = [...sameAuthor];
  const seen = new Set(merged.map((r) => r.id));
  const others = [...sameCategory, ...sameCity].sort((a, b) =>
    a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at),
  );
  for (const row of others) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    merged.push(row);
  }
  return merged.slice(0, limit).map(toBookCard);
}
