// npm run bench:search — search figures (docs/performance/search.md), printed in one run on one machine:
// p50/p95 latency of search.books (first page, measured in process through the tRPC caller),
// the same for plain fuse.js over the same books in memory with the ranking options of docs/product/search.md#ranking, and
// recall@10 of Releia against that fuse.js result per query class.
//
// Builds its dataset if missing: DATABASE_PATH (default ./data/bench/releia-100k.db) seeded with
// 10 000 users and 100 000 books (seed 1) by the seed CLI's `seed()`. Not part of npm test.
//
// Options (environment): BENCH_RUNS (Releia runs per query, default 30), FUSE_RUNS (default 2).
//
// --pg: the same queries against search served by PostgreSQL (docs/decisions/027-search-on-postgresql.md),
// on a throwaway cluster (tests/helpers/pg-cluster.ts) seeded by the same `seed()`. BENCH_BOOKS
// sets its size (default the dataset's 100 000 books, a user per 10 books): seeding 100 000 books
// there takes minutes, so check with a small one first.
//
// --known-item: success@10 of the book a reader has in mind (scripts/bench-known-item.ts).

import os from 'node:os';
import Fuse from 'fuse.js';
import { appRouter } from '../server/app-router.ts';
import { listed } from '../server/catalog/listed.ts';
import { loadConfig } from '../server/config.ts';
import { createContextInner } from '../server/context.ts';
import { SPEC_FUSE_OPTIONS } from '../server/search/normalize.ts';
import { fuseDocument, searchSourceQuery } from '../server/search/source.ts';
import { BENCH_DATASET, openBenchDataset } from './lib/dataset.ts';
import { openPostgresDataset } from './lib/pg-dataset.ts';
import { type BenchQuery, buildQueries, type QueryClass } from './lib/search-queries.ts';
import { percentile } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const FUSE_RUNS = Math.max(1, Number(process.env.FUSE_RUNS ?? 2));
const path = process.env.DATABASE_PATH ?? BENCH_DATASET.path;
const ON_POSTGRES = process.argv.includes('--pg');

// ---- measurement ----------------------------------------------------------------------------

const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));

interface ClassStats {
  releia: number[];
  releiaNewest: number[];
  fuse: number[];
  recall: number[];
  fuseEmpty: number;
  releiaFoundWhenFuseEmpty: number;
  bothEmpty: number;
  releiaHits: number;
  accentRecall: number[];
}

/** The dataset, the caller and the reference fuse.js index over the same listed books, with its build time. */
async function prepare() {
  const pg = ON_POSTGRES
    ? await openPostgresDataset(Number(process.env.BENCH_BOOKS ?? BENCH_DATASET.books))
    : undefined;
  const db = pg?.db ?? (await openBenchDataset(path));
  const listedRows = await searchSourceQuery(db)
    .where(listed)
    .orderBy('books.updated_at')
    .orderBy('books.id')
    .execute();
  const total = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    DATABASE_PATH: path,
    DATABASE_URL: pg?.url,
  });
  const caller = appRouter.createCaller(createContextInner({ db, config }));

  // Plain fuse.js: the same listed books, same order, raw text, the options of docs/product/search.md#ranking.
  const started = performance.now();
  const fuse = new Fuse(
    listedRows.map((r) => fuseDocument(r, (text) => text)),
    SPEC_FUSE_OPTIONS,
  );
  const fuseBuild = performance.now() - started;
  const releiaTop = async (q: string, sort: 'relevance' | 'newest') =>
    (await caller.search.books({ q, sort })).items.map((b) => b.id);
  const fuseTop = (q: string) => fuse.search(q).map((r) => r.item.id);
  const close = pg?.stop ?? (() => db.destroy());
  return { db, listed: listedRows, total, fuseBuild, releiaTop, fuseTop, close };
}

type Setup = Awaited<ReturnType<typeof prepare>>;

async function main() {
  const setup = await prepare();
  const queries = buildQueries(setup.listed);
  const classes = [...new Set(queries.map((q) => q.cls))];
  const stats = new Map<QueryClass, ClassStats>();
  for (const cls of classes)
    stats.set(cls, {
      releia: [],
      releiaNewest: [],
      fuse: [],
      recall: [],
      fuseEmpty: 0,
      releiaFoundWhenFuseEmpty: 0,
      bothEmpty: 0,
      releiaHits: 0,
      accentRecall: [],
    });

  console.info(
    `Medindo ${queries.length} consultas (${RUNS} execuções Releia, ${FUSE_RUNS} fuse.js cada)...`,
  );
  for (const query of queries) {
    const s = stats.get(query.cls);
    if (!s) continue;
    await measureQuery(setup, query, s);
  }

  process.stderr.write('\n');
  console.info(report(setup, queries, classes, stats).join('\n'));
  await setup.close();
}

async function measureQuery(setup: Setup, { q, accented }: BenchQuery, s: ClassStats): Promise<void> {
  const { releiaTop, fuseTop } = setup;
  // Warm-up, and the result sets for recall.
  const mine = await releiaTop(q, 'relevance');
  await releiaTop(q, 'newest');
  // fuse.js needs no warm-up of its own (its index is built and the JIT warm after the first
  // query), so the reference call is also its first timed run.
  let t0 = performance.now();
  const theirs = fuseTop(q);
  s.fuse.push(performance.now() - t0);
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await releiaTop(q, 'relevance');
    s.releia.push(performance.now() - t);
    t = performance.now();
    await releiaTop(q, 'newest');
    s.releiaNewest.push(performance.now() - t);
  }
  for (let i = 1; i < FUSE_RUNS; i++) {
    t0 = performance.now();
    fuseTop(q);
    s.fuse.push(performance.now() - t0);
  }
  const top10 = new Set(mine.slice(0, 10));
  const ref = theirs.slice(0, 10);
  if (mine.length > 0) s.releiaHits++;
  if (ref.length > 0) s.recall.push(ref.filter((id) => top10.has(id)).length / ref.length);
  if (ref.length === 0) {
    s.fuseEmpty++;
    if (mine.length > 0) s.releiaFoundWhenFuseEmpty++;
    else s.bothEmpty++;
  }
  process.stderr.write('.');
  if (accented) {
    const refAccented = fuseTop(accented).slice(0, 10);
    if (refAccented.length > 0)
      s.accentRecall.push(refAccented.filter((id) => top10.has(id)).length / refAccented.length);
  }
}

function report(
  setup: Setup,
  queries: BenchQuery[],
  classes: QueryClass[],
  stats: Map<QueryClass, ClassStats>,
): string[] {
  const cpu = os.cpus()[0]?.model ?? 'desconhecido';
  const lines: string[] = [];
  lines.push(`Data: ${new Date().toISOString()}`);
  lines.push(
    `Máquina: ${cpu}, ${os.cpus().length} núcleos, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  lines.push(
    `Conjunto: ${setup.total.n} livros no banco, ${setup.listed.length} à venda (indexados); ${queries.length} consultas; ${RUNS} execuções Releia e ${FUSE_RUNS} fuse.js por consulta`,
  );
  const engine = ON_POSTGRES ? 'PostgreSQL' : 'SQLite (FTS5, em disco)';
  lines.push(
    `Construção: busca servida pelo ${engine}, nada a construir; fuse.js ${(setup.fuseBuild / 1000).toFixed(1)} s (em memória)`,
  );
  lines.push('');
  const header = [
    'classe',
    'n',
    'Releia p50',
    'Releia p95',
    'Releia p95 (newest)',
    'fuse p50',
    'fuse p95',
    'ganho p95',
    'recall@10',
    'notas',
  ];
  lines.push(`| ${header.join(' | ')} |`);
  lines.push(`|${header.map(() => '---').join('|')}|`);
  const all = { releia: [] as number[], newest: [] as number[], fuse: [] as number[] };
  for (const cls of classes) {
    const s = stats.get(cls);
    if (!s) continue;
    all.releia.push(...s.releia);
    all.newest.push(...s.releiaNewest);
    all.fuse.push(...s.fuse);
    lines.push(classRow(cls, queries.filter((q) => q.cls === cls).length, s));
  }
  const p95 = percentile(all.releia, 95);
  const fp95 = percentile(all.fuse, 95);
  lines.push(
    `| **todas** | ${queries.length} | ${ms(percentile(all.releia, 50))} ms | ${ms(p95)} ms | ${ms(percentile(all.newest, 95))} ms | ${ms(percentile(all.fuse, 50))} ms | ${ms(fp95)} ms | ${(fp95 / p95).toFixed(0)}× | | |`,
  );
  lines.push('');
  lines.push('Consultas:');
  for (const cls of classes)
    lines.push(
      `- ${cls}: ${queries
        .filter((q) => q.cls === cls)
        .map((q) => `'${q.q}'`)
        .join(', ')}`,
    );
  return lines;
}

/** One class's row of the table. */
function classRow(cls: QueryClass, n: number, s: ClassStats): string {
  const p95 = percentile(s.releia, 95);
  const fp95 = percentile(s.fuse, 95);
  const recall = s.recall.length ? s.recall.reduce((a, b) => a + b, 0) / s.recall.length : Number.NaN;
  const notes: string[] = [];
  if (s.fuseEmpty > 0)
    notes.push(
      `fuse.js vazio em ${s.fuseEmpty}: Releia achou em ${s.releiaFoundWhenFuseEmpty}, ambos vazios em ${s.bothEmpty}`,
    );
  if (s.accentRecall.length > 0) {
    const r = s.accentRecall.reduce((a, b) => a + b, 0) / s.accentRecall.length;
    notes.push(`recall@10 contra fuse.js com a palavra acentuada: ${r.toFixed(2)}`);
  }
  if (cls === 'sem resultado') notes.push(`Releia com resultados em ${s.releiaHits}`);
  return `| ${[
    cls,
    String(n),
    `${ms(percentile(s.releia, 50))} ms`,
    `${ms(p95)} ms`,
    `${ms(percentile(s.releiaNewest, 95))} ms`,
    `${ms(percentile(s.fuse, 50))} ms`,
    `${ms(fp95)} ms`,
    `${(fp95 / p95).toFixed(0)}×`,
    Number.isNaN(recall) ? '—' : recall.toFixed(2),
    notes.join('; '),
  ].join(' | ')} |`;
}

// --known-item: the known-item table instead (scripts/bench-known-item.ts).
if (process.argv.includes('--known-item')) await import('./bench-known-item.ts');
else await main();
