import type { Executor } from '../../db/client.ts';
import { authorEntries } from '../../shared/slug.ts';

// A book's searched fields as fuse.js reads them: the want matcher reads one book this way and the
// search benchmark every listed book, so both see the texts search ranks.

/**
 * A book's authors for search, main first. Most books have one, stored as exactly ["author"]:
 * a list no longer than that is not worth parsing.
 */
export function searchAuthors(row: { author: string; authors: string }): string[] {
  if (row.authors.length <= row.author.length + 4) return [row.author];
  const list: unknown = JSON.parse(row.authors);
  const names = Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  return [
    row.author,
    ...authorEntries([row.author, ...names.slice(1)])
      .slice(1)
      .map((e) => e.name),
  ];
}

/** A book's searched fields with its seller's name, and the columns its filters and sorts read. */
export function searchSourceQuery(db: Executor) {
  return db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .select([
      'books.id',
      'books.user_id',
      'books.title',
      'books.author',
      'books.authors',
      'books.genre',
      'books.description',
      'books.publisher',
      'profiles.name as seller_name',
      'books.price_cents',
      'books.condition',
      'books.category_id',
      'books.created_at',
      'books.updated_at',
      'books.status',
      'books.availability',
    ]);
}

export type SearchSourceRow = Awaited<
  ReturnType<ReturnType<typeof searchSourceQuery>['executeTakeFirstOrThrow']>
>;

/** The fields of a book's row that search reads: the ranking rules (pool.ts) and fuse.js's keys (normalize.ts). */
export type FuseSource = Pick<
  SearchSourceRow,
  'id' | 'title' | 'author' | 'authors' | 'genre' | 'description' | 'publisher' | 'seller_name'
>;

/**
 * A book as fuse.js searches it (keys of SPEC_FUSE_OPTIONS), each text through `prepare`: the
 * normalised text where Releia ranks, the raw text for the benchmark's plain fuse.js.
 */
export function fuseDocument(row: FuseSource, prepare: (text: string) => string) {
  return {
    id: row.id,
    title: prepare(row.title),
    author: searchAuthors(row).map(prepare),
    genre: prepare(row.genre ?? ''),
    description: prepare(row.description ?? ''),
    sellerName: prepare(row.seller_name),
    publisher: prepare(row.publisher ?? ''),
  };
}
