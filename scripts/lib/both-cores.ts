// Both cores (npm run bench, and npm run bench -- --pg for PostgreSQL): the same signed-in
// readers against one process and against PROCESSES=2 on one port
// (docs/decisions/051-several-processes-on-one-machine.md), each from the same data. Without
// pauses the readers find each configuration's ceiling, whose ratio is the figure; with a
// person's pauses they give its latency. The load generator runs on the same two cores, so the
// ratio is what this machine gives, not what the server would on a machine of its own.

import { enableLoginsInFile, signInAll } from './accounts.ts';
import type { Workload } from './bench-workload.ts';
import { copyBenchDataset } from './dataset.ts';
import { runMixedLoad } from './mixed-load.ts';
import { cpuSeconds, startServer } from './server.ts';
import { markdownTable, mib, ms } from './stats.ts';

export interface CoresData {
  /** The processes' settings (DATABASE_PATH or DATABASE_URL, DATABASE_POOL_SIZE…). */
  env: Record<string, string>;
  dataDir: string;
  databasePath: string;
  /** Readers who can sign in with the scripts' password. */
  emails: string[];
}

export interface CoresOptions {
  /** What the rows say the engine is ('SQLite', 'PostgreSQL'). */
  engine: string;
  /** Puts the same data back before each configuration. */
  reset: () => Promise<CoresData>;
  workload: Workload;
  port: number;
  seconds: number;
  warmupSeconds: number;
  log: (msg: string) => void;
}

type Mixed = Awaited<ReturnType<typeof runMixedLoad>>;

export interface CoresRun {
  processes: number;
  flood: Mixed;
  paced: Mixed;
  /** Cores busy during the flood, on average: the server's processes and this script's readers. */
  serverCores: number;
  readerCores: number;
}

const FLOOD = { min: 0, max: 0 };
const NO_WRITE_LIMITS = {
  WRITES_PER_MINUTE_PER_SESSION: '1000000',
  WRITES_PER_MINUTE_PER_ADDRESS: '100000000',
};

export async function measureBothCores(opts: CoresOptions): Promise<CoresRun[]> {
  const runs: CoresRun[] = [];
  for (const processes of [1, 2]) {
    const data = await opts.reset();
    const server = await startServer({
      databasePath: data.databasePath,
      dataDir: data.dataDir,
      port: opts.port,
      // Readers without pauses write faster than a person may (server/rate-limits/): the limits are
      // lifted so every answer is the work itself, not a cheap 429.
      env: { ...data.env, PROCESSES: String(processes), ...NO_WRITE_LIMITS },
      timeoutMs: 600_000,
    });
    try {
      const clients = await signInAll(server.url, data.emails);
      const load = (think?: typeof FLOOD) =>
        runMixedLoad({
          server,
          clients,
          books: opts.workload.sample,
          queries: opts.workload.queries,
          warmupSeconds: opts.warmupSeconds,
          seconds: opts.seconds,
          ...(think ? { think } : {}),
        });
      opts.log(
        `${opts.engine}, PROCESSES=${processes}: ${clients.length} leitores sem pausa, ${opts.seconds} s`,
      );
      const serverFrom = cpuSeconds(server.pid);
      const readersFrom = process.cpuUsage();
      const from = performance.now();
      const flood = await load(FLOOD);
      const elapsed = (performance.now() - from) / 1000;
      const readers = process.cpuUsage(readersFrom);
      const serverCores = (cpuSeconds(server.pid) - serverFrom) / elapsed;
      const readerCores = (readers.user + readers.system) / 1e6 / elapsed;
      opts.log(`${opts.engine}, PROCESSES=${processes}: os mesmos leitores com pausas, ${opts.seconds} s`);
      const paced = await load();
      runs.push({ processes, flood, paced, serverCores, readerCores });
    } finally {
      await server.stop();
    }
  }
  return runs;
}

/** Both cores on a private copy of the SQLite dataset at `path`, copied afresh for each configuration. */
export function measureSqliteCores(
  opts: Omit<CoresOptions, 'engine' | 'reset'> & { path: string; dataDir: string; users: number },
): Promise<CoresRun[]> {
  return measureBothCores({
    ...opts,
    engine: 'SQLite',
    reset: async () => {
      await copyBenchDataset(opts.path);
      const emails = await enableLoginsInFile(opts.path, opts.users);
      return { env: {}, dataDir: opts.dataDir, databasePath: opts.path, emails };
    },
  });
}

const verdict = (ok: boolean) => (ok ? 'atingido' : '**não atingido**');

/** The section of the report: each configuration's row and the three targets. */
export function bothCoresSection(engine: string, runs: CoresRun[], readers: number): string[] {
  const one = runs.find((r) => r.processes === 1);
  const two = runs.find((r) => r.processes === 2);
  if (!one || !two) return [];
  const ratio = two.flood.rps / one.flood.rps;
  const fiveXX = runs.reduce((n, r) => n + r.flood.fiveXX + r.paced.fiveXX, 0);
  const rows = runs.map((r) => [
    `${engine}, PROCESSES=${r.processes}`,
    r.flood.rps.toFixed(1),
    ms(r.flood.p50),
    ms(r.flood.p99),
    `${r.serverCores.toFixed(2)} / ${r.readerCores.toFixed(2)}`,
    r.paced.rps.toFixed(1),
    ms(r.paced.p50),
    ms(r.paced.p99),
    String(r.flood.fiveXX + r.paced.fiveXX),
    `${mib(r.paced.rssStart)} → ${mib(r.paced.rssEnd)}`,
  ]);
  return [
    '',
    `## Os dois núcleos: ${engine}, um processo e PROCESSES=2 (${readers} leitores logados; ${two.flood.thinkText.split(';')[0]}, depois ${two.paced.thinkText.split(';')[0]})`,
    '',
    markdownTable(
      [
        'configuração',
        'sem pausa: req/s',
        'p50',
        'p99',
        'núcleos: servidor / leitores',
        'com pausas: req/s',
        'p50',
        'p99',
        '5xx/falhas',
        'RSS (soma, com pausas)',
      ],
      rows,
    ),
    '',
    `Vazão sem pausa com PROCESSES=2: ${ratio.toFixed(2)} × a de um processo (meta ≥ 1,7 ×: ${verdict(ratio >= 1.7)}); por núcleo do servidor, ${(two.flood.rps / two.serverCores / (one.flood.rps / one.serverCores)).toFixed(2)} × (os leitores simulados disputam os mesmos 2 núcleos).`,
    `p99 com pausas, PROCESSES=2: ${ms(two.paced.p99)} (meta < 100 ms: ${verdict(two.paced.p99 < 100)}); 5xx ou falhas em todas as cargas: ${fiveXX} (meta 0: ${verdict(fiveXX === 0)}).`,
  ];
}
