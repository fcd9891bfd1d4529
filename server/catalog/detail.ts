import type { CompiledQuery } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isbn13FromTyped } from '../../shared/isbn.ts';
import { bookPath } from '../../shared/slug.ts';
import { parseStringList } from './cards.ts';
import { isListed } from './listed.ts';
import { openStoreName } from './seller-label.ts';

/** Everything the book page shows. */
export async function findBookDetail(db: Executor, id: string) {
  let compiled = compiledDetail.get(db);
  if (!compiled) {
    compiled = bookDetailQuery(db, DETAIL_ID).compile();
    compiledDetail.set(db, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === DETAIL_ID ? id : p));
  const [row] = (await db.executeQuery<BookDetailRow>({ ...compiled, parameters })).rows;
  return row ? toBookDetail(row) : null;
}

// The book page is the most requested query, and building and compiling it (four joins, forty
// columns) cost Kysely more CPU per request than SQLite spent running it
// (docs/performance/server-load.md). Its SQL never changes, only the id: it is compiled once per
// database instance (so with that instance's dialect) and run with the id put in place of a
// marker (Kysely's "execute compiled queries" recipe).
const DETAIL_ID = '\u0000book-id';
const compiledDetail = new WeakMap<Executor, CompiledQuery<BookDetailRow>>();

/** The book page's row; apart from toBookDetail so the load benchmark can run the same SQL. */
export function bookDetailQuery(db: Executor, id: string) {
  return db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .leftJoin('stores', 'stores.user_id', 'books.user_id')
    .leftJoin('seller_ratings', 'seller_ratings.seller_id', 'books.user_id')
    .leftJoin('categories', 'categories.id', 'books.category_id')
    .select([
      'books.id',
      'books.user_id',
      'books.title',
      'books.author',
      'books.authors',
      'books.author_slug',
      'books.publisher',
      'books.publisher_slug',
      'books.isbn',
      'books.condition',
      'books.price_cents',
      'books.currency',
      'books.description',
      'books.genre',
      'books.year',
      'books.language',
      'books.location',
      'books.photos',
      'books.status',
      'books.status_reason',
      'books.availability',
      'books.stock',
      'books.views_count',
      'books.likes_count',
      'books.edition',
      'books.pages',
      'books.cover_type',
      'books.created_at',
      'books.updated_at',
      'categories.slug as category_slug',
      'categories.name as category_name',
      'profiles.name as seller_name',
      'profiles.username as seller_username',
      'profiles.photo_url as seller_photo_url',
      'profiles.location as seller_location',
      'profiles.created_at as seller_since',
      openStoreName('stores').as('store_name'),
      'seller_ratings.total_reviews',
      'seller_ratings.average_overall',
      'seller_ratings.total_sales',
    ])
    .where('books.id', '=', id);
}

type BookDetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bookDetailQuery>['executeTakeFirst']>>>;

/** A stored ISBN as the ISBN-13 it is, when its check digit holds (one listed before the check may not). */
export function checkedIsbn13(isbn: string | null): string | null {
  return isbn ? isbn13FromTyped(isbn) : null;
}

export function toBookDetail(row: BookDetailRow) {
  const authors = parseStringList(row.authors);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    authors: authors.length ? authors : [row.author],
    authorSlug: row.author_slug,
    publisher: row.publisher,
    publisherSlug: row.publisher_slug,
    isbn: row.isbn,
    isbn13: checkedIsbn13(row.isbn),
    condition: row.condition,
    priceCents: row.price_cents,
    currency: row.currency,
    description: row.description,
    genre: row.genre,
    category:
      row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
    year: row.year,
    language: row.language,
    city: row.location,
    photos: parseStringList(row.photos),
    status: row.status,
    statusReason: row.status_reason,
    available: isListed(row),
    stock: row.stock,
    viewsCount: row.views_count,
    likesCount: row.likes_count,
    edition: row.edition,
    pages: row.pages,
    coverType: row.cover_type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    path: bookPath(row),
    seller: {
      id: row.user_id,
      name: row.seller_name,
      username: row.seller_username,
      photoUrl: row.seller_photo_url,
      location: row.seller_location,
      since: row.seller_since,
      storeName: row.store_name,
      // The real rating, or none ('Novo vendedor') before the first review.
      rating:
        row.total_reviews && row.average_overall !== null
          ? {
              average: row.average_overall,
              totalReviews: row.total_reviews,
              totalSales: row.total_sales ?? 0,
            }
          : null,
    },
  };
}

export type BookDetail = ReturnType<typeof toBookDetail>;
