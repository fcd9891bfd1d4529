// The plain copy `npm run backup -- FILE` writes (README, "Backup and restore"): the same
// VACUUM INTO snapshot as the compressed backups in BACKUP_DIR (server/backups/sqlite.ts), left
// uncompressed so it can be copied over DATABASE_PATH as it is.

import { statSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { snapshotSqlite } from '../../server/backups/sqlite.ts';

export async function backupDatabase(source: string, target: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  snapshotSqlite(source, target);
  return { ms: performance.now() - started, bytes: statSync(target).size };
}

export interface DatabaseCheck {
  integrity: string;
  /** Rows per table, by name. */
  counts: Record<string, number>;
}

/** integrity_check and the row count of every table of `file`, opened read-only. */
export function checkDatabase(file: string): DatabaseCheck {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(sqlite.pragma('integrity_check', { simple: true }));
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const table of tables)
      counts[table] = Number(
        sqlite
          .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      );
    return { integrity, counts };
  } finally {
    sqlite.close();
  }
}
