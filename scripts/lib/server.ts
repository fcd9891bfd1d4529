// The real production server (`server/main.ts`, NODE_ENV=production) as a child process, for
// the benchmarks, the torture script and the tests that kill it.
//
// It runs as `node --import tsx server/main.ts` rather than the `tsx` command: the tsx CLI starts
// the server as a grandchild, so the pid we hold would be tsx's, SIGKILL would leave the real
// server running, and /proc/<pid>/status would report tsx's memory. With the loader the child
// is the server itself.

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerOptions {
  databasePath: string;
  /** A postgres:// URL runs the server on PostgreSQL (DATABASE_URL) instead of the SQLite file. */
  databaseUrl?: string | undefined;
  dataDir: string;
  port: number;
  /** false (the default here) starts the API alone: no client build, no pages (SERVE_CLIENT). */
  serveClient?: boolean;
  /** Extra Node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Extra environment, over the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for /healthz (ms). */
  timeoutMs?: number;
  /** The GET that must answer 200 for the server to count as started (default /healthz). */
  readyPath?: string;
  /** Another server to run, e.g. an extracted release's `node server/main.js` (default: this checkout's source). */
  entry?: { cwd: string; args: string[] };
}

export interface ServerChild {
  pid: number;
  url: string;
  /** Milliseconds from spawn to the first 200 from `readyPath`. */
  startMs: number;
  /** performance.now() just before the spawn, to time other first answers from the same moment. */
  spawnedAt: number;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** stdout and stderr so far. */
  output(): string;
  /** Resident memory of the server process now (VmRSS), in bytes. */
  rssBytes(): number;
  /** SIGTERM and wait: the graceful shutdown of main.ts. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash, with no chance to flush or close anything. */
  kill(): Promise<void>;
}

export function serverEnv(opts: ServerOptions): Record<string, string> {
  const url = `http://127.0.0.1:${opts.port}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    PUBLIC_URL: url,
    DATABASE_PATH: opts.databasePath,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    DATA_DIR: opts.dataDir,
    SEED_DEMO: 'false',
    SERVE_CLIENT: opts.serveClient ? 'true' : 'false',
    // Servers the scripts and tests start never ask the real CEP or ISBN providers.
    CEP_PROVIDERS: 'off',
    ISBN_PROVIDERS: 'off',
    ...opts.env,
  };
}

/** The resident memory of a server: its process's, plus its processes' when it started several. */
export function readRss(pid: number): number {
  return sumOverServer(pid, (p) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (!kb) throw new Error(`VmRSS ausente em /proc/${p}/status`);
    return Number(kb) * 1024;
  });
}

/** CPU seconds a server has used so far, its processes' included (Linux's clock ticks, 100 a second). */
export function cpuSeconds(pid: number): number {
  const ticks = sumOverServer(pid, (p) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  });
  return ticks / 100;
}

/** The pids a process started (Linux's /proc children list; empty elsewhere or once it is gone). */
export function childProcesses(pid: number): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return list ? list.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** `read` of the server's process plus its children's; a child that ended between the list and the read counts 0. */
function sumOverServer(pid: number, read: (pid: number) => number): number {
  let sum = read(pid);
  for (const child of childProcesses(pid)) {
    try {
      sum += read(child);
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

export async function startServer(opts: ServerOptions): Promise<ServerChild> {
  const url = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  const entry = opts.entry ?? { cwd: REPO_ROOT, args: ['--import', 'tsx', 'server/main.ts'] };
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry.args], {
    cwd: entry.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...serverEnv(opts) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    // Enough to explain a failure; a long run must not keep every line.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('não foi possível iniciar o servidor');

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`o servidor terminou antes de ficar pronto:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu ${opts.readyPath ?? '/healthz'} a tempo:\n${output}`);
    }
    try {
      const res = await fetch(`${url}${opts.readyPath ?? '/healthz'}`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;

  const signal = async (sig: NodeJS.Signals) => {
    if (!gone) child.kill(sig);
    await exited;
  };
  return {
    pid,
    url,
    startMs,
    spawnedAt: started,
    child,
    exited,
    output: () => output,
    rssBytes: () => readRss(pid),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Whether nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port in [from, to]. The project keeps its test and script servers in 3400-3499; callers
 * running at the same time (vitest workers) pass disjoint ranges.
 */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`nenhuma porta livre entre ${from} e ${to}`);
}

/**
 * A free port for a test server: 3440-3489 in blocks of five per vitest worker (VITEST_POOL_ID),
 * so files running in parallel never race for the same port; 3490-3539 for the PostgreSQL project,
 * which runs in a vitest process of its own beside the SQLite one (scripts/test-all.sh) with the
 * same worker ids.
 */
export function testPort(): Promise<number> {
  const [from, to] = testPortBlock();
  return freePort(from, to);
}

/** This vitest worker's five ports, [first, last], for a test that needs several. */
export function testPortBlock(): [number, number] {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const range = process.env.RELEIA_TEST_ENGINE === 'postgres' ? 3490 : 3440;
  const base = range + ((Math.max(1, worker) - 1) % 10) * 5;
  return [base, base + 4];
}
