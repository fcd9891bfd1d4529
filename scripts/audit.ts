import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as ChromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// npm run audit: Lighthouse (mobile emulation, default throttling) on four pages of the demo
// data, served by the production server this script starts on a database of its own, exactly as
// the e2e tests do. Prints the four category scores per page against the targets
// of docs/performance/browser-budgets.md and exits non-zero when one is missed.
//
//   AUDIT_PORT   port of the server it starts (default 3298)
//   CHROMIUM_PATH  the browser (default Debian's /usr/bin/chromium)
//   --page NAME  audit only that page (Início, Livro, Livraria or Busca); repeatable
//   --runs N     Lighthouse runs per page (default 3); the table shows each page's median run
//                by performance, as Lighthouse's own docs advise: one run varies by several points
//
// The JSON reports go to test-results/lighthouse/, to see what cost a point.

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
} as const;
export type Category = keyof typeof TARGETS;
export const CATEGORIES = Object.keys(TARGETS) as Category[];

export type Scores = Record<Category, number | null>;

/** Lighthouse's 0–1 category scores as the 0–100 it shows; null when a category could not run. */
export function scoresOf(lhr: Pick<Result, 'categories'>): Scores {
  const out = {} as Scores;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    out[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return out;
}

export function missedTargets(scores: Scores): Category[] {
  return CATEGORIES.filter((c) => {
    const score = scores[c];
    return score === null || score < TARGETS[c];
  });
}

/** What cost points in a category: its audits that did not fully pass, worst first. */
export function lostPoints(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(
      ({ audit }) => `${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun<T extends { scores: Scores }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('nenhuma execução');
  return median;
}

export interface Row {
  page: string;
  scores: Scores;
  /** Performance of every run, to show the spread. */
  performanceRuns: (number | null)[];
}

export function formatTable(rows: Row[]): string {
  const header = [
    'Página',
    'Desempenho',
    'Acessibilidade',
    'Boas práticas',
    'SEO',
    'Metas',
    'Execuções (desempenho)',
  ];
  const lines = rows.map(({ page, scores, performanceRuns }) => {
    const missed = missedTargets(scores);
    return [
      page,
      ...CATEGORIES.map((c) => String(scores[c] ?? '—')),
      missed.length === 0 ? 'atingidas' : `abaixo: ${missed.join(', ')}`,
      performanceRuns.map((s) => s ?? '—').join(', '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  const targets = `Metas: desempenho ≥ ${TARGETS.performance}, acessibilidade ${TARGETS.accessibility}, boas práticas ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo}`;
  return [format(header), ...lines.map(format), targets].join('\n');
}

const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Performance scores follow the machine's load: it is printed from before and after the runs. */
function machine(loadBefore: string): string {
  const cpu = cpus();
  return [
    `CPU: ${cpu[0]?.model.trim() ?? 'desconhecida'}, ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `Carga média (1, 5, 15 min) no início: ${loadBefore}; no fim: ${loadText()}`,
    `Node ${process.version}`,
  ].join('\n');
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou (código ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet (it may be building the client).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs / 1000} s`);
}

async function trpcQuery<T>(base: string, path: string, input: unknown): Promise<T> {
  const url = `${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

interface Card {
  title: string;
  path: string;
  seller: { username: string | null };
}

/** A book page, its seller's store and a search for a word of its title, from the demo data. */
async function pagesToAudit(base: string): Promise<{ page: string; url: string }[]> {
  const books = await trpcQuery<Card[]>(base, 'books.section', { slug: 'lancamentos' });
  const book = books.find((b) => b.seller.username);
  if (!book?.seller.username) throw new Error('nenhum livro com livraria nos dados de demonstração');
  const word =
    book.title
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .sort((a, b) => b.length - a.length)[0] ?? book.title;
  return [
    { page: 'Início', url: `${base}/` },
    { page: 'Livro', url: `${base}${book.path}` },
    { page: 'Livraria', url: `${base}/livraria/${encodeURIComponent(book.seller.username)}` },
    { page: 'Busca', url: `${base}/?search=${encodeURIComponent(word.toLowerCase())}` },
  ];
}

function startServer(port: number, dir: string): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_PATH: join(dir, 'releia.db'),
      DATA_DIR: dir,
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  server.on('exit', (code) => {
    if (code) console.error(`Servidor terminou com código ${code}:\n${log}`);
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6000))]);
}

async function main(): Promise<number> {
  const port = Number(process.env.AUDIT_PORT ?? 3298);
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'releia-audit-'));
  const reports = join(process.cwd(), 'test-results', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const server = startServer(port, dir);
  let chrome: ChromeLauncher.LaunchedChrome | undefined;
  try {
    console.info(`Servidor de produção em ${base} (dados de demonstração em ${dir})...`);
    await waitForHealth(base, server, 240_000);
    const only = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
    const pages = (await pagesToAudit(base)).filter((p) => only.length === 0 || only.includes(p.page));
    const loadBefore = loadText();
    chrome = await ChromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      logLevel: 'silent',
    });
    const runsArg = process.argv.indexOf('--runs');
    const runs = Math.max(1, runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]) || 3);
    const rows: Row[] = [];
    let browser = '';
    for (const { page, url } of pages) {
      console.info(`Lighthouse: ${page} (${url.slice(base.length)}), ${runs} execução(ões)`);
      const done: { scores: Scores; lhr: Result; report: string }[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
        if (result.lhr.runtimeError)
          console.error(`  erro do Lighthouse: ${result.lhr.runtimeError.message}`);
        done.push({ scores: scoresOf(result.lhr), lhr: result.lhr, report: result.report as string });
      }
      const median = medianRun(done);
      browser = median.lhr.environment.hostUserAgent;
      const file = `${page.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.json`;
      writeFileSync(join(reports, file), median.report);
      rows.push({ page, scores: median.scores, performanceRuns: done.map((d) => d.scores.performance) });
      for (const category of missedTargets(median.scores)) {
        for (const line of lostPoints(median.lhr, category).slice(0, 6))
          console.info(`  ${category} — ${line}`);
      }
    }
    const missed = rows.filter((r) => missedTargets(r.scores).length > 0);
    console.info('');
    console.info(formatTable(rows));
    console.info('');
    console.info(`${machine(loadBefore)}\nNavegador: ${browser}`);
    console.info(`Data: ${new Date().toISOString()}`);
    console.info(`Relatórios: ${reports}`);
    console.info(
      missed.length === 0
        ? 'Todas as metas atingidas.'
        : `Metas não atingidas em ${missed.length} página(s).`,
    );
    return missed.length === 0 ? 0 : 1;
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('A auditoria falhou:', error);
      process.exitCode = 1;
    },
  );
}
