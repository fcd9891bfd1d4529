import { Migrator } from 'kysely';
import type { DB } from './client.ts';
import { engineOf } from './dialect.ts';
import { migrations, migrationsFor } from './migrations/index.ts';

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engineOf(db)) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Whether the migrations just applied created the database: they include the very first one.
 * The demo data is only ever written into such a database (docs/product/demo-data.md), so a
 * community that started empty, or left demo mode, is never filled with invented people later.
 */
export function createdByMigrations(applied: readonly string[]): boolean {
  const first = Object.keys(migrations)[0];
  return first !== undefined && applied.includes(first);
}
