import { sql } from 'kysely';
import type { DB } from '../../db/client.ts';

// A database's schema reduced to what must be the same on SQLite and PostgreSQL
// (docs/decisions/026-postgresql-engine.md#the-parity-test): per table its columns (type family,
// nullability, default), primary key, unique column sets, foreign keys and named indexes. Each
// engine's catalog is read and spelled the same way, so the two shapes compare with toEqual.

export interface TableShape {
  columns: Record<string, { type: string; notNull: boolean; default: string | null }>;
  primaryKey: string[];
  /** Column lists of every unique constraint or unique index but the primary key, sorted. */
  unique: string[];
  /** `column -> table.column on delete RULE`, sorted. */
  foreignKeys: string[];
  /** Indexes created by name (not those behind a constraint): name -> `columns [unique] [partial]`. */
  indexes: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * SQLite's type affinities as PostgreSQL spells the same storage (integer cents, ISO text).
 * PostgreSQL's `real` is 4 bytes where SQLite's REAL is 8, so it gets a name of its own and a
 * column declared that way fails the parity.
 */
function typeFamily(type: string, engine: 'sqlite' | 'postgres'): string {
  const t = type.toLowerCase();
  if (engine === 'postgres' && t === 'real') return 'real (4 bytes)';
  if (t === 'bigint' || t === 'smallint') return 'integer';
  if (t === 'double precision') return 'real';
  return t;
}

/** A default as written, without PostgreSQL's casts (`'[]'::text` is SQLite's `'[]'`). */
function plainDefault(value: string | null): string | null {
  return value === null ? null : value.replace(/::[a-z ]+$/, '');
}

function indexLabel(columns: readonly string[], unique: boolean, partial: boolean): string {
  return [columns.join(','), unique ? 'unique' : '', partial ? 'partial' : ''].filter(Boolean).join(' ');
}

/** The tables of one SQLite schema: `main`, or `counters` for the rate limits (db/client.ts). */
export async function sqliteShape(db: DB, schema = 'main'): Promise<SchemaShape> {
  const q = <T>(text: string) =>
    sql
      .raw<T>(text)
      .execute(db)
      .then((r) => r.rows);
  const tables = await q<{ name: string }>(
    `select name from ${schema}.sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
  );
  const shape: SchemaShape = {};
  for (const { name } of tables.filter((t) => !KYSELY_TABLES.has(t.name))) {
    const columns = await q<{
      name: string;
      type: string;
      notnull: number;
      pk: number;
      dflt_value: string | null;
    }>(`select * from pragma_table_info('${name}', '${schema}')`);
    const indexList = await q<{ name: string; unique: number; origin: string; partial: number }>(
      `select * from pragma_index_list('${name}', '${schema}')`,
    );
    const fks = await q<{ table: string; from: string; to: string; on_delete: string }>(
      `select * from pragma_foreign_key_list('${name}', '${schema}')`,
    );
    const table: TableShape = { columns: {}, primaryKey: [], unique: [], foreignKeys: [], indexes: {} };
    for (const c of columns) {
      // SQLite lets a non-integer primary key hold NULL; the key's columns count as NOT NULL,
      // which is what PostgreSQL enforces and what the app relies on.
      table.columns[c.name] = {
        type: typeFamily(c.type, 'sqlite'),
        notNull: c.notnull === 1 || c.pk > 0,
        default: c.dflt_value,
      };
    }
    table.primaryKey = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    for (const index of indexList.filter((i) => i.origin !== 'pk')) {
      const cols = await q<{ name: string }>(
        `select name from pragma_index_info('${index.name}', '${schema}') order by seqno`,
      );
      const names = cols.map((c) => c.name);
      if (index.unique) table.unique.push(names.join(','));
      if (index.origin === 'c')
        table.indexes[index.name] = indexLabel(names, index.unique === 1, index.partial === 1);
    }
    table.unique.sort();
    table.foreignKeys = fks
      .map((f) => `${f.from} -> ${f.table}.${f.to} on delete ${f.on_delete.toUpperCase()}`)
      .sort();
    shape[name] = table;
  }
  return shape;
}

const PG_DELETE_RULES: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

export async function postgresShape(db: DB): Promise<SchemaShape> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const { rows: indexes } = await sql<{
    table_name: string;
    index_name: string;
    primary: boolean;
    unique: boolean;
    partial: boolean;
    constraint: boolean;
    columns: string[];
  }>`select c.relname as table_name, i.relname as index_name, ix.indisprimary as primary,
       ix.indisunique as unique, ix.indpred is not null as partial,
       exists (select 1 from pg_constraint k where k.conindid = ix.indexrelid) as constraint,
       array(select a.attname::text from unnest(ix.indkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord) as columns
     from pg_index ix join pg_class i on i.oid = ix.indexrelid join pg_class c on c.oid = ix.indrelid
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`.execute(db);
  const { rows: fks } = await sql<{ table_name: string; fk: string; rule: string }>`
     select c.relname as table_name, a.attname || ' -> ' || f.relname || '.' || fa.attname as fk, k.confdeltype as rule
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     join pg_attribute fa on fa.attrelid = k.confrelid and fa.attnum = k.confkey[1]
     where k.contype = 'f' and n.nspname = 'public'`.execute(db);
  const shape: SchemaShape = {};
  const table = (name: string): TableShape => {
    shape[name] ??= { columns: {}, primaryKey: [], unique: [], foreignKeys: [], indexes: {} };
    return shape[name];
  };
  for (const c of columns.filter((c) => !KYSELY_TABLES.has(c.table_name))) {
    table(c.table_name).columns[c.column_name] = {
      type: typeFamily(c.data_type, 'postgres'),
      notNull: c.is_nullable === 'NO',
      default: plainDefault(c.column_default),
    };
  }
  for (const i of indexes.filter((i) => !KYSELY_TABLES.has(i.table_name))) {
    const t = table(i.table_name);
    if (i.primary) t.primaryKey = i.columns;
    else if (i.unique) t.unique.push(i.columns.join(','));
    if (!i.constraint) t.indexes[i.index_name] = indexLabel(i.columns, i.unique, i.partial);
  }
  for (const f of fks)
    table(f.table_name).foreignKeys.push(`${f.fk} on delete ${PG_DELETE_RULES[f.rule] ?? f.rule}`);
  for (const t of Object.values(shape)) {
    t.unique.sort();
    t.foreignKeys.sort();
  }
  return Object.fromEntries(Object.entries(shape).sort(([a], [b]) => a.localeCompare(b)));
}
