// npm run restore -- FILE: a backup made by `npm run backup` into an empty database of its
// engine (DATABASE_PATH on SQLite, DATABASE_URL on PostgreSQL), then every table recounted and
// refingerprinted against the backup's manifest (server/backups/restore.ts, docs/deploy.md#restoring).
// Exit status 1 when the restore was refused or anything differs.

import { resolve } from 'node:path';
import { RestoreError, restoreBackup } from '../server/backups/restore.ts';
import { loadConfig } from '../server/config.ts';

const USAGE = `Uso: npm run restore -- ARQUIVO
  Restaura um backup de npm run backup (ARQUIVO, com ARQUIVO.manifest.json ao lado) num banco vazio:
  DATABASE_PATH (arquivo que ainda não existe) para um backup SQLite, DATABASE_URL para um backup PostgreSQL.
  Depois confere linhas e soma de verificação de cada tabela com o manifesto.`;

const file = process.argv[2];
if (file === '-h' || file === '--help') {
  console.info(USAGE);
  process.exit(0);
}
if (!file || file.startsWith('-')) {
  console.error(USAGE);
  process.exit(1);
}

try {
  const started = performance.now();
  const { manifest, target, differences } = await restoreBackup(resolve(file), loadConfig());
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  const tables = Object.keys(manifest.tables).length;
  if (differences.length > 0) {
    console.error(
      `O banco restaurado em ${target} NÃO confere com o manifesto do backup:\n  ${differences.join('\n  ')}\n` +
        'Não use este banco: apague-o e tente outro backup.',
    );
    process.exit(1);
  }
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.info(
    `Backup de ${manifest.createdAt} (Releia ${manifest.releiaVersion}, ${manifest.engine}) restaurado em ${target} em ${seconds} s.\n` +
      `Conferido: as ${tables} tabelas têm as ${rows.toLocaleString('pt-BR')} linhas e as somas de verificação do manifesto; ` +
      `${manifest.migrations.length} migrações. Ao iniciar, o servidor aplica as migrações que faltarem.`,
  );
} catch (error) {
  if (error instanceof RestoreError) console.error(`Erro: ${error.message}`);
  else
    console.error(
      `Erro inesperado na restauração: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exit(1);
}
