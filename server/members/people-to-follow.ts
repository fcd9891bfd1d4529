import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { foldText } from '../../shared/accents.ts';
import { storeSlugFromName } from '../../shared/slug.ts';
import { avatarUrlOf } from '../accounts/index.ts';
import { listedBooksOf } from '../catalog/index.ts';

// 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions).

/** The points of docs/product/follows.md#suggestions. */
export const SUGGESTION_POINTS = {
  likedAuthor: 10,
  perBook: 2,
  maxFollowers: 5,
  maxRandom: 2,
} as const;

/** Candidates scored before the random part is added; the rest cannot reach the top. */
const SUGGESTION_POOL = 100;

/** 'José Saramago ' → 'jose saramago': names compared without case, accents or extra spaces. */
export function normalizeName(name: string): string {
  return foldText(name).replace(/\s+/g, ' ').trim();
}

export interface Suggestion {
  userId: string;
  name: string;
  username: string | null;
  avatarUrl: string | null;
  /** The store page to open, when the person has an active store. */
  storeUsername: string | null;
  booksCount: number;
  followersCount: number;
  likedAuthor: boolean;
  score: number;
}

/** The names of every author of the books `userId` liked, normalized. */
async function likedAuthorNames(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('likes')
    .innerJoin('books', 'books.id', 'likes.book_id')
    .select(['books.author', 'books.authors'])
    .where('likes.user_id', '=', userId)
    .execute();
  const names = new Set<string>();
  for (const row of rows) {
    names.add(normalizeName(row.author));
    try {
      const list: unknown = JSON.parse(row.authors);
      if (Array.isArray(list)) for (const a of list) if (typeof a === 'string') names.add(normalizeName(a));
    } catch {
      // A malformed list still leaves the main author.
    }
  }
  names.delete('');
  return names;
}

/** Everyone `userId` could be suggested: not themselves, not suspended, not already followed. */
function candidateQuery(db: Executor, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('stores', 'stores.user_id', 'profiles.user_id')
    .select((eb) => [
      'profiles.user_id as userId',
      'profiles.name',
      'profiles.username',
      'profiles.photo_url',
      'profiles.avatar_type',
      'profiles.selected_avatar',
      'stores.is_active as storeActive',
      listedBooksOf(db, 'profiles.user_id').as('booksCount'),
      eb
        .selectFrom('follows')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('follows.following_id', '=', 'profiles.user_id')
        .as('followersCount'),
    ])
    .where('profiles.user_id', '<>', userId)
    .where('users.suspended_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('follows as f')
            .select('f.follower_id')
            .where('f.follower_id', '=', userId)
            .whereRef('f.following_id', '=', 'profiles.user_id'),
        ),
      ),
    );
}

type CandidateQuery = ReturnType<typeof candidateQuery>;
type Candidate = Awaited<ReturnType<CandidateQuery['execute']>>[number];

/** The candidates with the best score without its random part; CASE rather than min()/least() works on both databases. */
function topCandidates(db: Executor, base: CandidateQuery): Promise<Candidate[]> {
  const ownBooks = listedBooksOf(db, 'profiles.user_id');
  const followers = db
    .selectFrom('follows as f2')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('f2.following_id', '=', sql.ref<string>('profiles.user_id'));
  return base
    .orderBy(
      sql`${SUGGESTION_POINTS.perBook} * (${ownBooks}) + case when (${followers}) > ${SUGGESTION_POINTS.maxFollowers} then ${SUGGESTION_POINTS.maxFollowers} else (${followers}) end`,
      'desc',
    )
    .orderBy('profiles.user_id')
    .limit(SUGGESTION_POOL)
    .execute();
}

/**
 * Authors of liked books are worth 10 points, more than the pool's order can see: fetch them by
 * name too. Names are matched loosely in code; the query narrows by the exact spellings.
 */
async function likedAuthorCandidates(
  db: Executor,
  base: CandidateQuery,
  userId: string,
): Promise<Candidate[]> {
  const authorSpellings = await db
    .selectFrom('likes')
    .innerJoin('books', 'books.id', 'likes.book_id')
    .select('books.author')
    .distinct()
    .where('likes.user_id', '=', userId)
    .execute();
  const spellings = [...new Set(authorSpellings.map((r) => r.author.trim().toLowerCase()))].filter(Boolean);
  return spellings.length
    ? base.where(sql<string>`lower(trim(profiles.name))`, 'in', spellings).execute()
    : [];
}

function scoreCandidate(row: Candidate, authors: Set<string>, random: () => number): Suggestion {
  const books = row.booksCount ?? 0;
  const followers = row.followersCount ?? 0;
  const likedAuthor = authors.has(normalizeName(row.name));
  const score =
    (likedAuthor ? SUGGESTION_POINTS.likedAuthor : 0) +
    SUGGESTION_POINTS.perBook * books +
    Math.min(SUGGESTION_POINTS.maxFollowers, followers) +
    random() * SUGGESTION_POINTS.maxRandom;
  return {
    userId: row.userId,
    name: row.name,
    username: row.username,
    avatarUrl: avatarUrlOf(row),
    // Every member has a store page unless they closed it (docs/product/stores.md).
    storeUsername: row.storeActive === 0 ? null : row.username || storeSlugFromName(row.name),
    booksCount: books,
    followersCount: followers,
    likedAuthor,
    score,
  };
}

/**
 * Up to `limit` people `userId` may want to follow, never themselves nor anyone they already
 * follow, scored as docs/product/follows.md#suggestions says: +10 when their name is an author of a book the user
 * liked, +2 per listed book they own, +1 per follower up to +5, plus `random()` × 2. `random`
 * is injected so tests can fix it; it is drawn once per candidate in id order.
 */
export async function suggestPeople(
  db: Executor,
  userId: string,
  opts: { limit: number; random?: () => number },
): Promise<Suggestion[]> {
  const random = opts.random ?? Math.random;
  const authors = await likedAuthorNames(db, userId);
  const base = candidateQuery(db, userId);
  const top = await topCandidates(db, base);
  const byAuthor = await likedAuthorCandidates(db, base, userId);

  const pool = new Map<string, Candidate>();
  for (const row of [...top, ...byAuthor]) pool.set(row.userId, row);
  const candidates = [...pool.values()].sort((a, b) =>
    a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0,
  );

  const scored = candidates.map((row) => scoreCandidate(row, authors, random));
  scored.sort((a, b) => b.score - a.score || (a.userId < b.userId ? -1 : 1));
  return scored.slice(0, opts.limit);
}
