import { type Kysely, sql } from 'kysely';

// PostgreSQL's twin of 2026-11-26T1500_postgres_search (docs/decisions/027-search-on-postgresql.md):
// what server/search/postgres/ asks of the database.
// - `unaccent` and `pg_trgm`, both in PostgreSQL's contrib and trusted, so a database owner may
//   create them without being a superuser.
// - `releia_unaccent`: unaccent is only STABLE (its dictionary could change), and an index needs
//   IMMUTABLE; the wrapper names the dictionary, so the search path cannot change its meaning.
// - `releia_fold`: accent- and case-free text, the SQL side of shared/accents.ts's foldText.
// - `releia_book_text`: a book's own searchable fields folded into one text. The seller's name
//   lives in profiles, so it has an index of its own there.
// - GIN indexes: trigrams (typos, word_similarity) and a 'simple' tsvector (whole words) over the
//   book text, and trigrams over the seller's name. Expression indexes rather than generated
//   columns: the tables, and so the schema SQLite shares, stay as they are.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent schema public`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  await sql`
    create function releia_unaccent(text) returns text language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  await sql`
    create function releia_fold(text) returns text language sql immutable parallel safe
    as $$ select lower(releia_unaccent(coalesce($1, ''))) $$`.execute(db);
  await sql`
    create function releia_book_text(
      title text, author text, authors text, genre text, publisher text, description text
    ) returns text language sql immutable parallel safe
    as $$ select releia_fold(
      coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || coalesce(authors, '') || ' ' ||
      coalesce(genre, '') || ' ' || coalesce(publisher, '') || ' ' || coalesce(description, '')
    ) $$`.execute(db);
  await sql`
    create index books_search_trigrams on books using gin (
      releia_book_text(title, author, authors, genre, publisher, description) gin_trgm_ops
    )`.execute(db);
  await sql`
    create index books_search_words on books using gin (
      to_tsvector('simple'::regconfig, releia_book_text(title, author, authors, genre, publisher, description))
    )`.execute(db);
  await sql`create index profiles_name_trigrams on profiles using gin (releia_fold(name) gin_trgm_ops)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index profiles_name_trigrams`.execute(db);
  await sql`drop index books_search_words`.execute(db);
  await sql`drop index books_search_trigrams`.execute(db);
  await sql`drop function releia_book_text(text, text, text, text, text, text)`.execute(db);
  await sql`drop function releia_fold(text)`.execute(db);
  await sql`drop function releia_unaccent(text)`.execute(db);
  await sql`drop extension pg_trgm`.execute(db);
  await sql`drop extension unaccent`.execute(db);
}
