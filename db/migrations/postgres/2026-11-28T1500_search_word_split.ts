import { type Kysely, sql } from 'kysely';

// PostgreSQL's twin of 2026-11-28T1500_search_word_split: the 'simple' parser keeps 'node.js',
// 'e-mail' or 'www.x.com' as tokens of their own, where SQLite and a typed query split them into
// words ('node', 'js'), so a search for 'node' missed 'Node.js' on PostgreSQL only. Punctuation
// becomes a space before the parser reads the text; every search row is rewritten, and the new
// words join the vocabulary at once rather than row by row through its trigger.

/** releia_book_words with its texts' punctuation (ASCII, as the C locale classes it) turned into spaces. */
const SPLIT = (text: string) => `regexp_replace(releia_fold(${text}), '[[:punct:]]+', ' ', 'g')`;

async function defineWords(db: Kysely<unknown>, split: (text: string) => string): Promise<void> {
  await sql
    .raw(`
    create or replace function releia_book_words(
      title text, authors text, genre text, publisher text, description text, seller text
    ) returns tsvector language sql immutable parallel safe
    as $$ select
      setweight(to_tsvector('simple'::regconfig, ${split('title')}), 'A') ||
      setweight(to_tsvector('simple'::regconfig, ${split('authors')}), 'B') ||
      setweight(to_tsvector('simple'::regconfig,
        ${split(`coalesce(genre, '') || ' ' || coalesce(publisher, '') || ' ' || coalesce(seller, '')`)}), 'C') ||
      setweight(to_tsvector('simple'::regconfig, ${split('description')}), 'D') $$`)
    .execute(db);
}

async function rewriteRows(db: Kysely<unknown>): Promise<void> {
  await sql`alter table book_search disable trigger book_search_new_words`.execute(db);
  await sql`
    update book_search s
    set words = releia_book_words(b.title, b.authors, b.genre, b.publisher, b.description, p.name)
    from books b left join profiles p on p.user_id = b.user_id
    where b.id = s.book_id`.execute(db);
  await sql`alter table book_search enable trigger book_search_new_words`.execute(db);
  await sql`
    insert into search_words (word) select word from ts_stat('select words from book_search')
    on conflict (word) do nothing`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await defineWords(db, SPLIT);
  await rewriteRows(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await defineWords(db, (text) => `releia_fold(${text})`);
  await rewriteRows(db);
}
