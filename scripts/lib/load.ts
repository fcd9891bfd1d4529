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
