// npm run bench:wants — Lista de desejos matching figures (docs/benchmarks.md#wants-matching,
// docs/decisions/031-wants-matching.md): WANTS wants (70% saved searches, 30% works) of 1 000
// members, then a burst of BOOKS listings through the listing repository (each queues its check
// in its transaction), and the time until the matcher has worked every check, with the hits.
// Titles and authors come from the seed's generator; a third of the queries lose their accents
// and a third get a typo. A throwaway SQLite file; not part of npm test.
//
// Options (environment): BENCH_WANTS (default 10 000), BENCH_BOOKS (default 1 000).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AUTHORS_BY_CATEGORY } from '../db/seed/data.ts';
import { Rng } from '../db/seed/random.ts';
import { bookTitle } from '../db/seed/titles.ts';
import { loadConfig } from '../server/config.ts';
import { insertBook } from '../server/listings/listings.ts';
import { pendingWantChecks } from '../server/wants/checks.ts';
import { runWantMatcher } from '../server/wants/matcher.ts';
import { searchSignature } from '../server/wants/wants.ts';
import { foldText } from '../shared/accents.ts';
import { bookCreateInput } from '../shared/schemas/books.ts';
import { workKey } from '../shared/work-key.ts';
import { createUser } from '../tests/helpers/factories.ts';

const WANTS = Number(process.env.BENCH_WANTS ?? 10_000);
const BOOKS = Number(process.env.BENCH_BOOKS ?? 1_000);
const MEMBERS = 1_000;
const rng = new Rng(31);
const categories = Object.keys(AUTHORS_BY_CATEGORY);

/** A title and author as the seed makes them. */
function work() {
  const category = rng.pick(categories);
  return {
    title: bookTitle(rng, category, 'pt'),
    author: rng.pick(AUTHORS_BY_CATEGORY[category] ?? ['Autor']),
  };
}

/** One letter dropped, as a hurried typist does. */
function typo(text: string): string {
  const at = rng.int(1, Math.max(1, text.length - 2));
  return text.slice(0, at) + text.slice(at + 1);
}

function query(w: { title: string; author: string }): string {
  const base = rng.chance(0.6) ? w.title : w.author;
  const roll = rng.float();
  return roll < 0.33 ? foldText(base) : roll < 0.66 ? typo(base) : base;
}

const dir = mkdtempSync(join(tmpdir(), 'releia-bench-wants-'));
const config = loadConfig({
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  DATA_DIR: dir,
  PUBLIC_URL: 'http://localhost:3000',
});
const { db } = createDb(join(dir, 'releia.db'));
try {
  await migrateToLatest(db);
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) members.push((await createUser(db)).id);
  const sellers = members.slice(0, 20);
  // Works members want, a few members each; a third of the burst are copies of them.
  const works = Array.from({ length: Math.ceil(WANTS / 3) }, work);
  const rows = Array.from({ length: WANTS }, (_, i) => {
    const w = rng.pick(works);
    const user_id = members[i % MEMBERS] ?? '';
    const created_at = new Date().toISOString();
    if (rng.chance(0.3)) {
      const key = workKey(w) ?? '';
      return {
        user_id,
        kind: 'work' as const,
        signature: `${key}#${i}`,
        work_key: key,
        label: w.title,
        created_at,
      };
    }
    const q = query(w);
    return {
      user_id,
      kind: 'search' as const,
      signature: `${searchSignature({ q })}#${i}`,
      query: q,
      label: q,
      created_at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('wants')
      .values(rows.slice(i, i + 500))
      .execute();

  const started = performance.now();
  for (let i = 0; i < BOOKS; i++) {
    const w = rng.chance(0.3) ? rng.pick(works) : work();
    const input = bookCreateInput.parse({ ...w, price: rng.int(10, 80), condition: 'usado_bom' });
    await insertBook(db, sellers[i % sellers.length] ?? '', input);
  }
  const listed = performance.now();
  while ((await pendingWantChecks(db)) > 0) await runWantMatcher(db, config);
  const done = performance.now();
  const hits = await db
    .selectFrom('want_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const told = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'wanted_listed')
    .executeTakeFirstOrThrow();
  console.info(`${WANTS} desejos, ${BOOKS} anúncios`);
  console.info(`anúncios gravados em ${((listed - started) / 1000).toFixed(1)} s`);
  console.info(
    `todas as verificações concluídas ${((done - started) / 1000).toFixed(1)} s após o início da rajada (casamento: ${((done - listed) / 1000).toFixed(1)} s)`,
  );
  console.info(`acertos: ${hits.n}, notificações: ${told.n}`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
