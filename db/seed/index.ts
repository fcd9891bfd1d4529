import type { DB } from '../client.ts';
import { isEmpty, seed } from './generate.ts';

export { coverFileName, coversDir, coverUrl, generateCovers } from './covers.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STORE_NAME,
  isEmpty,
  MIN_BOOKS,
  MIN_USERS,
  SEED_EPOCH,
  type SeedOptions,
  type SeedProgress,
  SeedRefusedError,
  type SeedResult,
  seed,
} from './generate.ts';
export { countMembers, type MemberCounts, realMembersText } from './members.ts';
export { countRows, removeGeneratedFiles, resetDatabase } from './reset.ts';

/** The demo set written into an empty database when the server starts (SEED_DEMO=true). */
export const DEMO_SET = { users: 60, books: 600, seed: 42, coverVariants: 2 } as const;

/**
 * Seeds the small demo set when there are no users yet; returns whether it did. Two cover designs
 * per category keep the first start fast; `npm run seed` renders all eight.
 */
export async function seedIfEmpty(
  db: DB,
  opts: { dataDir: string; log: (m: string) => void; writeCovers?: boolean },
): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser || !(await isEmpty(db))) return false;
  const started = performance.now();
  await seed(db, { ...DEMO_SET, dataDir: opts.dataDir, writeCovers: opts.writeCovers });
  opts.log(
    `seed de demonstração: ${DEMO_SET.users} usuários e ${DEMO_SET.books} livros em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}
