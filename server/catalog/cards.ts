import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { bookPath } from '../../shared/slug.ts';
import { listed } from './listed.ts';

/** Columns a book card needs, with its seller's public profile. */
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

/**
 * The first photo of a `photos` column, null when it has none: the one photo a card, a cart
 * line, an order item or a conversation's book shows.
 */
export function firstPhoto(photos: string | null): string | null {
  if (!photos) return null;
  const list: unknown = JSON.parse(photos);
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/** A card query narrowed to listed books. */
export function onlyListed<O>(qb: SelectQueryBuilder<Database, 'books' | 'profiles', O>) {
  return qb.where(listed);
}

/** The strings of a JSON array column (authors, photos); anything else in it is ignored. */
export function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
