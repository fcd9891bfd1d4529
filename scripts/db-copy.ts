import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createDb } from '../db/client.ts';
import { isPostgresUrl } from '../db/dialect.ts';
import { databaseLabel, loadConfig } from '../server/config.ts';
import { copyDatabase } from './lib/db-copy/copy.ts';
import { CopyRefusedError } from './lib/db-copy/tables.ts';
import { differencesTable, matches, verifyCopy } from './lib/db-copy/verify.ts';
import { makeProgress } from './lib/progress.ts';

// npm run db:copy -- --to postgres://… [--from data/releia.db]   (docs/deploy.md#moving-to-postgresql)

const USAGE = `Uso: npm run db:copy -- --to postgres://usuario:senha@servidor:5432/banco [--from arquivo.db]
  --to URL     banco PostgreSQL de destino, vazio (obrigatório)
  --from ARQ   banco SQLite de origem (padrão: DATABASE_PATH, ou ./data/releia.db)
Copia todas as linhas, acerta os contadores de id e confere linhas e soma de verificação por tabela.
Pare as escritas (modo de manutenção) antes de copiar.`;

function fail(message: string): never {
  console.error(`Erro: ${message}\n\n${USAGE}`);
  process.exit(1);
}

function parseCommandLine(): { from: string; to: string } {
  let values: { from?: string | undefined; to?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`argumentos inválidos (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  if (!values.to) fail('falta --to com o endereço do PostgreSQL de destino.');
  if (!isPostgresUrl(values.to)) fail('--to deve começar com postgres:// ou postgresql://.');
  const from = values.from ?? loadConfig().DATABASE_PATH;
  if (!existsSync(from)) fail(`o banco de origem ${from} não existe.`);
  return { from, to: values.to };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');
const perSecond = (rows: number, ms: number) =>
  Math.round(rows / Math.max(ms / 1000, 0.001)).toLocaleString('pt-BR');

/** Copies, verifies and reports; answers whether the copy is good. */
async function copyAndVerify(from: string, to: string): Promise<boolean> {
  const source = createDb(from).db;
  const target = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: to, DATABASE_POOL_SIZE: 2 }).db;
  try {
    const started = performance.now();
    console.info(`Copiando ${from} para ${databaseLabel({ DATABASE_PATH: from, DATABASE_URL: to })}.`);
    const copy = await copyDatabase(source, target, makeProgress('Copiando'));
    const copied = performance.now();
    console.info(
      `${copy.rows.toLocaleString('pt-BR')} linhas em ${copy.tables.length} tabelas; contadores de id acertados: ${copy.counters.join(', ') || 'nenhum'}.`,
    );
    const progress = makeProgress('Verificando');
    progress.start(copy.rows * 2);
    const checks = await verifyCopy(source, target, copy.tables, progress);
    const verified = performance.now();
    if (!checks.every(matches)) {
      console.error(`\nA cópia NÃO confere com a origem nestas tabelas:\n${differencesTable(checks)}`);
      console.error('\nNão use este banco: apague-o (dropdb), crie outro vazio e rode a cópia de novo.');
      return false;
    }
    console.info(
      `\nCópia verificada: as ${checks.length} tabelas têm as mesmas linhas e a mesma soma de verificação nos dois bancos.`,
    );
    console.info(
      `Tempo: cópia ${seconds(copied - started)} s (${perSecond(copy.rows, copied - started)} linhas/s), ` +
        `verificação ${seconds(verified - copied)} s, total ${seconds(verified - started)} s.`,
    );
    return true;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

const args = parseCommandLine();
try {
  if (!(await copyAndVerify(args.from, args.to))) process.exitCode = 1;
} catch (error) {
  if (error instanceof CopyRefusedError) console.error(`Erro: ${error.message}`);
  else console.error('Erro inesperado na cópia:', error);
  process.exitCode = 1;
}
