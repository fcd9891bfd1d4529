// npm run bench:scale — the figures of the issue "a million books", at 100 000 and at 1 000 000
// books side by side, each beside its target, in one run on one machine (tables to paste into
// docs/performance/; the targets are set at 1 000 000 books):
//
//   4. the datasets: 100 000 books / 10 000 users (seed 1, data/bench/releia-100k.db) and
//      1 000 000 books / 100 000 users (seed 3, data/bench/releia-1m.db), seeded by the seed CLI's
//      seed() when missing (its time printed); each run works on a private copy, since the mixed
//      load writes;
//   1. start: from spawning the production server (npm start's entry, NODE_ENV=production, the
//      client built) until /healthz and the home page answer 200, then a first search, whose
//      total must be the one the same search gives a minute later;
//   2. memory: the server process's RSS after the start and after the mixed load;
//   3. search over HTTP (search.books, first page, every sort; search.suggest): bench:search's
//      query set plus the issue's 20 queries, one request at a time, after an untimed pass;
//   5. pages and data at 50 connections (autocannon): the home, a book's and a store's HTML, the
//      data the client loads for them and for a search; the book data beside the bare node:http
//      server of npm run bench; the mixed load of signed-in readers;
//   6. the browser: not here (npm run audit).
//
// Options (environment): BENCH_SCALE_SIZES (100k, 1m or 100k,1m; default both),
// BENCH_SCALE_RESEED=1 (seed each dataset afresh into the run's folder and time it),
// BENCH_SCALE_SEARCH_RUNS (timed passes over the queries, default 3), BENCH_SECONDS (per load run,
// default 10), BENCH_ROUNDS (default 1), MIXED_USERS (200), MIXED_SECONDS (30),
// MIXED_WARMUP_SECONDS (10), BENCH_SCALE_PORT (the server's; the bare server takes the next,
// default 3500), BENCH_SCALE_PROCESSES (the server's PROCESSES, default 1).

import { statSync } from 'node:fs';
import { ensureClientBuild } from '../server/http/client-build.ts';
import { BENCH_DATASET, BENCH_DATASET_1M, type BenchDataset } from './lib/dataset.ts';
import type { LoadResult } from './lib/load.ts';
import { loadLine, runHeader } from './lib/machine.ts';
import {
  atLeast,
  atMost,
  type Figure,
  isOk,
  noTarget,
  type ScaleSize,
  type SizeValues,
  scaleSizes,
  scaleTable,
  type Target,
  under,
  within,
} from './lib/scale-report.ts';
import {
  BOOK_DATA,
  FIRST_QUERY,
  measureSize,
  PAGE_ENDPOINTS,
  SCALE_QUERIES,
  type SizeResult,
} from './lib/scale-run.ts';
import { mean, median, mib, ms } from './lib/stats.ts';

const DATASETS: Record<ScaleSize, BenchDataset> = { '100k': BENCH_DATASET, '1m': BENCH_DATASET_1M };
const GIB = 2 ** 30;
const options = {
  port: Number(process.env.BENCH_SCALE_PORT ?? 3500),
  processes: Number(process.env.BENCH_SCALE_PROCESSES ?? 1),
  reseed: process.env.BENCH_SCALE_RESEED === '1',
  searchRuns: Number(process.env.BENCH_SCALE_SEARCH_RUNS ?? 3),
  load: {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    rounds: Number(process.env.BENCH_ROUNDS ?? 1),
    warmupSeconds: 3,
  },
  mixed: {
    users: Number(process.env.MIXED_USERS ?? 200),
    seconds: Number(process.env.MIXED_SECONDS ?? 30),
    warmupSeconds: Number(process.env.MIXED_WARMUP_SECONDS ?? 10),
  },
  log: (msg: string) => process.stderr.write(`→ ${msg}\n`),
};

const seconds = (v: number) => `${(v / 1000).toFixed(1)} s`;
const gib = (v: number) => `${mib(v)} (${(v / GIB).toFixed(2)} GiB)`;
const count = (v: number) => Math.round(v).toLocaleString('pt-BR');
const percent = (v: number) => `${(v * 100).toFixed(1)} %`;

type Pick = (r: SizeResult) => number | undefined;

/** A table row: the value `pick` reads at each size that ran. */
function figure(
  results: readonly SizeResult[],
  label: string,
  pick: Pick,
  format: (v: number) => string,
  target: Target,
): Figure {
  const values: SizeValues = {};
  for (const r of results) {
    const v = pick(r);
    if (v !== undefined) values[r.size] = v;
  }
  return { label, values, format, target };
}

function seedSection(results: readonly SizeResult[]): string[] {
  const how = (r: SizeResult) =>
    r.reseeded
      ? 'seed novo (BENCH_SCALE_RESEED=1)'
      : r.seedSeconds === undefined
        ? 'reutilizado'
        : 'criado agora';
  return [
    '## 4. Conjuntos de dados e seed',
    '',
    results
      .map((r) => {
        const size = mib(statSync(r.dataset.path, { throwIfNoEntry: false })?.size ?? 0);
        return `- ${r.size}: ${count(r.dataset.books)} livros, ${count(r.dataset.users)} usuários, seed ${r.dataset.seed} (${r.dataset.path}, ${size}); ${how(r)}.`;
      })
      .join('\n'),
    '',
    scaleTable([
      figure(
        results,
        'seed() (writeCovers: false), quando semeado nesta execução',
        (r) => (r.seedSeconds === undefined ? undefined : r.seedSeconds * 1000),
        seconds,
        under(150_000, '< 150 s em 1M'),
      ),
    ]),
    '',
    'Um conjunto reutilizado não é semeado: `BENCH_SCALE_RESEED=1` mede o seed.',
  ];
}

function startSection(results: readonly SizeResult[]): string[] {
  const row = (label: string, pick: Pick, format: (v: number) => string, target: Target) =>
    figure(results, label, pick, format, target);
  const figures = [
    row('da partida do processo até /healthz 200', (r) => r.start.healthMs, seconds, under(5000, '< 5 s')),
    row(
      'da partida do processo até a home (GET /) 200',
      (r) => r.start.homeMs,
      seconds,
      under(5000, '< 5 s'),
    ),
    row(
      `da partida até a primeira busca ('${FIRST_QUERY}') respondida`,
      (r) => r.start.firstSearchMs,
      seconds,
      noTarget,
    ),
    row(
      'total da primeira busca = total 1 min depois (e não zero)',
      (r) => (r.start.firstTotal > 0 && r.start.firstTotal === r.laterTotal ? 1 : 0),
      (v) => (v === 1 ? 'ok' : 'FAIL'),
      isOk,
    ),
  ];
  return [
    '## 1. Partida',
    '',
    scaleTable(figures),
    '',
    ...results.map(
      (r) =>
        `- ${r.size}: primeira busca ${count(r.start.firstTotal)} livros, 1 min depois ${count(r.laterTotal)}; processo medido: \`${r.start.command}\`.`,
    ),
  ];
}

function memorySection(results: readonly SizeResult[]): string[] {
  const afterStart: Pick = (r) => r.start.rssAfterStart;
  const afterMixed: Pick = (r) => r.rssAfterMixed;
  const figures = [
    figure(results, 'RSS após a partida', afterStart, gib, under(GIB, '< 1 GiB')),
    figure(results, 'RSS após a carga mista', afterMixed, gib, under(GIB, '< 1 GiB')),
    figure(results, 'RSS após a partida: plana com o catálogo', afterStart, gib, within(0.2)),
    figure(results, 'RSS após a carga mista: plana com o catálogo', afterMixed, gib, within(0.2)),
  ];
  return ['## 2. Memória (VmRSS do processo node do servidor)', '', scaleTable(figures)];
}

function searchSection(results: readonly SizeResult[]): string[] {
  const figures = [
    figure(results, 'search.books p50', (r) => r.search.p50, ms, noTarget),
    figure(results, 'search.books p95', (r) => r.search.p95, ms, under(20, '≤ 20 ms')),
    figure(results, 'search.books p99', (r) => r.search.p99, ms, under(50, '≤ 50 ms')),
    figure(results, 'search.books máximo', (r) => r.search.max, ms, noTarget),
    figure(results, 'search.suggest p50', (r) => r.suggest.p50, ms, noTarget),
    figure(results, 'search.suggest p95', (r) => r.suggest.p95, ms, under(10, '≤ 10 ms')),
  ];
  const first = results[0];
  const lines = [
    `## 3. Busca por HTTP (1ª página, ordens relevance, newest, price-low, price-high; uma requisição por vez, após uma passada sem medir; ${first?.search.runs ?? 0} passadas medidas)`,
    '',
    `Consultas: o conjunto de \`npm run bench:search\` tirado de cada conjunto de dados e as 20 da issue (${SCALE_QUERIES.map((q) => `'${q}'`).join(', ')}).`,
    '',
    scaleTable(figures),
    '',
  ];
  for (const r of results) {
    lines.push(
      `- ${r.size}: ${r.queries} consultas, ${r.search.calls} buscas e ${r.suggest.calls} sugestões por passada; as 5 buscas mais lentas (mediana): ${r.search.slowest.map((s) => `${s.label} ${ms(s.ms)}`).join(', ')}.`,
    );
    const failures = [...r.search.failures, ...r.suggest.failures];
    if (failures.length > 0) lines.push(`  - **falhas**: ${failures.join(' | ')}`);
  }
  lines.push('', 'Sucesso@10 do livro procurado: `npm run bench:search -- --known-item` (não medido aqui).');
  return lines;
}

const p99Of = (runs: readonly LoadResult[] | undefined) =>
  runs?.length ? median(runs.map((x) => x.p99)) : undefined;

function pagesSection(results: readonly SizeResult[]): string[] {
  const { seconds: s, rounds } = options.load;
  const figures = PAGE_ENDPOINTS.map((name) =>
    figure(results, `${name}: p99`, (r) => p99Of(r.pages.get(name)), ms, within(0.2)),
  );
  const book: Pick = (r) => p99Of(r.book.releia);
  const ratio: Pick = (r) => mean(r.book.releia.map((x) => x.rps)) / mean(r.book.bare.map((x) => x.rps));
  figures.push(
    figure(
      results,
      'dados da busca: p99 (absoluto)',
      (r) => p99Of(r.pages.get('dados da busca')),
      ms,
      under(150, '≤ 150 ms'),
    ),
    figure(results, `${BOOK_DATA}: p99`, book, ms, within(0.2)),
    figure(results, `${BOOK_DATA}: p99 (absoluto)`, book, ms, atMost(20, '≤ 20 ms')),
    figure(results, `${BOOK_DATA}: req/s do Releia / do bare`, ratio, percent, atLeast(0.4, '≥ 40 %')),
    figure(results, 'carga mista: 5xx e falhas', (r) => r.mixed.fiveXX, count, under(1, '0')),
    figure(results, 'carga mista: p99', (r) => r.mixed.p99, ms, under(100, '< 100 ms')),
  );
  const errors = results.flatMap((r) =>
    [...r.pages, [BOOK_DATA, r.book.releia] as const].flatMap(([name, runs]) => {
      const bad = runs.reduce((a, x) => a + x.errors + x.non2xx, 0);
      return bad > 0 ? [`${r.size} ${name}: ${bad}`] : [];
    }),
  );
  return [
    `## 5. Páginas e dados (autocannon, 50 conexões, ${rounds} × ${s} s após ${options.load.warmupSeconds} s de aquecimento; carga mista de ${options.mixed.users} leitores, ${options.mixed.seconds} s após ${options.mixed.warmupSeconds} s)`,
    '',
    scaleTable(figures),
    '',
    `Erros ou respostas não-2xx sob carga: ${errors.length ? errors.join(', ') : 'nenhum'}.`,
    ...results.flatMap((r) => [
      '',
      `### Carga mista em ${r.size}, por requisição (${r.mixed.thinkText})`,
      '',
      r.mixed.table,
      '',
      r.mixed.summary,
    ]),
  ];
}

async function main() {
  const sizes = scaleSizes(process.env.BENCH_SCALE_SIZES);
  const started = performance.now();
  const header = runHeader('npm run bench:scale — um milhão de livros');
  options.log('build do cliente (se necessário), para a partida medir o servidor e não o build');
  await ensureClientBuild((m) => options.log(m));
  const results: SizeResult[] = [];
  for (const size of sizes) {
    options.log(`=== ${size} ===`);
    results.push(await measureSize(size, DATASETS[size], options));
  }
  const out = [
    header,
    `Servidor com PROCESSES=${options.processes}.`,
    `Metas no conjunto de 1 000 000 livros; "atingida?" julga a coluna de 1M${sizes.includes('1m') ? '' : ' (esta execução só rodou 100k: julgada em 100k, só como conferência)'}.`,
    '',
    ...startSection(results),
    '',
    ...memorySection(results),
    '',
    ...searchSection(results),
    '',
    ...seedSection(results),
    '',
    ...pagesSection(results),
    '',
    '## 6. Navegador',
    '',
    'Não medido aqui: rode `npm run audit -- --runs 5` (Lighthouse: home, livro, loja e busca, medianas de 5 execuções); seus números ficam em docs/performance/browser-budgets.md.',
    '',
    loadLine('no fim'),
    `Duração total: ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  ];
  console.info(out.join('\n'));
}

await main();
