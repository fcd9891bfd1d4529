// npm run backup -- FILE: a consistent copy of the database while the server keeps running
// (see scripts/lib/backup.ts and README, "Backup and restore"). Reads DATABASE_PATH like the
// server; the copy is checked (integrity_check, rows per table) before the script says it is done.

import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { backupDatabase, checkDatabase } from './lib/backup.ts';
import { markdownTable, mib } from './lib/stats.ts';

const target = process.argv[2];
if (!target || target.startsWith('-')) {
  console.error(
    'Uso: npm run backup -- ARQUIVO\n  Copia o banco (DATABASE_PATH) para ARQUIVO, que não pode existir ainda.',
  );
  process.exit(1);
}

try {
  const config = loadConfig();
  const source = resolve(config.DATABASE_PATH);
  const file = resolve(target);
  console.info(`Copiando ${source} para ${file}...`);
  const { ms, bytes } = await backupDatabase(source, file);
  const check = checkDatabase(file);
  console.info(
    `Cópia feita em ${(ms / 1000).toFixed(1)} s: ${mib(bytes)}; integrity_check: ${check.integrity}`,
  );
  console.info(
    markdownTable(
      ['tabela', 'linhas'],
      Object.entries(check.counts).map(([table, n]) => [table, n.toLocaleString('pt-BR')]),
    ),
  );
  if (check.integrity !== 'ok') {
    console.error('A cópia não passou no integrity_check: não a use.');
    process.exit(1);
  }
} catch (error) {
  console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
