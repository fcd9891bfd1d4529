// autocannon with the settings of the throughput runs in docs/performance/server-load.md: a fixed
// number of connections, no pipelining, and the headers Releia's browser client sends on a query.

import autocannon from 'autocannon';
import { TrpcClient } from './trpc-http.ts';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  /** Latency percentiles of the 2xx answers, in milliseconds (autocannon's whole-ms histogram). */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
}

/** A GET `paths` (in turn, round robin) against `baseUrl` for `seconds`. */
export async function hammer(opts: {
  baseUrl: string;
  paths: readonly string[];
  seconds: number;
  connections?: number;
}): Promise<LoadResult> {
  if (opts.paths.length === 0) throw new Error('nenhum caminho para a carga');
  let next = 0;
  const headers = new TrpcClient(opts.baseUrl).headers('query');
  const result = await autocannon({
    url: opts.baseUrl,
    connections: opts.connections ?? 50,
    pipelining: 1,
    duration: opts.seconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          req.path = opts.paths[next++ % opts.paths.length] as string;
          return req;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export interface Endpoint {
  name: string;
  paths: string[];
}

export interface Target {
  /** How the log names it, e.g. 'Releia', 'bare'. */
  name: string;
  baseUrl: string;
}

/**
 * Each endpoint against each target in turn: a warm-up of `warmupSeconds` on every target, then
 * `rounds` rounds of `seconds` on each, alternating so a change in the machine's load falls on
 * all of them alike. Answers, per endpoint name, each target's rounds in the order of `targets`.
 */
export async function alternateLoad(
  targets: readonly Target[],
  endpoints: readonly Endpoint[],
  opts: { seconds: number; rounds: number; warmupSeconds: number; log: (msg: string) => void },
): Promise<Map<string, LoadResult[][]>> {
  const runs = new Map<string, LoadResult[][]>();
  const each = targets.length > 1 ? ' em cada servidor' : '';
  for (const e of endpoints) {
    opts.log(`carga: ${e.name} (aquecimento ${opts.warmupSeconds} s${each})`);
    for (const t of targets)
      await hammer({ baseUrl: t.baseUrl, paths: e.paths, seconds: opts.warmupSeconds });
    const results = targets.map((): LoadResult[] => []);
    for (let round = 1; round <= opts.rounds; round++) {
      const order = targets.map((t) => `${t.name} ${opts.seconds} s`).join(', depois ');
      opts.log(`carga: ${e.name}, rodada ${round}/${opts.rounds}: ${order}`);
      for (const [i, t] of targets.entries()) {
        results[i]?.push(await hammer({ baseUrl: t.baseUrl, paths: e.paths, seconds: opts.seconds }));
      }
    }
    runs.set(e.name, results);
  }
  return runs;
}
