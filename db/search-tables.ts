/**
 * The tables each engine's search keeps from the books by triggers, FTS5's own included
 * (SQLite: docs/decisions/034-search-on-disk.md; PostgreSQL:
 * docs/decisions/033-search-documents-on-postgresql.md). They are derived, built differently per
 * engine, and written by the books' own writes: never copied, counted or compared as a
 * community's data.
 */
const SEARCH_TABLES = ['book_search', 'search_words', 'search_word_trigrams'];

export function isSearchTable(name: string): boolean {
  return SEARCH_TABLES.some((t) => name === t || name.startsWith(`${t}_`));
}
