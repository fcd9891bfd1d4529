import { sql } from 'kysely';
import type { DB } from '../../db/client.ts';
import type { ResultWindow, SearchOptions } from './contract.ts';
import { filterCondition, type SearchFilters } from './filters.ts';

// Results list each work once (docs/product/search.md#works): a used-book catalogue holds many
// copies of one work from different sellers (`books.work_key`, shared/work-key.ts), and readers
// compare copies rather than scroll past duplicates. A work stands where its best copy stands in
// the order asked for (the most relevant, or the cheapest for 'Menor preço'), with the number of
// its copies the filters keep and the lowest price among them.

/** The deepest work a search cursor may ask for; a deeper one answers the first page. */
export const MAX_WORK_OFFSET = 5_000;
/** Copies looked through at most to fill a page of works. */
const MAX_COPIES_READ = 20_000;

export interface WorkWindow {
  /** The best copy of each work of the window, in order. */
  ids: string[];
  total: number;
  moreThan: boolean;
  /** The work of every book the window read (workOf), the page's among them. */
  works: ReadonlyMap<string, string>;
}

/** Each book's work: its work key, or the book itself when it has none. */
async function workOf(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  const works = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await db.selectFrom('books').select(['id', 'work_key']).where('id', 'in', chunk).execute();
    for (const r of rows) works.set(r.id, r.work_key ?? `livro:${r.id}`);
  }
  return works;
}

/**
 * Works [offset, offset + limit) of a search, each by its first copy in the window's order: the
 * window is read from the start, wider each time, until it holds enough works or every copy.
 */
export async function worksWindow(
  db: DB,
  run: (options: SearchOptions) => Promise<ResultWindow>,
  options: SearchOptions,
): Promise<WorkWindow> {
  const want = options.offset + options.limit;
  let size = want * 2;
  for (;;) {
    const window = await run({ ...options, offset: 0, limit: size });
    const works = await workOf(db, window.ids);
    const first = new Map<string, string>();
    for (const id of window.ids) {
      const work = works.get(id) ?? `livro:${id}`;
      if (!first.has(work)) first.set(work, id);
    }
    const done = first.size >= want || window.ids.length < size || size >= MAX_COPIES_READ;
    if (done) {
      const ids = [...first.values()].slice(options.offset, want);
      return { ids, total: window.total, moreThan: window.moreThan, works };
    }
    size = Math.min(size * 4, MAX_COPIES_READ);
  }
}

export interface WorkCopies {
  copies: number;
  fromCents: number;
}

/**
 * Each book with how many listed copies of its work the filters keep, and the lowest price among
 * them; `works` is the window's (WorkWindow), which read every book's work already.
 */
export async function withCopies<T extends { id: string; priceCents: number }>(
  db: DB,
  books: readonly T[],
  works: ReadonlyMap<string, string>,
  filters: SearchFilters,
): Promise<(T & WorkCopies)[]> {
  const keys = [
    ...new Set(books.map((b) => works.get(b.id) ?? '').filter((w) => w && !w.startsWith('livro:'))),
  ];
  const { rows } = keys.length
    ? await sql<{ work_key: string; copies: number; from_cents: number }>`
        select b.work_key, count(*) as copies, min(s.price_cents) as from_cents
        from books b join book_search s on s.book_id = b.id
        where b.work_key in (${sql.join(keys)}) and ${filterCondition(filters)}
        group by b.work_key`.execute(db)
    : { rows: [] };
  const byWork = new Map(rows.map((r) => [r.work_key, r]));
  return books.map((b) => {
    const row = byWork.get(works.get(b.id) ?? '');
    // A copy the filters leave out (or sold since the engine read it) still counts itself.
    const copies = Math.max(1, Number(row?.copies ?? 1));
    const fromCents = Math.min(b.priceCents, Number(row?.from_cents ?? b.priceCents));
    return { ...b, copies, fromCents };
  });
}
