// The query set of npm run bench:search (docs/performance/search.md), shared with
// npm run bench:scale: ten queries of each class drawn from the dataset's listed books by the
// seed's generator, and eight that match nothing.

import type { Executor } from '../../db/client.ts';
import { mulberry32 } from '../../db/seed/random.ts';
import { listed } from '../../server/catalog/listed.ts';
import { normalizeText } from '../../server/search/normalize.ts';
import { type SearchSourceRow, searchSourceQuery } from '../../server/search/source.ts';

const PER_CLASS = 10;

/** The listed books' titles and authors in the order the query set is drawn from. */
export function listedTitles(db: Executor) {
  return searchSourceQuery(db)
    .where(listed)
    .clearSelect()
    .select(['books.title', 'books.author'])
    .orderBy('books.updated_at')
    .orderBy('books.id')
    .execute();
}

export type QueryClass =
  | 'títulos exatos'
  | 'sobrenomes de autor'
  | 'sem acento'
  | 'com erro de digitação'
  | 'duas palavras'
  | 'duas letras'
  | 'sem resultado';

export interface BenchQuery {
  cls: QueryClass;
  q: string;
  /** For the accent class: the accented original, to compare with what fuse.js finds for it. */
  accented?: string;
}

/** The query set, drawn from the listed books in listing order (updated_at, id): the same on every run of a dataset. */
export function buildQueries(rows: readonly Pick<SearchSourceRow, 'title' | 'author'>[]): BenchQuery[] {
  // The seed's generator, so every run uses the same queries.
  const random = mulberry32(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const queries: BenchQuery[] = [];
  const add = (cls: QueryClass, make: () => string | null, accented?: (q: string) => string) => {
    const seen = new Set<string>();
    for (let guard = 0; seen.size < PER_CLASS && guard < 10_000; guard++) {
      const q = make();
      if (!q || seen.has(q)) continue;
      seen.add(q);
      queries.push({ cls, q, accented: accented?.(q) });
    }
  };
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  const hasAccent = (w: string) => normalizeText(w) !== w.toLowerCase();

  add('títulos exatos', () => pick(rows).title);
  add('sobrenomes de autor', () => {
    const w = words(pick(rows).author).filter((x) => x.length >= 4);
    return w.at(-1) ?? null;
  });
  const accentedWords = new Map<string, string>();
  add(
    'sem acento',
    () => {
      const row = pick(rows);
      const w = words(`${row.title} ${row.author}`).filter((x) => x.length >= 4 && hasAccent(x));
      const word = w.length ? pick(w) : null;
      if (!word) return null;
      const plain = normalizeText(word);
      accentedWords.set(plain, word);
      return plain;
    },
    (q) => accentedWords.get(q) ?? q,
  );
  add('com erro de digitação', () => {
    const row = pick(rows);
    const source = random() < 0.5 ? row.title : row.author;
    const w = words(source).filter((x) => x.length >= 5);
    const word = w.length ? pick(w) : null;
    if (!word) return null;
    // Drop one inner letter: 'machdo de assis'.
    const i = 1 + Math.floor(random() * (word.length - 2));
    return source.replace(word, word.slice(0, i) + word.slice(i + 1)).toLowerCase();
  });
  add('duas palavras', () => {
    const w = words(pick(rows).title).filter((x) => x.length >= 3);
    if (w.length < 2) return null;
    const i = Math.floor(random() * (w.length - 1));
    return `${w[i]} ${w[i + 1]}`.toLowerCase();
  });
  add('duas letras', () => {
    const w = words(pick(rows).title).filter((x) => x.length >= 3);
    const word = w.length ? pick(w) : null;
    return word ? normalizeText(word.slice(0, 2)) : null;
  });
  for (const q of [
    'xzqwv',
    'kkjjhhgg',
    'qwzxcv plmnb',
    'zzyzxq',
    'vwkqjx',
    'jjqqzz xx',
    'pqxzw',
    'wxyqzk fj',
  ])
    queries.push({ cls: 'sem resultado', q });
  return queries;
}
