import type { Insertable } from 'kysely';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';
import type { WantsTable } from '../../db/schema/wants.ts';
import type { WantSearchInput } from '../../shared/schemas/wants.ts';
import { WANT_MATCHES_SHOWN, WANTS_FULL_MESSAGE, WANTS_MAX } from '../../shared/wants.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard, visibleTo } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { normalizeQuery, searchBooks } from '../search/index.ts';

// Lista de desejos (docs/product/wants.md): a member's saved searches and works.

/** Reais as the search form sends them, in cents as stored. */
const cents = (reais: number | undefined) => (reais === undefined ? null : Math.round(reais * 100));

/**
 * What a saved search is, accents, case and spacing aside: the same search saved twice is one
 * want (docs/product/wants.md#saving).
 */
export function searchSignature(input: WantSearchInput): string {
  const genre = input.genre ? normalizeQuery(input.genre) : '';
  const parts = [
    normalizeQuery(input.q),
    input.condition ?? '',
    cents(input.minPrice),
    cents(input.maxPrice),
  ];
  return `busca:${[...parts, genre].map((p) => p ?? '').join('|')}`;
}

async function assertRoom(db: Executor, userId: string) {
  const row = await db
    .selectFrom('wants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= WANTS_MAX)
    throw new RuleError('BAD_REQUEST', WANTS_FULL_MESSAGE, { title: 'Lista de desejos cheia' });
}

async function wantIdBySignature(db: Executor, userId: string, signature: string) {
  const row = await db
    .selectFrom('wants')
    .select('id')
    .where('user_id', '=', userId)
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Saves a want unless the member already has it; its id either way. */
async function saveWant(
  db: DB,
  userId: string,
  want: Omit<Insertable<WantsTable>, 'id' | 'user_id' | 'created_at'>,
  now = new Date(),
): Promise<number> {
  return inTransaction(db, async (trx) => {
    // Alone on the member: saves sent at once must not all find room under WANTS_MAX.
    await serializeOn(trx, `wants:${userId}`);
    const existing = await wantIdBySignature(trx, userId, want.signature);
    if (existing !== null) return existing;
    await assertRoom(trx, userId);
    const row = await trx
      .insertInto('wants')
      .values({ user_id: userId, created_at: now.toISOString(), ...want })
      .onConflict((oc) => oc.columns(['user_id', 'signature']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? (await wantIdBySignature(trx, userId, want.signature)) ?? 0;
  });
}

export function saveSearchWant(db: DB, userId: string, input: WantSearchInput, now = new Date()) {
  return saveWant(
    db,
    userId,
    {
      kind: 'search',
      signature: searchSignature(input),
      label: input.q.replace(/\s+/g, ' ').trim(),
      query: input.q,
      condition: input.condition ?? null,
      min_cents: cents(input.minPrice),
      max_cents: cents(input.maxPrice),
      genre: input.genre?.trim() || null,
    },
    now,
  );
}

/** The book's work, or a refusal when the book is unknown, one's own, or names no work. */
async function bookWork(db: Executor, userId: string, bookId: string) {
  const book = await db
    .selectFrom('books')
    .select(['title', 'author', 'work_key', 'user_id', 'status'])
    .where('id', '=', bookId)
    .executeTakeFirst();
  if (!book || !visibleTo({ status: book.status, sellerId: book.user_id }, { id: userId }))
    throw new RuleError('NOT_FOUND', 'Este livro não existe mais.', { title: 'Livro não encontrado' });
  if (book.user_id === userId)
    throw new RuleError('BAD_REQUEST', 'Você não precisa ser avisado sobre seus próprios livros.', {
      title: 'Livro seu',
    });
  if (!book.work_key)
    throw new RuleError('BAD_REQUEST', 'Este livro não tem ISBN nem título para acompanhar.', {
      title: 'Sem como acompanhar',
    });
  return { key: book.work_key, label: `${book.title} — ${book.author}` };
}

export async function saveWorkWant(db: DB, userId: string, bookId: string, now = new Date()) {
  const work = await bookWork(db, userId, bookId);
  return saveWant(
    db,
    userId,
    { kind: 'work', signature: work.key, label: work.label, work_key: work.key },
    now,
  );
}

/** The member's want of this book's work, if any (the button's state on the book page). */
export async function wantOfBook(db: Executor, userId: string, bookId: string): Promise<number | null> {
  const book = await db.selectFrom('books').select('work_key').where('id', '=', bookId).executeTakeFirst();
  return book?.work_key ? wantIdBySignature(db, userId, book.work_key) : null;
}

/** The member's want of this search, if any (the button's state on the results page). */
export function wantOfSearch(db: Executor, userId: string, input: WantSearchInput) {
  return wantIdBySignature(db, userId, searchSignature(input));
}

/** Removes one of the member's wants; another member's id removes nothing. */
export async function removeWant(db: Executor, userId: string, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('wants')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export interface WantItem {
  id: number;
  kind: 'search' | 'work';
  label: string;
  /** A search want's filters, as the search page takes them (prices in reais). */
  search: WantSearchInput | null;
  createdAt: string;
  /** Listed books that match it now, not the member's own, a few. */
  matches: BookCard[];
}

type WantRow = Awaited<ReturnType<typeof wantRows>>[number];

function wantRows(db: Executor, userId: string) {
  return db
    .selectFrom('wants')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

function searchOf(row: WantRow): WantSearchInput | null {
  if (row.kind !== 'search' || row.query === null) return null;
  return {
    q: row.query,
    ...(row.condition ? { condition: row.condition } : {}),
    ...(row.min_cents !== null ? { minPrice: row.min_cents / 100 } : {}),
    ...(row.max_cents !== null ? { maxPrice: row.max_cents / 100 } : {}),
    ...(row.genre ? { genre: row.genre } : {}),
  };
}

async function matchesOf(db: DB, userId: string, row: WantRow): Promise<BookCard[]> {
  const search = searchOf(row);
  if (search) {
    const page = await searchBooks(db, { ...search, sort: 'newest', limit: WANT_MATCHES_SHOWN * 2 });
    return page.items.filter((b) => b.seller.id !== userId).slice(0, WANT_MATCHES_SHOWN);
  }
  if (!row.work_key) return [];
  const rows = await onlyListed(cardQuery(db))
    .where('books.work_key', '=', row.work_key)
    .where('books.user_id', '<>', userId)
    .orderBy('books.created_at', 'desc')
    .limit(WANT_MATCHES_SHOWN)
    .execute();
  return rows.map(toBookCard);
}

/** wants.list: the member's wants, newest first, each with the books that match it now. */
export async function listWants(db: DB, userId: string): Promise<WantItem[]> {
  const rows = await wantRows(db, userId);
  const items: WantItem[] = [];
  for (const row of rows)
    items.push({
      id: row.id,
      kind: row.kind,
      label: row.label,
      search: searchOf(row),
      createdAt: row.created_at,
      matches: await matchesOf(db, userId, row),
    });
  return items;
}
