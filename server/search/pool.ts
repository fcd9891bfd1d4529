import { foldText } from '../../shared/accents.ts';
import { splitWords } from '../../shared/search-words.ts';
import { type FuseSource, searchAuthors } from './source.ts';
import { typosAllowed, typosBetween } from './typos.ts';
import { queryWords, unfinishedWord } from './words.ts';

// 'Mais relevantes', on either engine (docs/product/search.md#ranking,
// docs/decisions/042-known-item-search.md): the database finds the books holding every typed word
// (or a typo or, for the last word, a beginning of it) and picks up to RERANK of them; this module
// ranks that pool by rules in the order Meilisearch applies them: more words found, fewer typos,
// the title as typed, the better field, words side by side in the title, words as typed, the
// shorter title; equal books stay in listing order. Nothing is kept between queries.

/** Candidates the rules rank. */
export const RERANK = 200;

/** A book of the pool, with the texts the rules read. */
export interface PoolRow extends FuseSource {
  /** The database's estimate, higher first (the order past the pool). */
  score: number;
}

/**
 * Where a word was found, best first: the title, an author's surname, the rest of an author's
 * name, genre/publisher/seller, the description ('node martin' means Robert C. Martin's book
 * before Martin Fowler's).
 */
const FIELDS = 5;

interface Term {
  word: string;
  /** The last word typed, which may still be unfinished. */
  prefix: boolean;
}

/**
 * The query's words the rules look for: three letters or more, the last one maybe unfinished (or
 * a two-letter word being typed after them, words.ts unfinishedWord); a query of shorter words
 * only looks for words they begin, as its plan does.
 */
export function termsOf(query: string): Term[] {
  const words = queryWords(query);
  if (words.length === 0)
    return splitWords(query)
      .filter((w) => w.length === 2)
      .map((word) => ({ word, prefix: true }));
  const unfinished = unfinishedWord(query);
  const terms = words.map((word, i) => ({ word, prefix: !unfinished && i === words.length - 1 }));
  return unfinished ? [...terms, { word: unfinished, prefix: true }] : terms;
}

interface Found {
  typos: number;
  field: number;
  exact: boolean;
  /** Positions in the title where it was found. */
  inTitle: number[];
}

/** How a term is found in one field's words: the fewest typos, an exact word before a beginning. */
function findIn(
  term: Term,
  words: readonly string[],
): { typos: number; exact: boolean; at: number[] } | null {
  let best: { typos: number; exact: boolean; at: number[] } | null = null;
  for (const [i, w] of words.entries()) {
    let typos: number;
    let exact = false;
    if (w === term.word) {
      typos = 0;
      exact = true;
    } else if (term.prefix && w.startsWith(term.word)) typos = 0;
    else {
      const budget = typosAllowed(term.word, w);
      typos = budget === 0 ? 1 : typosBetween(term.word, w, budget);
      if (typos > budget) continue;
    }
    if (!best || typos < best.typos || (typos === best.typos && exact && !best.exact))
      best = { typos, exact, at: [i] };
    else if (typos === best.typos && exact === best.exact) best.at.push(i);
  }
  return best;
}

/** A pool book's words per field, folded, and each author's name as words. */
function fieldsOf(row: FuseSource): { fields: string[][]; names: string[][] } {
  const words = (text: string | null) => splitWords(foldText(text ?? ''));
  const names = searchAuthors(row).map((name) => words(name));
  const fields = [
    words(row.title),
    names.flatMap((name) => name.slice(-1)),
    names.flatMap((name) => name.slice(0, -1)),
    [row.genre, row.publisher, row.seller_name].flatMap((text) => words(text)),
    words(row.description),
  ];
  return { fields, names };
}

/** Every word of a query of two or more found in one author's name: 'eduardo bueno' names him, not 'Eduardo Galeano' with 'Buenos Aires'. */
function inOneName(terms: readonly Term[], names: readonly string[][]): boolean {
  return terms.length > 1 && names.some((name) => terms.every((t) => findIn(t, name) !== null));
}

function findTerm(term: Term, fields: readonly string[][]): Found | null {
  let best: Found | null = null;
  for (let field = 0; field < FIELDS; field++) {
    const found = findIn(term, fields[field] ?? []);
    if (!found) continue;
    if (!best || found.typos < best.typos)
      best = { typos: found.typos, field, exact: found.exact, inTitle: [] };
    if (field === 0 && best.field === 0) best.inTitle = found.at;
    // No later field can do better than a word as typed here: descriptions go unread.
    if (best.typos === 0) break;
  }
  return best;
}

/** The rules' verdict on one book: compare two with `compareScores`. */
interface Score {
  found: number;
  typos: number;
  /** 3: the title is the query; 2: its words of three letters or more are the query's; 1: it begins with the query. */
  title: number;
  /** Every word in one author's name (inOneName). */
  name: number;
  /** Words found in the title or an author's name. */
  strong: number;
  field: number;
  /** Words found in the main author's name: 'marketing correia' means a book by a Correia before one a Correia only co-wrote. */
  main: number;
  /** Typed words in the title, short ones ('vol 12') included. */
  inTitle: number;
  together: number;
  exact: number;
}

function scoreOf(terms: readonly Term[], typed: readonly string[], row: FuseSource): Score {
  const { fields, names } = fieldsOf(row);
  const title = fields[0] ?? [];
  const found = terms.map((t) => findTerm(t, fields));
  let together = 0;
  for (let i = 1; i < found.length; i++) {
    const here = found[i]?.inTitle ?? [];
    if (found[i - 1]?.inTitle.some((at) => here.includes(at + 1))) together++;
  }
  const last = typed.length - 1;
  const begins =
    typed.length > 0 &&
    typed.length <= title.length &&
    typed.every((w, i) => (i === last ? title[i]?.startsWith(w) : title[i] === w));
  const long = title.filter((w) => w.length >= 3);
  const sameWords =
    terms.length > 0 &&
    long.length === terms.length &&
    terms.every((t, i) => (t.prefix ? long[i]?.startsWith(t.word) : long[i] === t.word));
  return {
    found: found.filter(Boolean).length,
    typos: found.reduce((sum, f) => sum + (f?.typos ?? 0), 0),
    title:
      begins && typed.length === title.length && title.at(-1) === typed.at(-1)
        ? 3
        : sameWords
          ? 2
          : begins
            ? 1
            : 0,
    name: inOneName(terms, names) ? 1 : 0,
    strong: found.filter((f) => f && f.field <= 2).length,
    field: found.reduce((sum, f) => sum + (f?.field ?? FIELDS), 0),
    main: terms.filter((t) => findIn(t, names[0] ?? []) !== null).length,
    inTitle: typed.filter((w, i) => title.some((t) => t === w || (i === typed.length - 1 && t.startsWith(w))))
      .length,
    together,
    exact: found.filter((f) => f?.exact).length,
  };
}

function compareScores(a: Score, b: Score): number {
  return (
    b.found - a.found ||
    a.typos - b.typos ||
    b.title - a.title ||
    b.name - a.name ||
    b.strong - a.strong ||
    a.field - b.field ||
    b.main - a.main ||
    b.inTitle - a.inTitle ||
    b.together - a.together ||
    b.exact - a.exact
  );
}

/** Which book a copy is, for telling copies apart from other books: its title and main author. */
const bookOf = (row: FuseSource) => `${splitWords(foldText(row.title)).join(' ')}|${foldText(row.author)}`;

/**
 * The pool in relevance order. Among books the rules cannot tell apart, one copy of each book
 * comes before a second copy of any (readers compare books, not duplicates), the book with more
 * copies in the pool first (the popularity a used-book catalogue knows: more sellers offer the book
 * more readers look for), then listing order: the pool comes in it, on both engines.
 */
export function rankPool(query: string, pool: readonly PoolRow[]): string[] {
  const terms = termsOf(query);
  const typed = splitWords(query);
  const scored = pool
    .map((row) => ({ id: row.id, book: bookOf(row), score: scoreOf(terms, typed, row), copy: 0, copies: 1 }))
    .sort((a, b) => compareScores(a.score, b.score));
  let start = 0;
  for (let i = 1; i <= scored.length; i++) {
    const prev = scored[i - 1];
    const here = scored[i];
    if (here && prev && compareScores(prev.score, here.score) === 0) continue;
    const seen = new Map<string, number>();
    for (const entry of scored.slice(start, i)) {
      entry.copy = seen.get(entry.book) ?? 0;
      seen.set(entry.book, entry.copy + 1);
    }
    for (const entry of scored.slice(start, i)) entry.copies = seen.get(entry.book) ?? 1;
    start = i;
  }
  // Array.prototype.sort is stable: within equal scores and copies, the pool's listing order.
  return scored
    .sort((a, b) => compareScores(a.score, b.score) || a.copy - b.copy || b.copies - a.copies)
    .map((r) => r.id);
}
