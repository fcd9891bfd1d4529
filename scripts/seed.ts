import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { checkpointWal, createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  countRows,
  DEMO_PASSWORD,
  DEMO_SET,
  isEmpty,
  MIN_BOOKS,
  MIN_USERS,
  resetDatabase,
  SeedRefusedError,
  seed,
} from '../db/seed/index.ts';
import { databaseLabel, loadConfig } from '../server/config.ts';
import { makeProgress } from './lib/progress.ts';

// npm run seed -- --users N --books N --seed S [--reset [--force]]   (see docs/seed.md)

const USAGE = `Uso: npm run seed -- [--users N] [--books N] [--seed S] [--reset [--force]]
  --users N   usuários a criar, incluindo as 3 contas demo (${MIN_USERS} a 200000; padrão ${DEMO_SET.users})
  --books N   livros a criar (${MIN_BOOKS} a 2000000; padrão ${DEMO_SET.books})
  --seed S    semente do gerador: a mesma semente gera os mesmos dados (0 a 4294967295; padrão ${DEMO_SET.seed})
  --reset     apaga todos os dados e as capas geradas antes de semear
  --force     com --reset, apaga também um banco que tem membros reais (contas que não são de demonstração)`;

const integer = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} precisa ser um número.` })
    .int({ error: `${label} precisa ser um número inteiro.` })
    .min(min, { error: `${label} precisa ser pelo menos ${min}.` })
    .max(max, { error: `${label} pode ser no máximo ${max}.` });

const argsSchema = z.object({
  users: integer('--users', MIN_USERS, 200_000).default(DEMO_SET.users),
  books: integer('--books', MIN_BOOKS, 2_000_000).default(DEMO_SET.books),
  seed: integer('--seed', 0, 4_294_967_295).default(DEMO_SET.seed),
  reset: z.boolean().default(false),
  force: z.boolean().default(false),
});

function fail(message: string): never {
  console.error(`Erro: ${message}\n\n${USAGE}`);
  process.exit(1);
}

function parseCommandLine() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        users: { type: 'string' },
        books: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const option = /'(--?[\w-]+)/.exec(text)?.[1];
    fail(
      text.includes('Unknown option')
        ? `opção desconhecida ${option ?? ''}.`.replace(' .', '.')
        : text.includes('argument missing')
          ? `a opção ${option ?? ''} precisa de um valor.`
          : `argumentos inválidos (${text}).`,
    );
  }
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join(' '));
  if (parsed.data.force && !parsed.data.reset) fail('--force só vale junto com --reset.');
  return parsed.data;
}

function fileSize(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}

const args = parseCommandLine();
const config = loadConfig();
const started = performance.now();
const { db } = createDb(config);
try {
  await migrateToLatest(db);
  if (args.reset) {
    const resetStarted = performance.now();
    await resetDatabase(db, config.DATA_DIR, { force: args.force });
    console.info(
      `Dados existentes e capas geradas apagados em ${((performance.now() - resetStarted) / 1000).toFixed(1).replace('.', ',')} s.`,
    );
  } else if (!(await isEmpty(db))) {
    throw new SeedRefusedError(
      `O banco ${databaseLabel(config)} já tem dados. Rode de novo com --reset para apagar tudo e semear do zero.`,
    );
  }
  console.info(
    `Semeando ${databaseLabel(config)}: ${args.users} usuários, ${args.books} livros, semente ${args.seed}.`,
  );
  const progress = makeProgress('Semeando');
  let result: Awaited<ReturnType<typeof seed>>;
  try {
    result = await seed(db, {
      users: args.users,
      books: args.books,
      seed: args.seed,
      dataDir: config.DATA_DIR,
      progress,
    });
  } finally {
    progress.stop();
  }
  // Fold the WAL back into the main file so the size below is the real one.
  await checkpointWal(db);
  const counts = await countRows(db);
  const seconds = (performance.now() - started) / 1000;
  const bytes = fileSize(config.DATABASE_PATH) + fileSize(`${config.DATABASE_PATH}-wal`);
  const width = Math.max(...Object.keys(counts).map((k) => k.length));
  console.info('\nLinhas por tabela:');
  for (const [table, n] of Object.entries(counts)) {
    if (n > 0) console.info(`  ${table.padEnd(width)}  ${n.toLocaleString('pt-BR')}`);
  }
  console.info(
    `\nCapas: ${result.covers.created} geradas, ${result.covers.skipped} já existiam (${config.DATA_DIR}/uploads/covers).`,
  );
  if (!config.DATABASE_URL) console.info(`Banco: ${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MiB.`);
  console.info(`Tempo total: ${seconds.toFixed(1).replace('.', ',')} s.`);
  console.info(
    `Contas demo (senha ${DEMO_PASSWORD}): leitor@example.com, livreiro@example.com, admin@example.com.`,
  );
} catch (error) {
  if (error instanceof SeedRefusedError || error instanceof RangeError) {
    console.error(`Erro: ${error.message}`);
  } else {
    console.error('Erro inesperado durante o seed:', error);
  }
  process.exitCode = 1;
} finally {
  await db.destroy();
}
