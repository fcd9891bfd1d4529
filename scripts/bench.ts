// npm run bench — the performance figures, printed in one run on one machine
// (results quoted in docs/performance/server-load.md):
//
//   1. the dataset: the seed CLI's 100 000 books and 10 000 users (scripts/lib/dataset.ts), on a
//      private copy so the writes of the mixed load never change the next run's data;
//   2. throughput beside the limit: the production server and a bare node:http server with
//      prepared statements (scripts/lib/bare-server.ts) under autocannon, 50 connections, no
//      pipelining, alternating, on the home lists, a book page's data and a search; then a CPU
//      profile of the production server under the book-page load, by layer;
//   3. a mixed load of simulated signed-in users browsing, searching, liking and changing carts;
//   4. cold start to the first page and the database size;
//   5. both cores: the readers without pauses, then with, against one process and PROCESSES=2
//      (scripts/lib/both-cores.ts).
//
// `npm run bench -- --cores` runs only part 5. `npm run bench -- --pg` runs only the comparison of
// the engines instead: the mixed load against one process on SQLite, one on PostgreSQL and three on
// PostgreSQL, then part 5 on PostgreSQL (scripts/lib/bench-engines.ts, results in
// docs/benchmarks.md); BENCH_USERS and BENCH_BOOKS shrink its dataset for a quick check,
// BENCH_PG_POOL sets each PostgreSQL process's pool (default 10).
//
// Options (environment): BENCH_SECONDS (per throughput run, default 10), BENCH_ROUNDS (default 3),
// MIXED_USERS (200), MIXED_SECONDS (60), MIXED_WARMUP_SECONDS (10), MIXED_NO_SEARCH_SECONDS (30),
// CORES_SECONDS (each load of part 5, default 30), BENCH_PORT (first of four ports, default 3410).

import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb } from '../db/client.ts';
import { ensureClientBuild } from '../server/http/client-build.ts';
import { enableLoginsInFile, signInAll } from './lib/accounts.ts';
import { compareEngines } from './lib/bench-engines.ts';
import { buildWorkload, checkSameAnswers, startBare, type Workload } from './lib/bench-workload.ts';
import { bothCoresSection, measureSqliteCores } from './lib/both-cores.ts';
import { copyBenchDataset } from './lib/dataset.ts';
import { alternateLoad, type Endpoint, hammer, type LoadResult } from './lib/load.ts';
import { loadLine, runHeader } from './lib/machine.ts';
import { DEFAULT_MIX, runMixedLoad } from './lib/mixed-load.ts';
import { profileByLayer } from './lib/profile.ts';
import { REPO_ROOT, type ServerChild, startServer } from './lib/server.ts';
import { markdownTable, mean, median, mib, ms } from './lib/stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const MIXED_USERS = Number(process.env.MIXED_USERS ?? 200);
const MIXED_SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const MIXED_WARMUP = Number(process.env.MIXED_WARMUP_SECONDS ?? 10);
const NO_SEARCH_SECONDS = Number(process.env.MIXED_NO_SEARCH_SECONDS ?? 30);
const CORES_SECONDS = Number(process.env.CORES_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const RUN_DIR = resolve(REPO_ROOT, 'data/bench/run');
const DB_PATH = join(RUN_DIR, 'releia.db');
const PROFILE_DIR = resolve(REPO_ROOT, '.tmp/bench-profile');

const step = (msg: string) => process.stderr.write(`→ ${msg}\n`);

// ---- throughput ------------------------------------------------------------------------------

async function throughput(releia: ServerChild, bareUrl: string, endpoints: Endpoint[]) {
  const targets = [
    { name: 'Releia', baseUrl: releia.url },
    { name: 'bare', baseUrl: bareUrl },
  ];
  const opts = { seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS, log: step };
  const runs = new Map<string, { releia: LoadResult[]; bare: LoadResult[] }>();
  for (const [name, [r = [], b = []]] of await alternateLoad(targets, endpoints, opts)) {
    runs.set(name, { releia: r, bare: b });
  }
  return runs;
}

const int = (v: number) => Math.round(v).toLocaleString('pt-BR');

function throughputTables(runs: Awaited<ReturnType<typeof throughput>>) {
  const summary: string[][] = [];
  const detail: string[][] = [];
  for (const [name, r] of runs) {
    const rr = mean(r.releia.map((x) => x.rps));
    const br = mean(r.bare.map((x) => x.rps));
    const row = (who: string, xs: LoadResult[], ratio: string) => [
      name,
      who,
      int(mean(xs.map((x) => x.rps))),
      ms(median(xs.map((x) => x.p50))),
      ms(median(xs.map((x) => x.p99))),
      String(xs.reduce((a, x) => a + x.errors, 0)),
      String(xs.reduce((a, x) => a + x.non2xx, 0)),
      ratio,
    ];
    summary.push(row('Releia', r.releia, `**${((rr / br) * 100).toFixed(1)} %**`));
    summary.push(row('bare', r.bare, ''));
    r.releia.forEach((x, i) => {
      const b = r.bare[i];
      detail.push([
        name,
        String(i + 1),
        `${int(x.rps)} / ${b ? int(b.rps) : '—'}`,
        `${ms(x.p50)} / ${b ? ms(b.p50) : '—'}`,
        `${ms(x.p99)} / ${b ? ms(b.p99) : '—'}`,
        `${x.errors + x.non2xx} / ${b ? b.errors + b.non2xx : '—'}`,
      ]);
    });
  }
  return [
    markdownTable(
      [
        'endpoint',
        'servidor',
        'req/s (média)',
        'p50 (mediana)',
        'p99 (mediana)',
        'erros',
        'não-2xx',
        'Releia / bare',
      ],
      summary,
    ),
    '',
    'Rodadas (Releia / bare):',
    '',
    markdownTable(['endpoint', 'rodada', 'req/s', 'p50', 'p99', 'erros + não-2xx'], detail),
  ].join('\n');
}

// ---- profile ---------------------------------------------------------------------------------

async function profileBookPage(w: Workload, port: number) {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
  const spawned = performance.now();
  const server = await startServer({
    databasePath: DB_PATH,
    dataDir: RUN_DIR,
    port,
    serveClient: true,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`],
  });
  await hammer({ baseUrl: server.url, paths: w.books, seconds: WARMUP_SECONDS });
  const from = performance.now() - spawned;
  const result = await hammer({ baseUrl: server.url, paths: w.books, seconds: SECONDS });
  const to = performance.now() - spawned;
  await server.stop();
  // --cpu-prof writes one file per thread; the main thread's is the one with the most samples.
  const files = readdirSync(PROFILE_DIR)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(PROFILE_DIR, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const file = files[0];
  if (!file) throw new Error('o perfil de CPU não foi gravado');
  // The profile's clock starts with the process, a few milliseconds after spawn: half a second
  // is dropped at each end of the window so no start-up or shutdown work is counted.
  const layers = profileByLayer(file, from + 500, to - 500);
  return { result, layers, file };
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const out: string[] = [runHeader('npm run bench — Releia sob carga')];
  const started = performance.now();

  step('conjunto de dados: 100 000 livros, 10 000 usuários (cópia de trabalho)');
  await copyBenchDataset(DB_PATH);
  step('build do cliente (se necessário), para a partida medir o servidor e não o build');
  await ensureClientBuild((m) => step(m));

  const cold = await coldStart();
  const workload = await buildWorkload(DB_PATH);
  const load = await throughputPhase(cold.releia, workload);

  step(`perfil de CPU do servidor sob a carga da página do livro (${SECONDS} s)`);
  const profile = await profileBookPage(workload, PORT + 2);
  const mixed = await mixedPhase(workload);
  const cores = await coresPhase(workload);

  out.push(...datasetSection(cold.counts));
  out.push(...throughputSection(load, profile));
  out.push(...mixedSection(mixed));
  out.push(...startSection(cold));
  out.push(...bothCoresSection('SQLite', cores, MIXED_USERS));
  out.push('');
  out.push(loadLine('no fim'));
  out.push(`Duração total: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  console.info(out.join('\n'));
}

// 4. Cold start and size; the server started here then serves the throughput runs.
async function coldStart() {
  step('partida a frio até a primeira página');
  const releia = await startServer({
    databasePath: DB_PATH,
    dataDir: RUN_DIR,
    port: PORT,
    serveClient: true,
    readyPath: '/',
  });
  const size = (p: string) => {
    try {
      return statSync(p).size;
    } catch {
      return 0;
    }
  };
  const dbBytes = size(DB_PATH);
  const walBytes = size(`${DB_PATH}-wal`);
  const counts = await countDataset();
  return { releia, dbBytes, walBytes, counts };
}

type ColdStart = Awaited<ReturnType<typeof coldStart>>;

async function countDataset() {
  const { db } = createDb(DB_PATH);
  const n = async (table: 'books' | 'users' | 'likes' | 'views' | 'follows' | 'reviews') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const result = {
    books: await n('books'),
    users: await n('users'),
    likes: await n('likes'),
    views: await n('views'),
    follows: await n('follows'),
    reviews: await n('reviews'),
  };
  await db.destroy();
  return result;
}

// 2. Throughput beside the limit, once both servers are known to give the same answers.
async function throughputPhase(releia: ServerChild, workload: Workload) {
  const bare = await startBare(PORT + 1, DB_PATH);
  const same = await checkSameAnswers(releia.url, bare.url, workload);
  if (same.different.length > 0) {
    throw new Error(
      `Releia e o servidor bare respondem diferente em:\n${same.different.slice(0, 5).join('\n')}`,
    );
  }
  const endpoints: Endpoint[] = [
    { name: 'listas da home (6 carrosséis, 1 lote)', paths: [workload.home] },
    { name: 'dados da página do livro (books.bySlug)', paths: workload.books },
    { name: 'busca (search.books, 1ª página)', paths: workload.searches },
  ];
  const runs = await throughput(releia, bare.url, endpoints);
  await bare.stop();
  await releia.stop();
  return { same, runs };
}

// 3. Mixed load.
async function mixedPhase(workload: Workload) {
  step(`carga mista: ${MIXED_USERS} usuários, ${MIXED_WARMUP} s de aquecimento + ${MIXED_SECONDS} s`);
  const emails = await enableLoginsInFile(DB_PATH, MIXED_USERS);
  const mixedServer = await startServer({
    databasePath: DB_PATH,
    dataDir: RUN_DIR,
    port: PORT + 3,
    serveClient: true,
  });
  const loginStarted = performance.now();
  const clients = await signInAll(mixedServer.url, emails);
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  const mixed = await runMixedLoad({
    server: mixedServer,
    clients,
    books: workload.sample,
    queries: workload.queries,
    warmupSeconds: MIXED_WARMUP,
    seconds: MIXED_SECONDS,
  });
  // The same users without searches: how much of the tail the search's CPU time accounts for.
  step(`carga mista sem busca: ${MIXED_USERS} usuários, ${NO_SEARCH_SECONDS} s`);
  const noSearch = await runMixedLoad({
    server: mixedServer,
    clients,
    books: workload.sample,
    queries: workload.queries,
    warmupSeconds: 5,
    seconds: NO_SEARCH_SECONDS,
    mix: DEFAULT_MIX.map(([action, weight]) => [action, action === 'busca' ? 0 : weight] as const),
  });
  await mixedServer.stop();
  return { loginSeconds, mixed, noSearch };
}

// 5. Both cores, each configuration from a fresh copy of the data.
function coresPhase(workload: Workload) {
  const base = { port: PORT + 3, seconds: CORES_SECONDS, warmupSeconds: 5, log: step };
  return measureSqliteCores({ ...base, path: DB_PATH, dataDir: RUN_DIR, users: MIXED_USERS, workload });
}

// ---- report ----------------------------------------------------------------------------------

function datasetSection(counts: ColdStart['counts']): string[] {
  return [
    '',
    '## 1. Conjunto de dados',
    '',
    `${int(counts.books)} livros, ${int(counts.users)} usuários, ${int(counts.likes)} curtidas, ${int(counts.views)} visualizações, ${int(counts.follows)} seguidores, ${int(counts.reviews)} avaliações (seed CLI: --users 10000 --books 100000 --seed 1).`,
  ];
}

function throughputSection(
  { same, runs }: Awaited<ReturnType<typeof throughputPhase>>,
  profile: Awaited<ReturnType<typeof profileBookPage>>,
): string[] {
  const out: string[] = [];
  out.push('');
  out.push(
    `## 2. Vazão ao lado do limite (autocannon, 50 conexões, sem pipelining, ${ROUNDS} × ${SECONDS} s alternados por servidor após ${WARMUP_SECONDS} s de aquecimento)`,
  );
  out.push('');
  out.push(
    `Respostas conferidas antes da carga: listas da home e ${same.checked - 1} páginas de livro com JSON idêntico nos dois servidores; busca: ${same.searchSameShape ? 'mesmo formato' : 'FORMATO DIFERENTE'} (o bare usa LIKE, não o ranking do Releia).`,
  );
  out.push('');
  out.push(throughputTables(runs));
  out.push('');
  out.push(
    `### Perfil de CPU do Releia na página do livro (${int(profile.result.rps)} req/s durante o perfil; ${profile.layers.busySamples} amostras com CPU, ${(profile.layers.idleShare * 100).toFixed(0)} % ocioso)`,
  );
  out.push('');
  out.push(
    markdownTable(
      ['camada', 'próprio', 'inclusivo'],
      profile.layers.rows
        .filter((r) => r.self >= 0.005 || r.inclusive >= 0.005)
        .map((r) => [r.layer, `${(r.self * 100).toFixed(1)} %`, `${(r.inclusive * 100).toFixed(1)} %`]),
    ),
  );
  out.push('');
  out.push(
    '"próprio": amostras atribuídas à camada mais interna da pilha que pertence a uma camada conhecida (uma chamada nativa conta para quem a fez); "inclusivo": amostras com a camada em qualquer ponto da pilha.',
  );
  return out;
}

function mixedSection({ loginSeconds, mixed, noSearch }: Awaited<ReturnType<typeof mixedPhase>>): string[] {
  const out: string[] = [];
  out.push('');
  out.push(
    `## 3. Carga mista (${MIXED_USERS} usuários logados, ${MIXED_SECONDS} s após ${MIXED_WARMUP} s de aquecimento; ${mixed.thinkText})`,
  );
  out.push('');
  out.push(`Logins de ${MIXED_USERS} usuários pela API: ${loginSeconds.toFixed(1)} s.`);
  out.push('');
  out.push(mixed.table);
  out.push('');
  out.push(mixed.summary);
  out.push('');
  out.push(`### A mesma carga sem buscas (${NO_SEARCH_SECONDS} s após 5 s; ${noSearch.thinkText})`);
  out.push('');
  out.push(noSearch.table);
  out.push('');
  out.push(noSearch.summary);
  return out;
}

function startSection(cold: ColdStart): string[] {
  return [
    '',
    '## 4. Partida e tamanho',
    '',
    markdownTable(
      ['medida', 'valor'],
      [
        ['partida a frio até a primeira página (GET / 200)', `${(cold.releia.startMs / 1000).toFixed(1)} s`],
        ['banco de dados em disco', `${mib(cold.dbBytes)} (+ WAL ${mib(cold.walBytes)})`],
      ],
    ),
  ];
}

if (process.argv.includes('--cores')) {
  await copyBenchDataset(DB_PATH);
  const cores = await coresPhase(await buildWorkload(DB_PATH));
  console.info(
    [runHeader('npm run bench -- --cores'), ...bothCoresSection('SQLite', cores, MIXED_USERS)].join('\n'),
  );
} else if (process.argv.includes('--pg')) {
  console.info(
    await compareEngines({
      users: MIXED_USERS,
      seconds: MIXED_SECONDS,
      warmupSeconds: MIXED_WARMUP,
      port: PORT,
      coresSeconds: CORES_SECONDS,
    }),
  );
} else {
  await main();
}
