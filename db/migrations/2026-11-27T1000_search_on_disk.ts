import { type Kysely, sql } from 'kysely';

// Search on SQLite reads an index on disk (docs/decisions/034-search-on-disk.md) instead of one
// built in the heap at start: at 1 000 000 books that index took two minutes to build and 2.5 GiB
// of memory. As on PostgreSQL (db/migrations/postgres/2026-11-26T1900_search_documents.ts), the
// rows are written by triggers in the transaction that writes the book, so no process holds the
// only copy of anything and every process sees every commit.
// - `book_search`: one row per book with its filter and sort columns. Its integer key is the
//   full-text row's id, given in the order books are created (so walking it backwards is the
//   newest first), and never renumbered by VACUUM as a rowid without a declared key could be.
// - `book_search_text`: FTS5 over the words of every listed book (title; authors; genre,
//   publisher and seller; description), accents and case folded by the tokenizer; contentless,
//   as the text is in `books`; which columns hold a word, not where in them (`detail = column`):
//   search asks no more, and two-letter prefixes read seven times faster without positions.
// - `book_search_titles`: the same for titles and authors alone, with the words a title or an
//   author begins with (`lead`), which fuse.js ranks highest and positions would otherwise have
//   told. Asking the first table for a word in a title reads every book holding it anywhere
//   (4 ms for a genre word at a million books); this one reads only titles and authors.
// - `search_words` and `search_word_trigrams`: every word of three letters or more those books
//   hold, with a trigram index, so a typed word is widened to the words it is a typo or a
//   beginning of. Words are only added.
// `releia_words`, `releia_fold` and `releia_lead` are defined on every connection by db/client.ts.
// PostgreSQL runs this migration's twin (db/migrations/postgres/, same name), which does nothing.

/** A book's full-text columns, from its row (`b`) and its seller's name. */
const TEXT_COLUMNS = `b.title, substr(b.authors, 3, length(b.authors) - 4),
  coalesce(b.genre, '') || ' ' || coalesce(b.publisher, '') || ' ' || coalesce(p.name, ''), coalesce(b.description, '')`;

/** A book's title, authors and leading words, from its row (`b`). */
const TITLE_COLUMNS = 'b.title, substr(b.authors, 3, length(b.authors) - 4), releia_lead(b.title, b.authors)';

/** FTS5's options for both full-text tables. */
const FTS_OPTIONS = `content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2',
  detail = 'column'`;

/** The vocabulary words of a book's row (`b`) and its seller's name. */
const WORDS_OF = `json_each(releia_words(b.title || ' ' || b.authors || ' ' || coalesce(b.genre, '') || ' ' ||
  coalesce(b.publisher, '') || ' ' || coalesce(p.name, '') || ' ' || coalesce(b.description, '')))`;

const LISTED = `b.status = 'available' and b.availability = 1`;

/** The filter and sort columns of a book (`b`), as `book_search` holds them. */
const ROW_VALUES = `${LISTED}, b.condition, b.price_cents, b.category_id, trim(releia_fold(coalesce(b.genre, ''))),
  b.created_at, b.updated_at`;
const ROW_COLUMNS = 'listed, condition, price_cents, category_id, genre_key, created_at, updated_at';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table book_search (
      id integer primary key,
      book_id text not null unique,
      listed integer not null,
      condition text not null,
      price_cents integer not null,
      category_id integer,
      genre_key text not null,
      created_at text not null,
      updated_at text not null
    )`.execute(db);
  await sql
    .raw(
      `create virtual table book_search_text using fts5(title, authors, extra, description, ${FTS_OPTIONS})`,
    )
    .execute(db);
  await sql
    .raw(`create virtual table book_search_titles using fts5(title, authors, lead, ${FTS_OPTIONS})`)
    .execute(db);
  await sql`create table search_words (id integer primary key, word text not null unique)`.execute(db);
  await sql`
    create virtual table search_word_trigrams using fts5(
      word, content = 'search_words', content_rowid = 'id', tokenize = 'trigram', detail = 'none'
    )`.execute(db);
  await sql
    .raw(`insert into book_search (book_id, ${ROW_COLUMNS})
      select b.id, ${ROW_VALUES} from books b order by b.created_at, b.id`)
    .execute(db);
  await sql
    .raw(`insert into book_search_text (rowid, title, authors, extra, description)
      select s.id, ${TEXT_COLUMNS} from book_search s join books b on b.id = s.book_id
      left join profiles p on p.user_id = b.user_id where s.listed`)
    .execute(db);
  await sql
    .raw(`insert into book_search_titles (rowid, title, authors, lead)
      select s.id, ${TITLE_COLUMNS} from book_search s join books b on b.id = s.book_id where s.listed`)
    .execute(db);
  await sql
    .raw(`insert or ignore into search_words (word)
      select w.value from books b left join profiles p on p.user_id = b.user_id, ${WORDS_OF} w`)
    .execute(db);
  await sql`insert into search_word_trigrams (rowid, word) select id, word from search_words`.execute(db);
  await createTriggers(db);
  // The order a large result set is walked in by price (server/search/sqlite/matching.ts
  // sortedWindow); newest first walks the full-text rowids.
  await sql`create index book_search_price on book_search (price_cents, created_at) where listed`.execute(db);
}

/** The statements that write a book's full-text rows (`s` its book_search row); only a listed book has them. */
const writeText = (book: 'new' | 'old') => `
  insert into book_search_text (rowid, title, authors, extra, description)
    select s.id, ${TEXT_COLUMNS} from book_search s join books b on b.id = s.book_id
    left join profiles p on p.user_id = b.user_id where s.book_id = ${book}.id and s.listed;
  insert into book_search_titles (rowid, title, authors, lead)
    select s.id, ${TITLE_COLUMNS} from book_search s join books b on b.id = s.book_id
    where s.book_id = ${book}.id and s.listed;
  insert or ignore into search_words (word)
    select w.value from books b left join profiles p on p.user_id = b.user_id, ${WORDS_OF} w
    where b.id = ${book}.id and ${LISTED};`;

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`create trigger books_search_insert after insert on books begin
      insert into book_search (book_id, ${ROW_COLUMNS}) select b.id, ${ROW_VALUES} from books b where b.id = new.id;
      ${writeText('new')}
    end`)
    .execute(db);
  // Counters (views, likes, sales) change often and search reads none of them.
  await sql
    .raw(`create trigger books_search_update after update of title, author, authors, genre, publisher,
      description, user_id, status, availability, condition, price_cents, category_id, created_at, updated_at
    on books begin
      delete from book_search_text where rowid = (select id from book_search where book_id = old.id);
      delete from book_search_titles where rowid = (select id from book_search where book_id = old.id);
      update book_search set (${ROW_COLUMNS}) = (select ${ROW_VALUES} from books b where b.id = new.id)
        where book_id = old.id;
      ${writeText('new')}
    end`)
    .execute(db);
  await sql`create trigger books_search_delete after delete on books begin
      delete from book_search_text where rowid = (select id from book_search where book_id = old.id);
      delete from book_search_titles where rowid = (select id from book_search where book_id = old.id);
      delete from book_search where book_id = old.id;
    end`.execute(db);
  // A seller's name is a search key: their listed books' rows are written again with it.
  for (const event of ['insert', 'update of name'])
    await sql
      .raw(`create trigger profiles_search_${event === 'insert' ? 'insert' : 'rename'} after ${event} on profiles begin
      delete from book_search_text where rowid in (
        select s.id from book_search s join books b on b.id = s.book_id where b.user_id = new.user_id and s.listed);
      insert into book_search_text (rowid, title, authors, extra, description)
        select s.id, ${TEXT_COLUMNS} from book_search s join books b on b.id = s.book_id
        join profiles p on p.user_id = b.user_id where b.user_id = new.user_id and s.listed;
      insert or ignore into search_words (word) select w.value from profiles p, json_each(releia_words(new.name)) w
        where p.user_id = new.user_id;
    end`)
      .execute(db);
  await sql`create trigger search_words_insert after insert on search_words begin
      insert into search_word_trigrams (rowid, word) values (new.id, new.word);
    end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    'search_words_insert',
    'profiles_search_rename',
    'profiles_search_insert',
    'books_search_delete',
    'books_search_update',
    'books_search_insert',
  ])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  for (const table of [
    'search_word_trigrams',
    'search_words',
    'book_search_titles',
    'book_search_text',
    'book_search',
  ])
    await sql.raw(`drop table ${table}`).execute(db);
}
