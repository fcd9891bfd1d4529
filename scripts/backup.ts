// npm run backup: a compressed, timestamped backup with its manifest in BACKUP_DIR, on SQLite or
// PostgreSQL, keeping the BACKUP_KEEP newest (server/backups, docs/deploy.md#backups).
// npm run backup -- FILE: as before, a plain SQLite copy at FILE (README, "Backup and restore"),
// checked (integrity_check, rows per table) before the script says it is done.

import { resolve } from 'node:path';
import { isPostgresUrl } from '../db/dialect.ts';
import { createBackup } from '../server/backups/create.ts';
import { databaseLabel, loadConfig } from '../server/config.ts';
import { backupDatabase, checkDatabase } from './lib/backup.ts';
import { markdownTable, mib } from './lib/stats.ts';

const USAGE = `Uso: npm run backup [-- ARQUIVO]
  sem ARQUIVO: backup comprimido em BACKUP_DIR (padrão DATA_DIR/backups), com manifesto; mantém os BACKUP_KEEP mais novos
  com ARQUIVO: cópia simples do banco SQLite (DATABASE_PATH) para ARQUIVO, que não pode existir ainda`;

const target = process.argv[2];
if (target === '-h' || target === '--help') {
  console.info(USAGE);
  process.exit(0);
}
if (target?.startsWith('-')) {
  console.error(`Opção desconhecida: ${target}\n${USAGE}`);
  process.exit(1);
}

async function backupIntoDir(): Promise<void> {
  const config = loadConfig();
  console.info(`Fazendo backup de ${databaseLabel(config)}...`);
  const started = performance.now();
  const { file, manifest, removed } = await createBackup(config);
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.info(
    `Backup feito em ${((performance.now() - started) / 1000).toFixed(1).replace('.', ',')} s: ${file} (${mib(manifest.file.bytes)}), ` +
      `${rows.toLocaleString('pt-BR')} linhas em ${Object.keys(manifest.tables).length} tabelas, ` +
      `${manifest.migrations.length} migrações. Manifesto: ${file}.manifest.json`,
  );
  if (removed.length > 0) {
    console.info(
      `Removidos ${removed.length} backup(s) antigo(s) (BACKUP_KEEP=${config.BACKUP_KEEP}): ${removed.join(', ')}`,
    );
  }
}

async function copyToFile(target: string): Promise<void> {
  const config = loadConfig();
  if (isPostgresUrl(config.DATABASE_URL)) {
    console.error(
      'Com DATABASE_URL (PostgreSQL) não há cópia simples para ARQUIVO: rode npm run backup sem ARQUIVO; o backup vai para BACKUP_DIR.',
    );
    process.exit(1);
  }
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
}

try {
  await (target ? copyToFile(target) : backupIntoDir());
} catch (error) {
  console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
