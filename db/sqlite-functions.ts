import type SQLite from 'better-sqlite3';
import { foldText } from '../shared/accents.ts';
import { searchWords } from '../shared/search-words.ts';

/**
 * SQL functions the search triggers call (db/migrations/2026-11-27T1000_search_on_disk.ts), so
 * a book's search rows are written in the same transaction as the book: SQLite has no unaccent
 * and no way to split text into words. Every connection that may write books must define them,
 * which every connection made by db/client.ts does.
 */
export function defineSearchFunctions(sqlite: SQLite.Database): void {
  const options = { deterministic: true };
  sqlite.function('releia_fold', options, (text: unknown) => foldText(typeof text === 'string' ? text : ''));
  sqlite.function('releia_words', options, (text: unknown) =>
    JSON.stringify(typeof text === 'string' ? searchWords(foldText(text)) : []),
  );
  sqlite.function('releia_lead', options, (title: unknown, authors: unknown) =>
    leadWords(typeof title === 'string' ? title : '', typeof authors === 'string' ? authors : '[]'),
  );
}

/** Where a word must begin, in a title or an author's name, to be among its leading words. */
const LEAD = 10;

/**
 * The words that begin in the first LEAD characters of a title and of each author's name: a match
 * there is what fuse.js ranks highest (it scores the distance from a field's start), and the
 * full-text index keeps no positions to tell it (docs/decisions/034-search-on-disk.md).
 */
export function leadWords(title: string, authorsJson: string): string {
  let authors: unknown;
  try {
    authors = JSON.parse(authorsJson);
  } catch {
    authors = [];
  }
  const names = Array.isArray(authors) ? authors.filter((a): a is string => typeof a === 'string') : [];
  return [title, ...names]
    .flatMap((text) =>
      [...text.matchAll(/[\p{L}\p{N}]+/gu)].filter((m) => (m.index ?? LEAD) < LEAD).map((m) => m[0]),
    )
    .join(' ');
}
