import type { DB } from '../db/client.ts';
import { createdByMigrations, migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import type { Config } from './config.ts';

/**
 * Brings the database to the code's schema and, on a database this start created, writes the
 * demo data. Run once before any process serves: by the one process, or by the primary before it
 * starts the others (server/primary.ts), so two processes never migrate at once.
 */
export async function prepareDatabase(db: DB, config: Config, log: (msg: string) => void): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log(`migrações aplicadas: ${applied.join(', ')}`);
  // Only a database this start created gets the demo data: an existing one, even empty, belongs
  // to a community that started empty or left demo mode.
  if (config.SEED_DEMO && createdByMigrations(applied)) {
    const seeded = await seedIfEmpty(db, { dataDir: config.DATA_DIR, log });
    // The demo password is in the README, not here: the e2e run checks the log holds no password.
    if (seeded) log('dados de demonstração criados (contas e senha demo no README).');
  }
}
