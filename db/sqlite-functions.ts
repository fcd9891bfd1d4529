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
}
