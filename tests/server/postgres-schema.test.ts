import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations, migrationsFor } from '../../db/migrations/index.ts';
import { isSearchTable } from '../../db/search-tables.ts';
import { hasPostgres, type PgCluster, pgUrlOf, startPgCluster } from '../helpers/pg-cluster.ts';
import { postgresShape, type SchemaShape, sqliteShape } from '../helpers/schema-shape.ts';

// The migrations build the same schema on PostgreSQL as on SQLite
// (docs/decisions/026-postgresql-engine.md#the-parity-test): shipped migrations run there through
// their twins, and this compares what each engine's catalog says came out.

const postgresHere = hasPostgres('postgres-schema.test.ts');

describe.skipIf(!postgresHere)('migrations on PostgreSQL', () => {
  let cluster: PgCluster;
  let admin: DB;
  const opened: DB[] = [];

  /** A new empty database on the cluster, closed after the file. */
  async function freshPostgres(name: string): Promise<DB> {
    await sql.raw(`create database ${name}`).execute(admin);
    const { db } = createDb({
      DATABASE_PATH: ':memory:',
      DATABASE_URL: pgUrlOf(cluster.url, name),
    });
    opened.push(db);
    return db;
  }

  beforeAll(async () => {
    cluster = await startPgCluster();
    admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  }, 60_000);

  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await admin?.destroy();
    await cluster?.stop();
  });

  let sqlite: SchemaShape;
  let postgres: SchemaShape;
  // The rate-limit counters are made by each connection, not by the migrations (db/client.ts,
  // db/postgres.ts): on SQLite in the attached `counters` file, on PostgreSQL beside the rest.
  let sqliteCounters: SchemaShape;
  let postgresCounters: SchemaShape;
  const split = ({
    rate_limits,
    ...migrated
  }: SchemaShape): { migrated: SchemaShape; counters: SchemaShape } => ({
    migrated,
    counters: rate_limits ? { rate_limits } : {},
  });

  // Search's tables are each engine's own (db/search-tables.ts): PostgreSQL's tsvector rows
  // (docs/decisions/033-search-documents-on-postgresql.md), SQLite's FTS5 tables and theirs
  // (docs/decisions/034-search-on-disk.md). Named here so that any other difference fails.
  const SEARCH_TABLES = {
    postgres: ['book_search', 'search_words'],
    sqlite: ['book_search', 'book_search_text', 'book_search_titles', 'search_words', 'search_word_trigrams'],
  };
  const withoutSearchTables = (shape: SchemaShape, engine: keyof typeof SEARCH_TABLES): SchemaShape => {
    for (const name of SEARCH_TABLES[engine]) expect(shape[name], name).toBeDefined();
    for (const name of Object.keys(shape)) if (isSearchTable(name)) delete shape[name];
    return shape;
  };

  it('apply every migration, by the same names, on a fresh PostgreSQL database', async () => {
    const db = await freshPostgres('parity');
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    ({ migrated: postgres, counters: postgresCounters } = split(
      withoutSearchTables(await postgresShape(db), 'postgres'),
    ));
    const { db: lite } = createDb(':memory:');
    await migrateToLatest(lite);
    sqlite = withoutSearchTables(await sqliteShape(lite), 'sqlite');
    sqliteCounters = await sqliteShape(lite, 'counters');
    await lite.destroy();
  });

  it('build the same tables', () => {
    expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort());
  });

  it('build the same columns, keys, unique constraints, foreign keys and indexes per table', () => {
    for (const [name, table] of Object.entries(sqlite)) {
      const other = postgres[name];
      expect.soft(other?.columns, `${name}: columns`).toEqual(table.columns);
      expect.soft(other?.primaryKey, `${name}: primary key`).toEqual(table.primaryKey);
      expect.soft(other?.unique, `${name}: unique`).toEqual(table.unique);
      expect.soft(other?.foreignKeys, `${name}: foreign keys`).toEqual(table.foreignKeys);
      expect.soft(other?.indexes, `${name}: indexes`).toEqual(table.indexes);
    }
  });

  it('sit beside the same rate-limit counters table', () => {
    expect(postgresCounters).toEqual(sqliteCounters);
    expect(Object.keys(sqliteCounters)).toEqual(['rate_limits']);
  });

  it('keep the rewritten GLOB checks meaning what they mean on SQLite', async () => {
    const db = opened[0];
    if (!db) throw new Error('the parity database is missing');
    const now = new Date().toISOString();
    await db.insertInto('users').values({ id: 'u1', email: 'a@b.c', created_at: now }).execute();
    const profile = (username: string | null) =>
      db
        .insertInto('profiles')
        .values({ user_id: 'u1', name: 'Ana', username, created_at: now, updated_at: now })
        .execute()
        .then(
          () =>
            db
              .deleteFrom('profiles')
              .execute()
              .then(() => 'ok'),
          () => 'refused',
        );
    expect([await profile('ana-1'), await profile(null), await profile('1ana')]).toEqual(['ok', 'ok', 'ok']);
    expect([await profile('-ana'), await profile('Ana'), await profile('ana_1'), await profile('')]).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    const address = (cep: string) =>
      db
        .insertInto('user_addresses')
        .values({
          id: cep,
          user_id: 'u1',
          cep,
          street: 'R',
          number: '1',
          neighborhood: 'B',
          city: 'C',
          state: 'SP',
          created_at: now,
        })
        .execute()
        .then(
          () => 'ok',
          () => 'refused',
        );
    expect([await address('01310100'), await address('0131010a'), await address('0131010')]).toEqual([
      'ok',
      'refused',
      'refused',
    ]);
  });

  // Every migration down and up again: under a second alone, over five at a load average of 20.
  it('go all the way down and up again to the same schema', { timeout: 30_000 }, async () => {
    const db = await freshPostgres('round_trip');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor('postgres') } });
    await migrateToLatest(db);
    const { error } = await migrator.migrateTo(NO_MIGRATIONS);
    expect(error).toBeUndefined();
    expect(split(await postgresShape(db)).migrated).toEqual({});
    await migrateToLatest(db);
    expect(split(withoutSearchTables(await postgresShape(db), 'postgres')).migrated).toEqual(postgres);
  });
});
