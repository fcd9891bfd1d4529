import { type Kysely, sql } from 'kysely';

// PostgreSQL's twin of 2026-11-26T1900_search_documents
// (docs/decisions/033-search-documents-on-postgresql.md).
// - `book_search`: one row per book, written by triggers in the transaction that writes the book
//   or its seller's name, so it is never behind. It holds what a search reads and nothing it
//   must join for: the folded first characters of each field (what fuse.js can match,
//   server/search/normalize.ts FUSE_WINDOW), a weighted tsvector of every word (title A, authors
//   B, genre, publisher and seller C, description D), and the filter and sort columns.
// - `search_words`: every word those tsvectors hold, with trigrams, so a typed word is widened
//   to the words it is a typo or a beginning of before the tsvector index is asked.
// - The expression indexes of 2026-11-26T1500_postgres_search go: nothing reads them now, and
//   each write paid for them.

/** Folded characters of a field kept per book: fuse.js's 40-letter window and a query's length. */
const WINDOW = 64;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index books_search_trigrams`.execute(db);
  await sql`drop index books_search_words`.execute(db);
  await sql`drop index profiles_name_trigrams`.execute(db);
  await sql
    .raw(`
    create function releia_window(text) returns text language sql immutable parallel safe
    as $$ select releia_fold(left($1, ${WINDOW})) $$`)
    .execute(db);
  await sql`
    create function releia_book_words(
      title text, authors text, genre text, publisher text, description text, seller text
    ) returns tsvector language sql immutable parallel safe
    as $$ select
      setweight(to_tsvector('simple'::regconfig, releia_fold(title)), 'A') ||
      setweight(to_tsvector('simple'::regconfig, releia_fold(authors)), 'B') ||
      setweight(to_tsvector('simple'::regconfig,
        releia_fold(coalesce(genre, '') || ' ' || coalesce(publisher, '') || ' ' || coalesce(seller, ''))), 'C') ||
      setweight(to_tsvector('simple'::regconfig, releia_fold(description)), 'D') $$`.execute(db);
  await sql`
    create table book_search (
      book_id text primary key references books (id) on delete cascade,
      listed boolean not null,
      condition text not null,
      price_cents integer not null,
      category_id integer,
      genre_key text not null,
      created_at text not null,
      updated_at text not null,
      title text not null,
      author text not null,
      authors text not null,
      genre text not null,
      publisher text not null,
      description text not null,
      seller text not null,
      words tsvector not null
    )`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`
    insert into book_search (book_id, listed, condition, price_cents, category_id, genre_key, created_at,
      updated_at, title, author, authors, genre, publisher, description, seller, words)
    select b.id, b.status = 'available' and b.availability = 1, b.condition, b.price_cents, b.category_id,
      trim(releia_fold(b.genre)), b.created_at, b.updated_at, releia_window(b.title), releia_window(b.author),
      releia_window(substr(b.authors, 3, length(b.authors) - 4)), releia_window(b.genre),
      releia_window(b.publisher), releia_window(b.description), releia_fold(p.name),
      releia_book_words(b.title, b.authors, b.genre, b.publisher, b.description, p.name)
    from books b left join profiles p on p.user_id = b.user_id`.execute(db);
  await sql`insert into search_words (word) select word from ts_stat('select words from book_search')`.execute(
    db,
  );
  await createTriggers(db);
  await sql`create index book_search_words on book_search using gin (words)`.execute(db);
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createTriggers(db: Kysely<any>): Promise<void> {
  // A book's row, from the book and its seller's name; an upsert, so an update rewrites it whole.
  await sql`
    create function releia_book_search_row() returns trigger language plpgsql as $$
    declare seller text := (select p.name from profiles p where p.user_id = new.user_id);
    begin
      insert into book_search as s (book_id, listed, condition, price_cents, category_id, genre_key,
        created_at, updated_at, title, author, authors, genre, publisher, description, seller, words)
      values (new.id, new.status = 'available' and new.availability = 1, new.condition, new.price_cents,
        new.category_id, trim(releia_fold(new.genre)), new.created_at, new.updated_at,
        releia_window(new.title), releia_window(new.author),
        releia_window(substr(new.authors, 3, length(new.authors) - 4)), releia_window(new.genre),
        releia_window(new.publisher), releia_window(new.description), releia_fold(seller),
        releia_book_words(new.title, new.authors, new.genre, new.publisher, new.description, seller))
      on conflict (book_id) do update set listed = excluded.listed, condition = excluded.condition,
        price_cents = excluded.price_cents, category_id = excluded.category_id,
        genre_key = excluded.genre_key, created_at = excluded.created_at, updated_at = excluded.updated_at,
        title = excluded.title, author = excluded.author, authors = excluded.authors, genre = excluded.genre,
        publisher = excluded.publisher, description = excluded.description, seller = excluded.seller,
        words = excluded.words;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger books_search_row after insert or update of title, author, authors, genre, publisher,
      description, user_id, status, availability, condition, price_cents, category_id, created_at, updated_at
    on books for each row execute function releia_book_search_row()`.execute(db);
  // A seller's new name, in every one of their books' rows (a profile may also come after its books).
  await sql`
    create function releia_seller_search_rows() returns trigger language plpgsql as $$
    begin
      update book_search s set seller = releia_fold(new.name),
        words = releia_book_words(b.title, b.authors, b.genre, b.publisher, b.description, new.name)
      from books b where b.id = s.book_id and b.user_id = new.user_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger profiles_search_rows after insert or update of name on profiles
    for each row execute function releia_seller_search_rows()`.execute(db);
  // Words are only added: one no book holds any more widens a query to nothing.
  await sql`
    create function releia_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word) select unnest(tsvector_to_array(new.words)) order by 1
      on conflict (word) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger book_search_words after insert on book_search
    for each row execute function releia_search_words()`.execute(db);
  await sql`
    create trigger book_search_new_words after update of words on book_search
    for each row when (old.words is distinct from new.words) execute function releia_search_words()`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_words`.execute(db);
  await sql`drop table book_search`.execute(db);
  await sql`drop trigger profiles_search_rows on profiles`.execute(db);
  await sql`drop trigger books_search_row on books`.execute(db);
  await sql`drop function releia_search_words()`.execute(db);
  await sql`drop function releia_seller_search_rows()`.execute(db);
  await sql`drop function releia_book_search_row()`.execute(db);
  await sql`drop function releia_book_words(text, text, text, text, text, text)`.execute(db);
  await sql`drop function releia_window(text)`.execute(db);
  await sql`create index profiles_name_trigrams on profiles using gin (releia_fold(name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`
    create index books_search_words on books using gin (
      to_tsvector('simple'::regconfig, releia_book_text(title, author, authors, genre, publisher, description))
    )`.execute(db);
  await sql`
    create index books_search_trigrams on books using gin (
      releia_book_text(title, author, authors, genre, publisher, description) gin_trgm_ops
    )`.execute(db);
}
