// One dataset's part of npm run bench:scale (scripts/bench-scale.ts): a private copy of the
// dataset, the production server started on it once and measured from its spawn to its stop
// (start, first search, memory, search latency, pages and data under load, the mixed load).

import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, type DB } from '../../db/client.ts';
import { type SearchSort, SUGGEST_DEFAULT, searchSorts } from '../../shared/search-limits.ts';
import { enableLogins, signInAll } from './accounts.ts';
import { buildWorkload, startBare, type Workload } from './bench-workload.ts';
import { type BenchDataset, copyBenchDataset, ensureBenchDataset, seedFreshDataset } from './dataset.ts';
import { type LatencyResult, sequentialLatency } from './latency.ts';
import { alternateLoad, type Endpoint, type LoadResult } from './load.ts';
import { runMixedLoad } from './mixed-load.ts';
import type { ScaleSize } from './scale-report.ts';
import { buildQueries, listedTitles } from './search-queries.ts';
import { portIsFree, REPO_ROOT, type ServerChild, startServer } from './server.ts';
import { batchRequest, TrpcClient, unwrap } from './trpc-http.ts';

/** The 20 queries of the table, beside bench:search's set. */
export const SCALE_QUERIES = [
  'amor',
  'santos',
  'historia do brasil',
  'machado de assis',
  'romance',
  'vida',
  'brasil',
  'guia completo',
  'poesia',
  'silva',
  'o',
  'dom casmurro',
  'harry potter',
  'receitas',
  'ficcao cientifica',
  'jorge amado',
  'filosofia',
  'de',
  'clarice lispector',
  'sao paulo',
] as const;

/**
 * The first search after the start, asked again a minute later: its total must not change. A word
 * the seed's titles hold (about 1 500 books in 100 000): 'amor' was used until 2026-11-29, and the
 * seed has no such title, so both totals were 0 and the check could not fail.
 */
export const FIRST_QUERY = 'brasil';
const RECHECK_AFTER_MS = 60_000;
// The issue measured 135.6 s to /healthz at 1 000 000 books; the wait must outlast that.
const START_TIMEOUT_MS = 900_000;

export interface ScaleOptions {
  port: number;
  /** The server's PROCESSES (docs/decisions/051-several-processes-on-one-machine.md). */
  processes: number;
  reseed: boolean;
  searchRuns: number;
  load: { seconds: number; rounds: number; warmupSeconds: number };
  mixed: { users: number; seconds: number; warmupSeconds: number };
  log: (msg: string) => void;
}

/** The endpoints of the pages-and-data figures, in the order the tables print them. */
export const PAGE_ENDPOINTS = [
  'home (HTML)',
  'livro (HTML)',
  'loja (HTML)',
  'dados da home',
  'dados da loja',
  'dados da busca',
] as const;
export const BOOK_DATA = 'dados do livro';

export interface SizeResult {
  size: ScaleSize;
  dataset: BenchDataset;
  /** Seconds seed() took when this run seeded (missing file or BENCH_SCALE_RESEED=1). */
  seedSeconds: number | undefined;
  reseeded: boolean;
  start: Awaited<ReturnType<typeof startPhase>>['figures'];
  laterTotal: number;
  rssAfterMixed: number;
  queries: number;
  search: LatencyResult;
  suggest: LatencyResult;
  pages: Map<string, LoadResult[]>;
  book: { releia: LoadResult[]; bare: LoadResult[] };
  mixed: Awaited<ReturnType<typeof runMixedLoad>>;
}

async function withDb<T>(path: string, fn: (db: DB) => Promise<T>): Promise<T> {
  const { db } = createDb(path);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/** The run's private database at `dbPath`: a fresh seed, or a copy of the dataset (seeded if missing). */
async function prepareDataset(dataset: BenchDataset, dbPath: string, opts: ScaleOptions) {
  if (opts.reseed) {
    opts.log(
      `seed novo (BENCH_SCALE_RESEED): ${dataset.users} usuários, ${dataset.books} livros em ${dbPath}`,
    );
    return seedFreshDataset(dbPath, dataset);
  }
  const seconds = await ensureBenchDataset(dataset.path, opts.log, dataset);
  opts.log(`cópia de trabalho de ${dataset.path}`);
  await copyBenchDataset(dbPath, dataset);
  return seconds;
}

/** What the client sends for a search's first page (results-query.ts, an infinite query). */
function searchInput(q: string, sort: SearchSort) {
  return { q, sort, direction: 'forward' };
}

async function searchTotal(client: TrpcClient, q: string): Promise<number> {
  const page = unwrap(await client.query<{ total: number }>('search.books', searchInput(q, 'newest')), q);
  return page.total;
}

async function untilOk(url: string): Promise<void> {
  for (;;) {
    const res = await fetch(url).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** 1 and 2: the server from its spawn to /healthz, the home page and a first search; its RSS then. */
async function startPhase(dbPath: string, runDir: string, opts: ScaleOptions) {
  opts.log('partida do servidor de produção');
  const server = await startServer({
    databasePath: dbPath,
    dataDir: runDir,
    port: opts.port,
    serveClient: true,
    timeoutMs: START_TIMEOUT_MS,
    env: { PROCESSES: String(opts.processes) },
  });
  await untilOk(`${server.url}/`);
  const homeMs = performance.now() - server.spawnedAt;
  const client = new TrpcClient(server.url);
  const firstTotal = await searchTotal(client, FIRST_QUERY);
  const firstSearchMs = performance.now() - server.spawnedAt;
  const firstAt = performance.now();
  const rssAfterStart = server.rssBytes();
  // The pid measured must be the server's node process, not a wrapper (scripts/lib/server.ts).
  const command = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  const figures = { healthMs: server.startMs, homeMs, firstSearchMs, firstTotal, rssAfterStart, command };
  return { server, client, firstAt, figures };
}

/** 3: search.books for every query and sort, and search.suggest for every query, one at a time. */
async function searchPhase(client: TrpcClient, dbPath: string, opts: ScaleOptions) {
  const drawn = await withDb(dbPath, async (db) => buildQueries(await listedTitles(db)).map((q) => q.q));
  const queries = [...new Set([...drawn, ...SCALE_QUERIES])];
  opts.log(
    `busca: ${queries.length} consultas × ${searchSorts.length} ordens, 1 + ${opts.searchRuns} passadas`,
  );
  const search = await sequentialLatency(
    client,
    queries.flatMap((q) =>
      searchSorts.map((sort) => ({
        label: `'${q}' (${sort})`,
        path: 'search.books',
        input: searchInput(q, sort),
      })),
    ),
    opts.searchRuns,
  );
  opts.log(`sugestões: ${queries.length} consultas, 1 + ${opts.searchRuns} passadas`);
  const suggest = await sequentialLatency(
    client,
    queries.map((q) => ({ label: `'${q}'`, path: 'search.suggest', input: { q, limit: SUGGEST_DEFAULT } })),
    opts.searchRuns,
  );
  return { queries: queries.length, search, suggest };
}

function pageEndpoints(w: Workload): Endpoint[] {
  const query = (calls: { path: string; input?: unknown }[]) => batchRequest('query', calls).path;
  const paths: Record<(typeof PAGE_ENDPOINTS)[number], string[]> = {
    'home (HTML)': ['/'],
    'livro (HTML)': w.sample.slice(0, 200).map((b) => `/livro/${b.slug}`),
    'loja (HTML)': w.stores.map((u) => `/livraria/${u}`),
    'dados da home': [w.home],
    // The store page's loader sends the books and the store in the same tick: one batch.
    'dados da loja': w.stores.map((username) =>
      query([
        { path: 'stores.books', input: { username, direction: 'forward' } },
        { path: 'stores.byUsername', input: { username } },
      ]),
    ),
    'dados da busca': SCALE_QUERIES.map((q) =>
      query([{ path: 'search.books', input: searchInput(q, 'newest') }]),
    ),
  };
  return PAGE_ENDPOINTS.map((name) => ({ name, paths: paths[name] }));
}

/** 5: pages and data at 50 connections; the book data beside the bare node:http server. */
async function pagesPhase(server: ServerChild, w: Workload, dbPath: string, opts: ScaleOptions) {
  const releia = { name: 'Releia', baseUrl: server.url };
  const loadOpts = { ...opts.load, log: opts.log };
  const runs = await alternateLoad([releia], pageEndpoints(w), loadOpts);
  const pages = new Map([...runs].map(([name, [r = []]]) => [name, r]));
  const bare = await startBare(opts.port + 1, dbPath);
  try {
    const bookRuns = await alternateLoad(
      [releia, { name: 'bare', baseUrl: bare.url }],
      [{ name: BOOK_DATA, paths: w.books }],
      loadOpts,
    );
    const [r = [], b = []] = bookRuns.get(BOOK_DATA) ?? [];
    return { pages, book: { releia: r, bare: b } };
  } finally {
    await bare.stop();
  }
}

/** Everything for one dataset, on its own copy, removed at the end. */
export async function measureSize(
  size: ScaleSize,
  dataset: BenchDataset,
  opts: ScaleOptions,
): Promise<SizeResult> {
  const runDir = resolve(REPO_ROOT, 'data/bench/scale-run', size);
  const dbPath = join(runDir, 'releia.db');
  // A server left on the port would answer /healthz at once and be measured instead.
  for (const port of [opts.port, opts.port + 1])
    if (!(await portIsFree(port))) throw new Error(`a porta ${port} já está em uso (BENCH_SCALE_PORT)`);
  rmSync(runDir, { recursive: true, force: true });
  try {
    const seedSeconds = await prepareDataset(dataset, dbPath, opts);
    const emails = await withDb(dbPath, (db) => enableLogins(db, opts.mixed.users));
    const { server, client, firstAt, figures } = await startPhase(dbPath, runDir, opts);
    try {
      const searched = await searchPhase(client, dbPath, opts);
      const workload = await buildWorkload(dbPath);
      const loads = await pagesPhase(server, workload, dbPath, opts);
      const wait = firstAt + RECHECK_AFTER_MS - performance.now();
      if (wait > 0) opts.log(`esperando ${Math.ceil(wait / 1000)} s para repetir a primeira busca`);
      await new Promise((r) => setTimeout(r, Math.max(0, wait)));
      const laterTotal = await searchTotal(client, FIRST_QUERY);
      const { users, seconds, warmupSeconds } = opts.mixed;
      opts.log(`carga mista: ${users} leitores, ${warmupSeconds} s de aquecimento + ${seconds} s`);
      const clients = await signInAll(server.url, emails);
      const mixed = await runMixedLoad({
        server,
        clients,
        books: workload.sample,
        queries: workload.queries,
        warmupSeconds,
        seconds,
      });
      const rssAfterMixed = server.rssBytes();
      const reseeded = opts.reseed;
      return {
        size,
        dataset,
        seedSeconds,
        reseeded,
        start: figures,
        laterTotal,
        rssAfterMixed,
        ...searched,
        ...loads,
        mixed,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
