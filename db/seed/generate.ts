import { type DB, type Executor, refreshPlannerStats } from '../client.ts';
import { hashPassword } from '../password.ts';
import { rebuildWorkSales } from '../work-sales.ts';
import { insertBooks } from './books.ts';
import { dropSecondaryIndexes, withBulkPragmas } from './bulk.ts';
import { COVER_VARIANTS, coverIndices, generateCovers } from './covers.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { insertFollows } from './follows.ts';
import { Generator, type SeedOptions } from './generator-state.ts';
import { insertSellerRatings } from './orders.ts';
import { insertUsers } from './people.ts';
import { Rng } from './random.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STORE_NAME } from './demo-accounts.ts';
export { SEED_EPOCH, type SeedOptions, type SeedProgress } from './generator-state.ts';

export const MIN_USERS = 10;
export const MIN_BOOKS = 40;

export interface SeedResult {
  covers: { created: number; skipped: number };
}

export class SeedRefusedError extends Error {}

export async function seed(db: DB, options: SeedOptions): Promise<SeedResult> {
  if (!(await isEmpty(db))) {
    throw new SeedRefusedError(
      'O banco de dados já tem usuários ou livros. Use --reset para apagar tudo e semear de novo.',
    );
  }
  if (options.users < MIN_USERS || options.books < MIN_BOOKS) {
    throw new RangeError(`O seed precisa de pelo menos ${MIN_USERS} usuários e ${MIN_BOOKS} livros.`);
  }
  const variants = Math.max(1, Math.min(COVER_VARIANTS, options.coverVariants ?? COVER_VARIANTS));
  const covers = options.writeCovers === false ? [] : coverIndices(variants);
  options.progress?.start(options.users + options.books + covers.length);
  const tick = (n: number, phase: string) => options.progress?.tick(n, phase);

  // Covers render on libvips threads while the main thread writes rows.
  const coversDone = generateCovers(options.dataDir, covers, (n) => tick(n, 'capas'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One transaction for the whole seed rather than one per chunk: a failed or interrupted seed
  // leaves the database as it was (so seedIfEmpty simply runs again on the next start), the
  // secondary indexes can be dropped and rebuilt without any risk of losing them, and with a
  // rollback journal on a fresh database almost nothing needs journaling.
  const g = new Generator(new Rng(options.seed), options, variants, passwordHash, tick);
  try {
    await withBulkPragmas(
      db,
      () =>
        db.transaction().execute(async (trx) => {
          const recreateIndexes = await dropSecondaryIndexes(trx);
          await generate(g, trx);
          tick(0, 'índices');
          await recreateIndexes();
        }),
      { foreignKeys: false },
    );
  } catch (error) {
    // Let the cover renders settle so nothing keeps writing files after the seed has failed.
    await coversDone.catch(() => undefined);
    throw error;
  }
  await refreshPlannerStats(db);
  return { covers: await coversDone };
}

export async function isEmpty(db: Executor): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const books = await db.selectFrom('books').select('id').limit(1).executeTakeFirst();
  return !users && !books;
}

/** The phases in the order their random draws depend on: people, then follows, books, ratings. */
async function generate(g: Generator, db: Executor): Promise<void> {
  await loadCategories(g, db);
  await insertUsers(g, db);
  await insertFollows(g, db);
  await insertBooks(g, db);
  await insertSellerRatings(g, db);
  await rebuildWorkSales(db);
}

/** The reference categories come from the migrations; the seed only files books under them. */
async function loadCategories(g: Generator, db: Executor): Promise<void> {
  for (const c of await db.selectFrom('categories').select(['id', 'slug']).execute())
    g.categoryIds.set(c.slug, c.id);
}
