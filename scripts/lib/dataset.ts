// The 100 000-book dataset the benchmarks share: the seed CLI's `seed()` with 10 000 users and
// 100 000 books (seed 1), built once into ./data/bench/releia-100k.db and reused by every run.
// Scripts that write (the mixed load, the crash rounds) work on a copy, so the next run starts
// from the same rows. BENCH_USERS and BENCH_BOOKS give a smaller dataset of its own file, to check
// a script end to end in seconds on a shared machine (benchDataset). npm run bench:scale adds
// the million-book dataset (BENCH_DATASET_1M), built the same way.

import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkpointWal, createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { type SeedProgress, seed } from '../../db/seed/index.ts';
import { makeProgress } from './progress.ts';

export const BENCH_DATASET = {
  users: 10_000,
  books: 100_000,
  seed: 1,
  path: './data/bench/releia-100k.db',
} as const;

/** The million-book dataset of npm run bench:scale (the issue "a million books"). */
export const BENCH_DATASET_1M = {
  users: 100_000,
  books: 1_000_000,
  seed: 3,
  path: './data/bench/releia-1m.db',
} as const;

export interface BenchDataset {
  users: number;
  books: number;
  seed: number;
  /** The SQLite file it is built into. */
  path: string;
}

/** BENCH_DATASET, or the size BENCH_USERS / BENCH_BOOKS ask for, in a file named by its size. */
export function benchDataset(env: NodeJS.ProcessEnv = process.env): BenchDataset {
  const users = Number(env.BENCH_USERS ?? BENCH_DATASET.users);
  const books = Number(env.BENCH_BOOKS ?? BENCH_DATASET.books);
  if (users === BENCH_DATASET.users && books === BENCH_DATASET.books) return BENCH_DATASET;
  return { users, books, seed: BENCH_DATASET.seed, path: `./data/bench/releia-${users}u-${books}b.db` };
}

/** The dataset's rows written into `db`, migrated and empty (on either engine); returns the seconds. */
export async function seedBenchDataset(
  db: DB,
  dataset: BenchDataset,
  progress?: SeedProgress,
): Promise<number> {
  const started = performance.now();
  await seed(db, {
    users: dataset.users,
    books: dataset.books,
    seed: dataset.seed,
    dataDir: dirname(dataset.path),
    // The API answers carry cover URLs only; nothing in the benchmarks fetches the images.
    writeCovers: false,
    progress,
  });
  return (performance.now() - started) / 1000;
}

async function countBooks(db: DB): Promise<number> {
  const { n } = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

/**
 * Seeds the dataset into a fresh file at `path` (an old one and its -wal/-shm removed first), with
 * the seed CLI's progress bar; answers the seconds seed() took.
 */
export async function seedFreshDataset(path: string, dataset: BenchDataset): Promise<number> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  const { db } = createDb(path);
  const progress = makeProgress('Semeando');
  try {
    await migrateToLatest(db);
    const seconds = await seedBenchDataset(db, { ...dataset, path }, progress);
    // As the seed CLI does: the rows in the main file, so a server started next reads no WAL.
    await checkpointWal(db);
    return seconds;
  } finally {
    progress.stop();
    await db.destroy();
  }
}

/**
 * Makes sure the benchmark database at `path` holds the dataset, seeding it when it does not hold
 * exactly the dataset's book count (missing, empty, or left half-built by an interrupted run).
 * Answers the seconds the seed took, or undefined when the file was reused.
 */
export async function ensureBenchDataset(
  path: string = BENCH_DATASET.path,
  log: (msg: string) => void = console.info,
  dataset: BenchDataset = BENCH_DATASET,
): Promise<number | undefined> {
  const { db } = createDb(path);
  await migrateToLatest(db);
  const books = await countBooks(db);
  await db.destroy();
  if (books === dataset.books) return undefined;
  log(
    `Criando o conjunto de dados em ${path}: ${dataset.users} usuários, ${dataset.books} livros (seed ${dataset.seed})...`,
  );
  const seconds = await seedFreshDataset(path, dataset);
  log(`  pronto em ${seconds.toFixed(0)} s`);
  return seconds;
}

/** The benchmark database at `path`, seeded first when needed (ensureBenchDataset). */
export async function openBenchDataset(
  path: string = BENCH_DATASET.path,
  log: (msg: string) => void = console.info,
  dataset: BenchDataset = BENCH_DATASET,
): Promise<DB> {
  await ensureBenchDataset(path, log, dataset);
  return createDb(path).db;
}

/**
 * A private copy of the dataset at `target` (its -wal/-shm removed), for a run that writes.
 * The source is checkpointed first so the copy holds every committed row.
 */
export async function copyBenchDataset(target: string, dataset: BenchDataset = BENCH_DATASET): Promise<void> {
  const source = dataset.path;
  const db = await openBenchDataset(source, console.info, dataset);
  await db.destroy();
  if (existsSync(`${source}-wal`)) {
    const { sqlite } = createDb(source);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  }
  mkdirSync(dirname(target), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  copyFileSync(source, target);
}

/** A fresh seeded database at `path` (its folder emptied first), for the torture runs. */
export async function createSeededDatabase(
  path: string,
  opts: { users: number; books: number; seed: number },
): Promise<void> {
  rmSync(dirname(path), { recursive: true, force: true });
  const { db } = createDb(path);
  await migrateToLatest(db);
  await seed(db, { ...opts, dataDir: dirname(path), writeCovers: false });
  await db.destroy();
}
