import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

// The public answers' stamps (docs/decisions/050-public-answer-cache.md): one row per kind of
// public data, whose token changes in the same transaction as any write that changes what a
// visitor is shown. A process keeps a public answer with the tokens it read before computing it,
// and serves it only while the database still holds them, so every process (and a restart) agrees
// on what is current. Tokens are random, not counters: a backup restored or a development reset
// cannot bring back a value some process still holds an answer for.
//
// Only the columns a public answer shows bump a stamp: a like or a view (likes_count,
// views_count), a seller's private code, a sign-up or a password change leave them alone. A new
// profile is shown nowhere before its first book or store, whose own writes bump.

/** Kind of public data -> the triggers that bump it: table, event, and the columns or condition that matter. */
const TRIGGERS: { kind: string; table: string; event: string; when?: string }[] = [
  { kind: 'books', table: 'books', event: 'insert' },
  { kind: 'books', table: 'books', event: 'delete' },
  {
    kind: 'books',
    table: 'books',
    event: `update of id, user_id, title, author, authors, author_slug, publisher, publisher_slug, isbn,
      condition, price_cents, currency, description, genre, category_id, year, language, location, photos,
      status, status_reason, hidden_by_suspension, hidden_by_vacation, hidden_by_seller, availability, stock,
      sales_count, work_key, work_sold_count, edition, pages, cover_type, created_at, updated_at`,
  },
  { kind: 'sellers', table: 'profiles', event: 'delete' },
  {
    kind: 'sellers',
    table: 'profiles',
    event:
      'update of user_id, name, username, photo_url, avatar_type, selected_avatar, bio, location, created_at',
  },
  // The footer's demo notice reads whether a demo member exists; suspension and deletion close stores.
  { kind: 'sellers', table: 'users', event: 'insert', when: 'new.is_demo = 1' },
  { kind: 'sellers', table: 'users', event: 'delete' },
  { kind: 'sellers', table: 'users', event: 'update of suspended_at, deleted_at, is_demo' },
  { kind: 'sellers', table: 'stores', event: 'insert' },
  { kind: 'sellers', table: 'stores', event: 'delete' },
  { kind: 'sellers', table: 'stores', event: 'update' },
  { kind: 'sellers', table: 'seller_ratings', event: 'insert' },
  { kind: 'sellers', table: 'seller_ratings', event: 'delete' },
  { kind: 'sellers', table: 'seller_ratings', event: 'update' },
  { kind: 'categories', table: 'categories', event: 'insert' },
  { kind: 'categories', table: 'categories', event: 'delete' },
  { kind: 'categories', table: 'categories', event: 'update' },
  { kind: 'follows', table: 'follows', event: 'insert' },
  { kind: 'follows', table: 'follows', event: 'delete' },
];

const PUBLIC_STAMP_KINDS = ['books', 'sellers', 'categories', 'follows'];

/** Rows per kind on PostgreSQL, named kind:0 … kind:7 (see postgresBump). */
const PG_SHARDS = 8;

/** The transaction-local setting that says the kind was bumped in this transaction (PostgreSQL). */
const bumpedSetting = (kind: string) => `current_setting('releia.public_stamp_${kind}', true)`;

const triggerName = (t: (typeof TRIGGERS)[number]) => `public_stamp_${t.table}_${t.event.split(' ')[0]}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table public_stamps (kind text primary key, token text not null)`.execute(db);
  const postgres = engineOf(db) === 'postgres';
  const token = postgres ? 'gen_random_uuid()::text' : 'lower(hex(randomblob(8)))';
  const rows = PUBLIC_STAMP_KINDS.flatMap((kind) =>
    postgres ? Array.from({ length: PG_SHARDS }, (_, shard) => `${kind}:${shard}`) : [kind],
  );
  for (const kind of rows)
    await sql.raw(`insert into public_stamps (kind, token) values ('${kind}', ${token})`).execute(db);
  if (postgres) await postgresBump(db);
  for (const t of TRIGGERS) {
    // On PostgreSQL the rows after a transaction's first skip the function call altogether:
    // a copy or a seed writes each book through this trigger.
    const conditions = [t.when, postgres ? `${bumpedSetting(t.kind)} is distinct from 'bumped'` : undefined];
    const present = conditions.filter((c) => c !== undefined);
    const when = present.length > 0 ? ` when (${present.map((c) => `(${c})`).join(' and ')})` : '';
    // PostgreSQL: once per transaction, in one of PG_SHARDS rows of the kind (see postgresBump).
    // SQLite lets one writer in at a time anyway (decision 002): one row per kind costs nothing more.
    // No upsert there: a trigger's conflict clause gives way to the firing statement's (an
    // `on conflict` insert of a category would fail on the stamp's key), so it updates, or inserts
    // the row a development reset deleted.
    const statement = postgres
      ? `create trigger ${triggerName(t)} after ${t.event} on ${t.table}
         for each row${when} execute function releia_bump_public_stamp('${t.kind}')`
      : `create trigger ${triggerName(t)} after ${t.event} on ${t.table} for each row${when}
         begin
           update public_stamps set token = ${token} where kind = '${t.kind}';
           insert into public_stamps (kind, token) select '${t.kind}', ${token}
             where not exists (select 1 from public_stamps where kind = '${t.kind}');
         end`;
    await sql.raw(statement).execute(db);
  }
}

/**
 * The function PostgreSQL's triggers run: a new token for the kind, once per transaction (a
 * transaction-local setting remembers it), however many rows the transaction wrote. The row it
 * writes stays locked until the transaction ends, so two transactions writing books at once would
 * queue on one row: the kind has PG_SHARDS rows and a transaction takes the one its id names, so
 * most concurrent writers take different rows. Readers read them all.
 *
 * Not a deferred constraint trigger, which would lock only during the commit: its events wait
 * queued until then, and PostgreSQL refuses CREATE INDEX on a table with queued events, which the
 * seed (one transaction that drops and rebuilds the indexes) and a single-transaction restore do.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function postgresBump(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`
    create function releia_bump_public_stamp() returns trigger language plpgsql as $$
    begin
      if current_setting('releia.public_stamp_' || tg_argv[0], true) is distinct from 'bumped' then
        insert into public_stamps (kind, token)
          values (tg_argv[0] || ':' || (txid_current() % ${PG_SHARDS}), gen_random_uuid()::text)
          on conflict (kind) do update set token = excluded.token;
        perform set_config('releia.public_stamp_' || tg_argv[0], 'bumped', true);
      end if;
      return null;
    end $$`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const t of TRIGGERS)
    await sql.raw(`drop trigger ${triggerName(t)}${postgres ? ` on ${t.table}` : ''}`).execute(db);
  if (postgres) await sql`drop function releia_bump_public_stamp()`.execute(db);
  await sql`drop table public_stamps`.execute(db);
}
