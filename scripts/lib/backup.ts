// Online backup of the SQLite database: VACUUM INTO writes a consistent copy from a single read
// transaction. In WAL mode that transaction sees one snapshot and never blocks the server's
// writers (they go on appending to the WAL), so it can run while the server is busy. (SQLite's
// page-by-page backup API, better-sqlite3's db.backup(), starts over whenever another connection
// writes, and under a steady write load may never finish.) The copy is also compacted.

import { existsSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export async function backupDatabase(source: string, target: string): Promise<{ ms: number; bytes: number }> {
  if (!existsSync(source)) throw new Error(`Banco de dados não encontrado: ${source}`);
  if (existsSync(target)) throw new Error(`O arquivo de destino já existe: ${target}. Escolha outro nome.`);
  const started = performance.now();
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('VACUUM INTO ?').run(target);
  } finally {
    sqlite.close();
  }
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
