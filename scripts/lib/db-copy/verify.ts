import type { DB } from '../../../db/client.ts';
import { type TableDigest, tableDigest } from '../../../server/backups/checksum.ts';
import type { CopiedTable } from '../../../server/backups/tables.ts';
import type { Progress } from '../progress.ts';

export interface TableCheck {
  table: string;
  source: TableDigest;
  target: TableDigest;
}

export function matches(check: TableCheck): boolean {
  return check.source.rows === check.target.rows && check.source.checksum === check.target.checksum;
}

/** Rows and fingerprint of every copied table on both sides; a copy is good only if all match. */
export async function verifyCopy(
  source: DB,
  target: DB,
  tables: readonly CopiedTable[],
  progress?: Progress,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of tables) {
    const tick = (n: number) => progress?.tick(n, table.name);
    checks.push({
      table: table.name,
      source: await tableDigest(source, table, tick),
      target: await tableDigest(target, table, tick),
    });
  }
  progress?.stop();
  return checks;
}

/** The tables that differ, one line each: rows and fingerprint on each side. */
export function differencesTable(checks: readonly TableCheck[]): string {
  const bad = checks.filter((c) => !matches(c));
  const header = ['tabela', 'linhas origem', 'linhas destino', 'soma origem', 'soma destino'];
  const lines = bad.map((c) => [
    c.table,
    String(c.source.rows),
    String(c.target.rows),
    c.source.checksum.slice(0, 12),
    c.target.checksum.slice(0, 12),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}
