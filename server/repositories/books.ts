import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { CATEGORY_SLUG_ALIASES } from '../../shared/categories.ts';
import { bookPath } from '../../shared/slug.ts';

/** Columns a book card needs, with its seller's public profile (spec section 2, 'Book card'). */
function cardQuery(db: Executor) {
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
function onlyListed<O>(qb: SelectQueryBuilder<Database, 'books' | 'profiles', O>) {
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
  if (slug === 'lancamentos') return (await listNewest(db, { limit })).items;
  let qb = onlyListed(cardQuery(db));
  if (slug === 'populares') {
    qb = qb.orderBy('books.likes_count', 'desc');
  } else {
    const categorySlug = CATEGORY_SLUG_ALIASES[slug] ?? slug;
    qb = qb.where(
      'books.category_id',
      '=',
      db.selectFrom('categories').select('id').where('slug', '=', categorySlug).where('is_active', '=', 1),
    );
  }
  const rows = await qb.orderBy('books.created_at', 'desc').limit(limit).execute();
  return rows.map(toBookCard);
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
