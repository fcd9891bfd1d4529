import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { BookUpdate, Database } from '../../db/schema.ts';
import { CATEGORY_SLUG_ALIASES } from '../../shared/categories.ts';
import type { bookInputBase } from '../../shared/schemas/books.ts';
import { bookPath, slugify } from '../../shared/slug.ts';
import { listableStores } from './stores.ts';

/** Columns a book card needs, with its seller's public profile (spec section 2, 'Book card'). */
export function cardQuery(db: Executor) {
  return db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .select([
      'books.id',
      'books.title',
      'books.author',
      'books.price_cents',
      'books.photos',
      'books.location',
      'books.likes_count',
      'books.created_at',
      'books.status',
      'books.user_id',
      'profiles.name as seller_name',
      'profiles.username as seller_username',
      'profiles.photo_url as seller_photo_url',
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

export interface BookCard {
  id: string;
  title: string;
  author: string;
  priceCents: number;
  photo: string | null;
  city: string;
  likesCount: number;
  path: string;
  createdAt: string;
  seller: { id: string; name: string; username: string | null; photoUrl: string | null };
}

export function toBookCard(row: CardRow): BookCard {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    priceCents: row.price_cents,
    photo: firstPhoto(row.photos),
    city: row.location,
    likesCount: row.likes_count,
    path: bookPath(row),
    createdAt: row.created_at,
    seller: {
      id: row.user_id,
      name: row.seller_name,
      username: row.seller_username,
      photoUrl: row.seller_photo_url,
    },
  };
}

function firstPhoto(photos: string): string | null {
  const list: unknown = JSON.parse(photos);
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/** Only status available with availability true is listed (spec section 4). */
export function onlyListed<O>(qb: SelectQueryBuilder<Database, 'books' | 'profiles', O>) {
  return qb.where('books.status', '=', 'available').where('books.availability', '=', 1);
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

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
  const items = rows.slice(0, opts.limit);
  const last = items.at(-1);
  return {
    items: items.map(toBookCard),
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last) : null,
  } satisfies Page<BookCard>;
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
    .where('status', '=', 'available')
    .where('availability', '=', 1)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Offset cursor for orders that are not by time (likes, sales, price, title). */
function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const n = text.startsWith('o:') ? Number(text.slice(2)) : 0;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

export type BrowseFilter =
  | { kind: 'author'; slug: string }
  | { kind: 'publisher'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'language'; language: string }
  | { kind: 'seller'; userId: string }
  | { kind: 'bestSellers' };

export type BrowseSort =
  | 'newest'
  | 'oldest'
  | 'price-low'
  | 'price-high'
  | 'title'
  | 'popular'
  | 'best-selling';

/**
 * A page of listed books for the browse pages (author, publisher, category, language, store and
 * 'Mais Vendidos'). Unknown slugs give an empty page; the page shows its empty state.
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
      qb = qb.where('books.author_slug', '=', filter.slug);
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
    case 'bestSellers':
      // Most sold; the most liked break ties, so the page is useful before the first sale.
      sort = opts.sort ?? 'best-selling';
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
  qb = applySort(qb, sort);
  const offset = decodeOffset(opts.cursor);
  const rows = await qb
    .limit(opts.limit + 1)
    .offset(offset)
    .execute();
  const items = rows.slice(0, opts.limit).map(toBookCard);
  return { items, nextCursor: rows.length > opts.limit ? encodeOffset(offset + opts.limit) : null };
}

function applySort<O>(qb: SelectQueryBuilder<Database, 'books' | 'profiles', O>, sort: BrowseSort) {
  switch (sort) {
    case 'oldest':
      return qb.orderBy('books.created_at', 'asc').orderBy('books.id', 'asc');
    case 'price-low':
      return qb.orderBy('books.price_cents', 'asc').orderBy('books.id');
    case 'price-high':
      return qb.orderBy('books.price_cents', 'desc').orderBy('books.id');
    case 'title':
      return qb.orderBy(sql`books.title collate nocase`).orderBy('books.id');
    case 'popular':
      return qb.orderBy('books.likes_count', 'desc').orderBy('books.created_at', 'desc').orderBy('books.id');
    case 'best-selling':
      return qb
        .orderBy('books.sales_count', 'desc')
        .orderBy('books.likes_count', 'desc')
        .orderBy('books.created_at', 'desc')
        .orderBy('books.id');
    default:
      return qb.orderBy('books.created_at', 'desc').orderBy('books.id', 'desc');
  }
}

/** Everything the book page shows (spec section 2, 'Book detail page'). */
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
// columns) cost Kysely more CPU per request than SQLite spent running it (docs/benchmarks.md).
// Its SQL never changes, only the id: it is compiled once per database instance (so with that
// instance's dialect) and run with the id put in place of a marker (Kysely's "execute compiled
// queries" recipe).
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
      'stores.store_name',
      'stores.is_active as store_active',
      'seller_ratings.total_reviews',
      'seller_ratings.average_overall',
      'seller_ratings.total_sales',
    ])
    .where('books.id', '=', id);
}

type BookDetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bookDetailQuery>['executeTakeFirst']>>>;

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
    available: row.status === 'available' && row.availability === 1,
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
      storeName: row.store_active === 1 ? row.store_name : null,
      // DECISIONS.md: the real rating, or none ('Novo vendedor') before the first review.
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

function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Up to `limit` listed books sharing the author, the category or the city (spec section 2): the
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

/** Facet lists for /autores and /editoras: each name with its count of listed books. */
export async function listFacet(
  db: Executor,
  facet: 'author' | 'publisher',
  opts: { limit: number; cursor?: string | null },
) {
  const nameCol = facet === 'author' ? 'books.author' : 'books.publisher';
  const slugCol = facet === 'author' ? 'books.author_slug' : 'books.publisher_slug';
  const offset = decodeOffset(opts.cursor);
  const rows = await db
    .selectFrom('books')
    .select([
      sql<string>`min(${sql.ref(nameCol)})`.as('name'),
      `${slugCol} as slug`,
      sql<number>`count(*)`.as('count'),
    ])
    .where('books.status', '=', 'available')
    .where('books.availability', '=', 1)
    .where(slugCol, 'is not', null)
    .where(slugCol, '<>', '')
    .groupBy(slugCol)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(slugCol)
    .limit(opts.limit + 1)
    .offset(offset)
    .execute();
  const items = rows
    .slice(0, opts.limit)
    .flatMap((r) => (r.slug ? [{ name: r.name, slug: r.slug, count: r.count }] : []));
  return { items, nextCursor: rows.length > opts.limit ? encodeOffset(offset + opts.limit) : null };
}

/** Stores worth listing with their count of listed books, for /livrarias. */
export async function listStores(db: Executor, opts: { limit: number; cursor?: string | null }) {
  const offset = decodeOffset(opts.cursor);
  const rows = await listableStores(db)
    .leftJoin('seller_ratings', 'seller_ratings.seller_id', 'profiles.user_id')
    .select((eb) => [
      'profiles.user_id as userId',
      'stores.store_name as customName',
      'stores.description',
      sql<string | null>`coalesce(stores.location, profiles.location)`.as('location'),
      'stores.store_photo_url as photoUrl',
      'profiles.username',
      'profiles.name',
      'seller_ratings.average_overall as averageRating',
      'seller_ratings.total_reviews as totalReviews',
      eb
        .selectFrom('books')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('books.user_id', '=', 'profiles.user_id')
        .where('books.status', '=', 'available')
        .where('books.availability', '=', 1)
        .as('booksCount'),
    ])
    .orderBy('booksCount', 'desc')
    .orderBy(sql`coalesce(stores.store_name, profiles.name)`)
    .orderBy('profiles.user_id')
    .limit(opts.limit + 1)
    .offset(offset)
    .execute();
  const items = rows.slice(0, opts.limit).map(({ customName, ...r }) => ({
    ...r,
    storeName: customName || r.name,
    booksCount: r.booksCount ?? 0,
  }));
  return { items, nextCursor: rows.length > opts.limit ? encodeOffset(offset + opts.limit) : null };
}

// ---- Writes -------------------------------------------------------------------------------

type BookFields = z.output<typeof bookInputBase>;

/** Authors trimmed, empty ones dropped; without a list, the single author (spec section 5). */
export function normalizeAuthors(author: string | undefined, authors: string[] | undefined): string[] {
  const list = (authors ?? []).map((a) => a.trim()).filter((a) => a.length > 0);
  if (list.length > 0) return list;
  const single = author?.trim();
  return single ? [single] : [];
}

/**
 * Location of a new book. The spec's chain (the user's location, then 'city - state' of their
 * address, then the book's, then 'Não informado') was written for a form without a location
 * field; Releia's form has one, so what the seller typed for this book comes first
 * (docs/decisions/009-book-location.md).
 */
export async function resolveLocation(
  db: Executor,
  userId: string,
  typed: string | undefined,
): Promise<string> {
  if (typed) return typed;
  const profile = await db
    .selectFrom('profiles')
    .select('location')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile?.location?.trim()) return profile.location.trim();
  const address = await db
    .selectFrom('user_addresses')
    .select(['city', 'state'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (address) return `${address.city} - ${address.state}`;
  return 'Não informado';
}

async function categoryFor(db: Executor, slug: string | undefined) {
  if (!slug) return null;
  return (
    (await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('slug', '=', slug)
      .where('is_active', '=', 1)
      .executeTakeFirst()) ?? null
  );
}

export class BookInputError extends Error {}

/** Column values for the fields present in `input`; used by create (all) and update (some). */
async function bookColumns(db: Executor, input: BookFields) {
  const columns: BookUpdate = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.author !== undefined || input.authors !== undefined) {
    const authors = normalizeAuthors(input.author, input.authors);
    const main = authors[0];
    if (!main) throw new BookInputError('Campos obrigatórios faltando: autor');
    columns.author = main;
    columns.authors = JSON.stringify(authors);
    columns.author_slug = slugify(main);
  }
  if (input.publisher !== undefined) {
    columns.publisher = input.publisher;
    columns.publisher_slug = input.publisher ? slugify(input.publisher) || null : null;
  }
  if (input.isbn !== undefined) columns.isbn = input.isbn;
  if (input.condition !== undefined) columns.condition = input.condition;
  if (input.price !== undefined) columns.price_cents = Math.round(input.price * 100);
  if (input.description !== undefined) columns.description = input.description;
  if (input.categorySlug !== undefined) {
    const category = await categoryFor(db, input.categorySlug);
    if (input.categorySlug && !category) throw new BookInputError('Categoria inválida.');
    columns.category_id = category?.id ?? null;
    if (input.genre === undefined) columns.genre = category?.name ?? null;
  }
  if (input.genre !== undefined) columns.genre = input.genre;
  if (input.year !== undefined) columns.year = input.year;
  if (input.language !== undefined) columns.language = input.language;
  if (input.edition !== undefined) columns.edition = input.edition;
  if (input.pages !== undefined) columns.pages = input.pages;
  if (input.coverType !== undefined) columns.cover_type = input.coverType;
  if (input.photos !== undefined) columns.photos = JSON.stringify(input.photos);
  return columns;
}

export async function insertBook(
  db: Executor,
  userId: string,
  input: BookFields,
  now = new Date(),
): Promise<string> {
  const columns = await bookColumns(db, input);
  const { title, author, condition, price_cents } = columns;
  if (!title || !author || !condition || price_cents === undefined) {
    throw new BookInputError('Campos obrigatórios faltando');
  }
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('books')
    .values({
      id,
      user_id: userId,
      title,
      author,
      authors: columns.authors ?? JSON.stringify([author]),
      author_slug: columns.author_slug ?? slugify(author),
      publisher: columns.publisher ?? null,
      publisher_slug: columns.publisher_slug ?? null,
      isbn: columns.isbn ?? null,
      condition,
      price_cents,
      description: columns.description ?? null,
      genre: columns.genre ?? null,
      category_id: columns.category_id ?? null,
      year: columns.year ?? null,
      language: columns.language ?? 'pt',
      location: await resolveLocation(db, userId, input.location ?? undefined),
      photos: columns.photos ?? '[]',
      status: 'available',
      status_reason: null,
      availability: 1,
      stock: 1,
      edition: columns.edition ?? null,
      pages: columns.pages ?? null,
      cover_type: columns.cover_type ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Updates a book only when `userId` owns it; false when no such book of theirs exists. */
export async function updateOwnBook(
  db: Executor,
  userId: string,
  id: string,
  input: BookFields,
  now = new Date(),
) {
  const columns = await bookColumns(db, input);
  if (input.location !== undefined)
    columns.location = input.location || (await resolveLocation(db, userId, undefined));
  const result = await db
    .updateTable('books')
    .set({ ...columns, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Removes a seller's book. A book that is part of an order stays in the database (the order is
 * history both parties keep) and is marked 'removed'; any other is deleted.
 */
export async function removeOwnBook(db: Executor, userId: string, id: string): Promise<boolean> {
  return (await removeBook(db, id, { ownerId: userId })) !== null;
}

/**
 * The removal rule of removeOwnBook for any book (admins pass no owner): 'removed' when an order
 * keeps it, 'deleted' otherwise, null when there was nothing to remove.
 */
export async function removeBook(
  db: Executor,
  id: string,
  opts: { ownerId?: string; now?: Date } = {},
): Promise<'removed' | 'deleted' | null> {
  const inOrder = await db
    .selectFrom('order_items')
    .select('id')
    .where('book_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (inOrder) {
    let update = db
      .updateTable('books')
      .set({ status: 'removed', availability: 0, updated_at: (opts.now ?? new Date()).toISOString() })
      .where('id', '=', id)
      .where('status', '<>', 'removed');
    if (opts.ownerId) update = update.where('user_id', '=', opts.ownerId);
    const r = await update.executeTakeFirst();
    return r.numUpdatedRows > 0n ? 'removed' : null;
  }
  let del = db.deleteFrom('books').where('id', '=', id);
  if (opts.ownerId) del = del.where('user_id', '=', opts.ownerId);
  const r = await del.executeTakeFirst();
  return r.numDeletedRows > 0n ? 'deleted' : null;
}

/** Marks a seller's available book as sold outside Releia; books in carts become unavailable there. */
export async function markOwnBookSold(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .updateTable('books')
    .set({ status: 'sold', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', ['available', 'reserved'])
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The seller's own listings for Minha Estante: every status but removed, newest first. */
export function listOwnBooks(db: Executor, userId: string) {
  return db
    .selectFrom('books')
    .select([
      'id',
      'title',
      'author',
      'price_cents as priceCents',
      'photos',
      'status',
      'status_reason as statusReason',
      'likes_count as likesCount',
      'views_count as viewsCount',
      'created_at as createdAt',
    ])
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .orderBy('created_at', 'desc')
    .execute()
    .then((rows) =>
      rows.map(({ photos, ...r }) => ({
        ...r,
        photo: parseStringList(photos)[0] ?? null,
        path: bookPath(r),
      })),
    );
}

/** The display name behind an author or publisher slug, as sellers wrote it (any listed book's). */
export async function facetName(
  db: Executor,
  facet: 'author' | 'publisher',
  slug: string,
): Promise<string | null> {
  const row =
    facet === 'author'
      ? await db
          .selectFrom('books')
          .select('author as name')
          .where('author_slug', '=', slug)
          .limit(1)
          .executeTakeFirst()
      : await db
          .selectFrom('books')
          .select('publisher as name')
          .where('publisher_slug', '=', slug)
          .limit(1)
          .executeTakeFirst();
  return row?.name ?? null;
}
