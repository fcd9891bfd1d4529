import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { byCodePoint, caseless } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { CATEGORY_SLUG_ALIASES } from '../../shared/categories.ts';
import { fetchOffsetPage, mapPage, type Page, page } from '../sql/index.ts';
import { authorName, booksByAuthor } from './authors.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from './cards.ts';
import { listed } from './listed.ts';

/** Keyset cursor over (created_at, id), newest first: stable while books are being added. */
function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt && id ? { createdAt, id } : null;
}

export async function listNewest(db: Executor, opts: { limit: number; cursor?: string | null }) {
  let qb = onlyListed(cardQuery(db));
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  if (after) {
    qb = qb.where((eb) =>
      eb.or([
        eb('books.created_at', '<', after.createdAt),
        eb.and([eb('books.created_at', '=', after.createdAt), eb('books.id', '<', after.id)]),
      ]),
    );
  }
  const rows = await qb
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(opts.limit + 1)
    .execute();
  return mapPage(page(rows, opts.limit, encodeCursor), toBookCard) satisfies Page<BookCard>;
}

/**
 * A home carousel: 'lancamentos' is the newest books, 'populares' the most liked, any other slug
 * a category. Unknown slugs give an empty list, which the carousel shows as its empty state.
 */
export async function listSection(db: Executor, slug: string, limit: number): Promise<BookCard[]> {
  return (await browseBooks(db, { kind: 'category', slug }, { limit })).items;
}

export async function countListed(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select(sql<number>`count(*)`.as('n'))
    .where(listed)
    .executeTakeFirstOrThrow();
  return row.n;
}

export type BrowseFilter =
  | { kind: 'author'; slug: string }
  | { kind: 'publisher'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'language'; language: string }
  | { kind: 'seller'; userId: string };

export type BrowseSort = 'newest' | 'oldest' | 'price-low' | 'price-high' | 'title' | 'popular';

/**
 * A page of listed books for the browse pages (author, publisher, category, language, store).
 * Unknown slugs give an empty page; the page shows its empty state.
 */
export async function browseBooks(
  db: Executor,
  filter: BrowseFilter,
  opts: { limit: number; cursor?: string | null; sort?: BrowseSort },
): Promise<Page<BookCard>> {
  let qb = onlyListed(cardQuery(db));
  let sort: BrowseSort = opts.sort ?? 'newest';
  switch (filter.kind) {
    case 'author':
      qb = qb.where('books.id', 'in', booksByAuthor(db, filter.slug));
      break;
    case 'publisher':
      qb = qb.where('books.publisher_slug', '=', filter.slug);
      break;
    case 'language':
      qb = qb.where('books.language', '=', filter.language);
      break;
    case 'seller':
      qb = qb.where('books.user_id', '=', filter.userId);
      break;
    case 'category': {
      if (filter.slug === 'lancamentos') break;
      if (filter.slug === 'populares') {
        sort = opts.sort ?? 'popular';
        break;
      }
      const categorySlug = CATEGORY_SLUG_ALIASES[filter.slug] ?? filter.slug;
      qb = qb.where(
        'books.category_id',
        '=',
        db.selectFrom('categories').select('id').where('slug', '=', categorySlug).where('is_active', '=', 1),
      );
      break;
    }
  }
  qb = applySort(db, qb, sort);
  return mapPage(await fetchOffsetPage(qb, opts), toBookCard);
}

function applySort<O>(
  db: Executor,
  qb: SelectQueryBuilder<Database, 'books' | 'profiles', O>,
  sort: BrowseSort,
) {
  switch (sort) {
    case 'oldest':
      return qb.orderBy('books.created_at', 'asc').orderBy('books.id', 'asc');
    case 'price-low':
      return qb.orderBy('books.price_cents', 'asc').orderBy('books.id');
    case 'price-high':
      return qb.orderBy('books.price_cents', 'desc').orderBy('books.id');
    case 'title':
      return qb.orderBy(caseless(db, sql.ref('books.title'))).orderBy('books.id');
    case 'popular':
      return qb.orderBy('books.likes_count', 'desc').orderBy('books.created_at', 'desc').orderBy('books.id');
    default:
      return qb.orderBy('books.created_at', 'desc').orderBy('books.id', 'desc');
  }
}

/**
 * Facet lists for /autores and /editoras: each name with its count of listed books. Every author
 * of a book counts, co-authors included (docs/product/authors.md#autores).
 */
export async function listFacet(
  db: Executor,
  facet: 'author' | 'publisher',
  opts: { limit: number; cursor?: string | null },
) {
  const count = sql<number>`count(*)`;
  const query =
    facet === 'author'
      ? db
          .selectFrom('book_authors')
          .innerJoin('books', 'books.id', 'book_authors.book_id')
          .select([
            sql<string>`min(${byCodePoint(db, sql.ref<string>('book_authors.name'))})`.as('name'),
            'book_authors.slug as slug',
            count.as('count'),
          ])
          .where(listed)
          .groupBy('book_authors.slug')
      : db
          .selectFrom('books')
          .select([
            sql<string>`min(${byCodePoint(db, sql.ref<string>('books.publisher'))})`.as('name'),
            'books.publisher_slug as slug',
            count.as('count'),
          ])
          .where(listed)
          .where('books.publisher_slug', 'is not', null)
          .where('books.publisher_slug', '<>', '')
          .groupBy('books.publisher_slug');
  // By the grouped column rather than its alias: PostgreSQL orders by an alias only bare.
  const slug = sql.ref<string>(facet === 'author' ? 'book_authors.slug' : 'books.publisher_slug');
  const { items, nextCursor } = await fetchOffsetPage(
    query.orderBy(count, 'desc').orderBy(byCodePoint(db, slug)),
    opts,
  );
  return {
    items: items.flatMap((r) => (r.slug ? [{ name: r.name, slug: r.slug, count: r.count }] : [])),
    nextCursor,
  };
}

/** The display name behind an author or publisher slug, as sellers wrote it (any book's). */
export async function facetName(
  db: Executor,
  facet: 'author' | 'publisher',
  slug: string,
): Promise<string | null> {
  if (facet === 'author') return authorName(db, slug);
  const row = await db
    .selectFrom('books')
    .select('publisher as name')
    .where('publisher_slug', '=', slug)
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}
