// npm run bench -- --pg (scripts/bench.ts, figures in docs/benchmarks.md): the mixed load of
// signed-in readers (mixed-load.ts) against one process on SQLite, one process on PostgreSQL and
// three processes on one PostgreSQL database (docs/decisions/026-postgresql-engine.md), in one
// run on one machine. Every configuration starts from the same rows: a fresh copy of the SQLite
// file, or a CREATE DATABASE … TEMPLATE copy of a PostgreSQL template loaded once.

import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { type PgCluster, pgUrlOf, startPgCluster } from '../../tests/helpers/pg-cluster.ts';
import { enableLogins, enableLoginsInFile, signInAll } from './accounts.ts';
import { buildWorkload, type Workload } from './bench-workload.ts';
import { bothCoresSection, measureBothCores } from './both-cores.ts';
import { type BenchDataset, benchDataset, copyBenchDataset, seedBenchDataset } from './dataset.ts';
import { loadLine, runHeader } from './machine.ts';
import { runMixedLoad } from './mixed-load.ts';
import { REPO_ROOT, type ServerChild, startServer } from './server.ts';
import { markdownTable, mib, ms } from './stats.ts';
import type { TrpcClient } from './trpc-http.ts';

export interface EngineBenchOptions {
  /** Simulated readers. */
  users: number;
  /** Measured seconds per configuration, after `warmupSeconds`. */
  seconds: number;
  warmupSeconds: number;
  /** The first port; the three processes take port, port + 1 and port + 2. */
  port: number;
  /** Each load of the both-cores part (scripts/lib/both-cores.ts). */
  coresSeconds: number;
}

const RUN_DIR = resolve(REPO_ROOT, 'data/bench/engines');
const SQLITE_PATH = join(RUN_DIR, 'sqlite', 'releia.db');
/** The PostgreSQL processes' shared DATA_DIR (secret key, image cache); their data is in the cluster. */
const PG_DATA_DIR = join(RUN_DIR, 'postgres');
const TEMPLATE = 'releia_bench_template';
const RUN_DB = 'releia_bench_run';
const PROCESSES = 3;
/** DATABASE_POOL_SIZE of each PostgreSQL process: the server's default, 3 × 10 of 100 connections. */
const POOL = Number(process.env.BENCH_PG_POOL ?? 10);
// Three processes start at once on 2 cores, each migrating and checking its build.
const START_TIMEOUT_MS = 600_000;

const step = (msg: string) => process.stderr.write(`→ ${msg}\n`);
const seconds = (from: number) => (performance.now() - from) / 1000;

/** One way of serving the same data: how to reset the data, and what its processes are given. */
interface Configuration {
  name: string;
  processes: number;
  /** Puts the loaded dataset back; answers the processes' settings and the readers' emails. */
  reset: () => Promise<{ env: Record<string, string>; dataDir: string; emails: string[] }>;
}

interface Measured {
  config: Configuration;
  resetSeconds: number;
  startSeconds: number;
  search: string;
  mixed: Awaited<ReturnType<typeof runMixedLoad>>;
}

/** The whole comparison; answers the Markdown report. */
export async function compareEngines(opts: EngineBenchOptions): Promise<string> {
  const started = performance.now();
  const header = runHeader('npm run bench -- --pg — SQLite e PostgreSQL, um e três processos');
  const dataset = benchDataset();
  step(`conjunto de dados: ${dataset.books} livros, ${dataset.users} usuários (${dataset.path})`);
  await copyBenchDataset(SQLITE_PATH, dataset);
  const workload = await buildWorkload(SQLITE_PATH);
  step('PostgreSQL: cluster descartável com as configurações padrão (fsync ligado)');
  const cluster = await startPgCluster({ durable: true });
  try {
    const pg = await preparePostgres(cluster, dataset, workload, opts.users);
    const results: Measured[] = [];
    for (const config of configurations(cluster, dataset, opts.users, pg.emails)) {
      results.push(await measure(config, workload, opts));
    }
    const cores = await measureBothCores({
      engine: 'PostgreSQL',
      reset: async () => {
        const data = await postgresData(cluster, pg.emails);
        return { ...data, databasePath: join(data.dataDir, 'unused.db') };
      },
      workload,
      port: opts.port,
      seconds: opts.coresSeconds,
      warmupSeconds: 5,
      log: step,
    });
    return [
      header,
      ...setupSection(dataset, pg, opts),
      ...resultsSection(results, opts),
      ...bothCoresSection('PostgreSQL', cores, opts.users),
      '',
      loadLine('no fim'),
      `Duração total: ${(seconds(started) / 60).toFixed(1)} min`,
    ].join('\n');
  } finally {
    await cluster.stop();
  }
}

function configurations(
  cluster: PgCluster,
  dataset: BenchDataset,
  users: number,
  pgEmails: string[],
): Configuration[] {
  const sqlite: Configuration = {
    name: 'SQLite, 1 processo',
    processes: 1,
    reset: async () => {
      // The folder goes too: the rate-limit counters' file and the DATA_DIR start empty, as on PostgreSQL.
      rmSync(dirname(SQLITE_PATH), { recursive: true, force: true });
      await copyBenchDataset(SQLITE_PATH, dataset);
      const emails = await enableLoginsInFile(SQLITE_PATH, users);
      return { env: { DATABASE_PATH: SQLITE_PATH }, dataDir: dirname(SQLITE_PATH), emails };
    },
  };
  const postgres = (processes: number): Configuration => ({
    name: `PostgreSQL, ${processes} ${processes === 1 ? 'processo' : 'processos'}`,
    processes,
    reset: () => postgresData(cluster, pgEmails),
  });
  return [sqlite, postgres(1), postgres(PROCESSES)];
}

// ---- PostgreSQL ------------------------------------------------------------------------------

/** The run database copied afresh from the template, an empty DATA_DIR, the processes' settings. */
async function postgresData(cluster: PgCluster, emails: string[]) {
  await copyTemplate(cluster);
  rmSync(PG_DATA_DIR, { recursive: true, force: true });
  mkdirSync(PG_DATA_DIR, { recursive: true });
  const env = { DATABASE_URL: databaseUrl(cluster, RUN_DB), DATABASE_POOL_SIZE: String(POOL) };
  return { env, dataDir: PG_DATA_DIR, emails };
}

function databaseUrl(cluster: PgCluster, database: string): string {
  return pgUrlOf(cluster.url, database);
}

/** A connection to the cluster's maintenance database, for CREATE/DROP DATABASE. */
function adminDb(cluster: PgCluster): DB {
  return createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
}

/**
 * The dataset's rows in a migrated, empty PostgreSQL database, by the same seed() as the SQLite
 * file (same options, same seed, so the same rows and ids). The one place to swap for
 * `npm run db:copy` of the SQLite file once it exists. Answers the seconds it took.
 */
async function loadDatasetIntoPostgres(url: string, dataset: BenchDataset): Promise<number> {
  const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 1 });
  try {
    await migrateToLatest(db);
    return await seedBenchDataset(db, dataset);
  } finally {
    await db.destroy();
  }
}

/** The template database: loaded, readers given their password, checked against the workload. */
async function preparePostgres(cluster: PgCluster, dataset: BenchDataset, w: Workload, users: number) {
  const admin = adminDb(cluster);
  const { rows } = await sql<{ max_connections: string }>`show max_connections`.execute(admin);
  const maxConnections = Number(rows[0]?.max_connections);
  // Each process may hold POOL connections, and this script one more.
  if (PROCESSES * POOL + 1 > maxConnections) {
    throw new Error(`${PROCESSES} × ${POOL} conexões passam de max_connections = ${maxConnections}`);
  }
  await sql.raw(`create database ${TEMPLATE}`).execute(admin);
  await admin.destroy();
  step('PostgreSQL: carregando o conjunto de dados (seed() na conexão PostgreSQL)');
  const url = databaseUrl(cluster, TEMPLATE);
  const loadSeconds = await loadDatasetIntoPostgres(url, dataset);
  const { db } = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: url, DATABASE_POOL_SIZE: 1 });
  try {
    const emails = await enableLogins(db, users);
    const found = await db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'id',
        'in',
        w.sample.map((b) => b.id),
      )
      .executeTakeFirstOrThrow();
    if (found.n !== w.sample.length) {
      throw new Error(`só ${found.n} dos ${w.sample.length} livros da carga existem no PostgreSQL`);
    }
    // A template with a connection open cannot be copied: this one is closed below.
    return { emails, loadSeconds, maxConnections };
  } finally {
    await db.destroy();
  }
}

/** The run database dropped and copied again from the template (a file copy, seconds). */
async function copyTemplate(cluster: PgCluster): Promise<void> {
  const admin = adminDb(cluster);
  try {
    await sql.raw(`drop database if exists ${RUN_DB} with (force)`).execute(admin);
    await sql.raw(`create database ${RUN_DB} template ${TEMPLATE}`).execute(admin);
  } finally {
    await admin.destroy();
  }
}

// ---- one configuration -----------------------------------------------------------------------

async function measure(config: Configuration, w: Workload, opts: EngineBenchOptions): Promise<Measured> {
  step(`${config.name}: dados do zero`);
  const resetStarted = performance.now();
  const data = await config.reset();
  const resetSeconds = seconds(resetStarted);
  step(`${config.name}: partida (cada processo responde /healthz antes da carga)`);
  const startStarted = performance.now();
  const servers = await startAll(config.processes, opts.port, data);
  const startSeconds = seconds(startStarted);
  try {
    const clients = await signInAll(
      servers.map((s) => s.url),
      data.emails,
    );
    const search = await checkSearch(clients, w.queries);
    step(`${config.name}: carga mista, ${opts.warmupSeconds} s de aquecimento + ${opts.seconds} s`);
    const mixed = await runMixedLoad({
      server: servers,
      clients,
      books: w.sample,
      queries: w.queries,
      warmupSeconds: opts.warmupSeconds,
      seconds: opts.seconds,
    });
    return { config, resetSeconds, startSeconds, search, mixed };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** `count` processes on consecutive ports, all started or none left running. */
async function startAll(
  count: number,
  port: number,
  data: { env: Record<string, string>; dataDir: string },
): Promise<ServerChild[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startServer({
        // Ignored when DATABASE_URL is set; required by the settings either way.
        databasePath: data.env.DATABASE_PATH ?? join(data.dataDir, 'releia.db'),
        dataDir: data.dataDir,
        port: port + i,
        env: data.env,
        timeoutMs: START_TIMEOUT_MS,
      }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}

/** The readers' search answers on every process before the load: its total for the first query. */
async function checkSearch(clients: TrpcClient[], queries: string[]): Promise<string> {
  const q = queries[0] ?? '';
  const urls = new Map(clients.map((c) => [c.baseUrl, c]));
  const totals: number[] = [];
  for (const client of urls.values()) {
    const [answer] = (await client.batch('query', [{ path: 'search.books', input: { q } }])).results;
    const total = answer?.ok ? (answer.data as { total: number }).total : 0;
    if (!total) throw new Error(`a busca por "${q}" não achou nada em ${client.baseUrl}`);
    totals.push(total);
  }
  return `"${q}": ${totals.join(' / ')} resultados`;
}

// ---- report ----------------------------------------------------------------------------------

function setupSection(
  dataset: BenchDataset,
  pg: Awaited<ReturnType<typeof preparePostgres>>,
  opts: EngineBenchOptions,
): string[] {
  return [
    '',
    '## Conjunto de dados e configurações',
    '',
    `${dataset.books.toLocaleString('pt-BR')} livros, ${dataset.users.toLocaleString('pt-BR')} usuários (seed() com seed ${dataset.seed}, como o seed CLI), ${opts.users} leitores logados.`,
    `SQLite: cópia de trabalho de ${dataset.path} a cada configuração. PostgreSQL: cluster descartável com as configurações padrão (fsync, synchronous_commit e full_page_writes ligados; max_connections ${pg.maxConnections}), o mesmo seed() carregado em ${pg.loadSeconds.toFixed(1)} s num banco modelo, copiado (CREATE DATABASE … TEMPLATE) a cada configuração.`,
    `Processos: DATABASE_POOL_SIZE ${POOL} cada (${PROCESSES} × ${POOL} conexões de ${pg.maxConnections}); os ${PROCESSES} processos nas portas ${opts.port} a ${opts.port + PROCESSES - 1}, mesmo DATABASE_URL e DATA_DIR, os leitores distribuídos entre as portas em rodízio (sem balanceador de carga). Servidor só com a API (SERVE_CLIENT=false): a carga não pede páginas.`,
  ];
}

function resultsSection(results: Measured[], opts: EngineBenchOptions): string[] {
  const rows = results.map(({ config, mixed, resetSeconds, startSeconds }) => [
    config.name,
    mixed.rps.toFixed(1),
    ms(mixed.p50),
    ms(mixed.p99),
    String(mixed.fiveXX),
    String(mixed.fourXX + mixed.fiveXX),
    `${mib(mixed.rssStart)} → ${mib(mixed.rssEnd)}`,
    `${resetSeconds.toFixed(1)} s`,
    `${startSeconds.toFixed(1)} s`,
  ]);
  const out = [
    '',
    `## Carga mista (${opts.users} leitores, ${opts.seconds} s após ${opts.warmupSeconds} s de aquecimento; ${results[0]?.mixed.thinkText ?? ''})`,
    '',
    markdownTable(
      [
        'configuração',
        'req/s',
        'p50',
        'p99',
        'erros (5xx/falhas)',
        'não-2xx',
        'RSS do Node (início → fim)',
        'dados do zero',
        'partida',
      ],
      rows,
    ),
    '',
    'RSS: soma dos processos Node do servidor; os processos do PostgreSQL não entram. "dados do zero": cópia do arquivo SQLite ou do banco modelo; "partida": até todos os processos responderem /healthz (o índice de busca é montado antes).',
  ];
  for (const r of results) {
    out.push('', `### ${r.config.name}`, '', `Busca conferida antes da carga: ${r.search}.`, '');
    out.push(r.mixed.table, '', r.mixed.summary);
  }
  return out;
}
