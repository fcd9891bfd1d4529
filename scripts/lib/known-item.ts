// Known-item queries (npm run bench:search -- --known-item, docs/performance/search.md#known-item):
// a reader has one book in mind and types what they remember of it. Each query is made from a
// sampled book, deterministically (the seed's generator), as people type: the exact title; the
// title in lower case without accents; one typo in a word of 5+ letters; two typos in a word of
// 9+ letters; the first words as typed, the last cut short; the title's most distinctive word and
// the author's surname; the author's name; the ISBN with or without hyphens. The search succeeds
// when the book is among the first ten results (hitOf says what counts as the book).

import { mulberry32 } from '../../db/seed/random.ts';
import { foldText } from '../../shared/accents.ts';
import { isbn10CheckChar } from '../../shared/isbn.ts';
import { isbn13Of } from '../../shared/work-key.ts';

export const KNOWN_ITEM_KINDS = [
  'título exato',
  'minúsculas sem acento',
  'um erro (5+ letras)',
  'dois erros (9+ letras)',
  'como digitado',
  'palavra distintiva + sobrenome',
  'nome do autor',
  'ISBN',
] as const;
export type KnownItemKind = (typeof KNOWN_ITEM_KINDS)[number];

/** What a query is made from and what its result is checked against. */
export interface KnownBook {
  id: string;
  title: string;
  author: string;
  isbn: string | null;
}

export interface KnownItemQuery {
  kind: KnownItemKind;
  q: string;
  book: KnownBook;
}

const words = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
const plain = (text: string) => words(foldText(text)).join(' ');

/** Keys beside each other on a Brazilian ABNT2 keyboard's letter rows: the wrong key a finger hits. */
const ROWS = ['qwertyuiop', 'asdfghjklç', 'zxcvbnm'];
function neighbourOf(letter: string, random: () => number): string {
  for (const row of ROWS) {
    const at = row.indexOf(letter);
    if (at < 0) continue;
    const options = [row[at - 1], row[at + 1]].filter((c): c is string => c !== undefined && c !== 'ç');
    return options[Math.floor(random() * options.length)] ?? letter;
  }
  return letter;
}

/**
 * One typo at `at` (never the first letter, which people rarely miss): a letter dropped, two
 * swapped, or a neighbouring key.
 */
function typo(word: string, at: number, random: () => number): string {
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1 && at + 1 < word.length && word[at] !== word[at + 1])
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const wrong = neighbourOf(word[at] ?? '', random);
  return word.slice(0, at) + wrong + word.slice(at + 1);
}

/** The folded title with one of its words of `min`+ letters given `typos` typos, or null. */
function withTypos(title: string, min: number, typos: number, random: () => number): string | null {
  const list = words(foldText(title));
  const long = list.flatMap((w, i) => (w.length >= min && /^\p{L}+$/u.test(w) ? [i] : []));
  if (long.length === 0) return null;
  const index = long[Math.floor(random() * long.length)] ?? 0;
  const word = list[index] ?? '';
  // Two typos stay apart, so the second does not undo the first.
  const first = 1 + Math.floor(random() * (word.length - 1));
  let typed = typo(word, first, random);
  if (typos === 2) {
    const second = first > word.length / 2 ? 1 + Math.floor(random() * (first - 3)) : first + 3;
    typed = typo(typed, Math.min(Math.max(1, second), typed.length - 1), random);
  }
  if (typed === word) return null;
  return list.map((w, i) => (i === index ? typed : w)).join(' ');
}

/**
 * The title as a reader types it until it can only be this title: at least three letters into
 * its second long word (5+ letters), and on until no other title of the catalogue begins the
 * same way (a prefix hundreds of titles share, 'uma breve histo', names no book), stopping
 * mid-word as typing does. Null when the title has no second long word.
 */
function asTyped(title: string, titles: readonly string[]): string | null {
  const full = words(foldText(title)).join(' ');
  const list = full.split(' ');
  let long = 0;
  let at = -1;
  for (const [i, w] of list.entries()) {
    if (w.length >= 5) long++;
    if (long === 2) {
      at = list.slice(0, i).join(' ').length + (i > 0 ? 1 : 0) + 3;
      break;
    }
  }
  if (at < 0) return null;
  let end = at;
  while (end < full.length && titles.some((t) => t !== full && t.startsWith(full.slice(0, end)))) end++;
  return full.slice(0, end).trim();
}

/** The title's word of 4+ letters that the fewest titles of the catalogue hold. */
function distinctiveWord(title: string, titlesHolding: ReadonlyMap<string, number>): string | null {
  const candidates = [...new Set(words(foldText(title)))].filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w));
  candidates.sort((a, b) => (titlesHolding.get(a) ?? 0) - (titlesHolding.get(b) ?? 0));
  return candidates[0] ?? null;
}

/** An ISBN-13 with hyphens as Brazilian books print it (978-85-…), or its ISBN-10. */
function isbnAsTyped(isbn13: string, variant: number): string {
  const hyphens = variant % 2 === 0;
  if (variant < 2)
    return hyphens
      ? `${isbn13.slice(0, 3)}-${isbn13.slice(3, 5)}-${isbn13.slice(5, 8)}-${isbn13.slice(8, 12)}-${isbn13.slice(12)}`
      : isbn13;
  const first9 = isbn13.slice(3, 12);
  const isbn10 = first9 + isbn10CheckChar(first9);
  return hyphens
    ? `${isbn10.slice(0, 2)}-${isbn10.slice(2, 5)}-${isbn10.slice(5, 9)}-${isbn10.slice(9)}`
    : isbn10;
}

/** The queries of `sample` books drawn from `books` (in listing order, the same every run). */
export function knownItemQueries(books: readonly KnownBook[], sample: number, seed = 2026): KnownItemQuery[] {
  const random = mulberry32(seed);
  const titles = [...new Set(books.map((b) => words(foldText(b.title)).join(' ')))].sort();
  const titlesHolding = new Map<string, number>();
  for (const b of books)
    for (const w of new Set(words(foldText(b.title)))) titlesHolding.set(w, (titlesHolding.get(w) ?? 0) + 1);
  const picked = new Set<number>();
  while (picked.size < Math.min(sample, books.length)) picked.add(Math.floor(random() * books.length));
  const queries: KnownItemQuery[] = [];
  for (const index of [...picked].sort((a, b) => a - b)) {
    const book = books[index];
    if (!book) continue;
    const add = (kind: KnownItemKind, q: string | null) => {
      if (q) queries.push({ kind, q, book });
    };
    add('título exato', book.title);
    add('minúsculas sem acento', plain(book.title));
    add('um erro (5+ letras)', withTypos(book.title, 5, 1, random));
    add('dois erros (9+ letras)', withTypos(book.title, 9, 2, random));
    add('como digitado', asTyped(book.title, titles));
    const surname = words(foldText(book.author)).at(-1);
    const distinctive = distinctiveWord(book.title, titlesHolding);
    add('palavra distintiva + sobrenome', distinctive && surname ? `${distinctive} ${surname}` : null);
    add('nome do autor', book.author);
    const isbn = isbn13Of(book.isbn);
    add('ISBN', isbn?.startsWith('978') ? isbnAsTyped(isbn, Math.floor(random() * 4)) : null);
  }
  return queries;
}

/**
 * Whether a result is the book the reader had in mind. The query carries only what the reader
 * remembers, so a copy that matches all of it is that book: the same title (accents, case and
 * punctuation aside) for the title kinds, and the same author too when the query names them;
 * any book of the author for the author's name; the same ISBN-13 for an ISBN.
 */
export function hitOf(query: KnownItemQuery, result: KnownBook): boolean {
  const sameTitle = plain(result.title) === plain(query.book.title);
  const sameAuthor = plain(result.author) === plain(query.book.author);
  if (query.kind === 'nome do autor') return sameAuthor;
  if (query.kind === 'ISBN') return isbn13Of(result.isbn) === isbn13Of(query.book.isbn);
  if (query.kind === 'palavra distintiva + sobrenome') return sameTitle && sameAuthor;
  return sameTitle;
}

/** The works (title and author, folded) under each word of their authors' names, for titlesAnswering: built once per run. */
export function titlesByAuthor(books: readonly KnownBook[]): Map<string, Set<string>> {
  const byNameWord = new Map<string, Set<string>>();
  for (const b of books)
    for (const word of new Set(words(foldText(b.author)))) {
      const works = byNameWord.get(word) ?? new Set<string>();
      works.add(`${plain(b.title)}\u0000${plain(b.author)}`);
      byNameWord.set(word, works);
    }
  return byNameWord;
}

/**
 * How many different works answer a 'palavra distintiva + sobrenome' query alike: a title holding
 * its word by an author whose name holds its surname. Past ten, no order can promise this one among
 * the first ten, since the query says nothing more of it. The seed names books from a vocabulary
 * of about 1 200 words and a few hundred surnames, so at a million books dozens of works may share
 * a word and a surname (several of one author, or of authors of the same surname).
 */
export function titlesAnswering(query: KnownItemQuery, byNameWord: ReadonlyMap<string, Set<string>>): number {
  const [word, surname] = words(foldText(query.q));
  let count = 0;
  for (const work of byNameWord.get(surname ?? '') ?? [])
    if (word && (work.split('\u0000')[0] ?? '').split(' ').includes(word)) count++;
  return count;
}
