// Sequential latency of tRPC calls over HTTP, one request at a time as a single reader sends
// them: one untimed pass first (so the figures are warm), then `runs` timed passes. Used by
// npm run bench:scale for search.books and search.suggest.

import { median, percentile } from './stats.ts';
import type { TrpcClient } from './trpc-http.ts';

export interface LabelledCall {
  /** How the slowest list names it, e.g. "'amor' (relevance)". */
  label: string;
  path: string;
  input: unknown;
}

export interface LatencyResult {
  calls: number;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The five calls with the highest median, slowest first. */
  slowest: { label: string; ms: number }[];
  /** Calls that did not answer ok, with the reason (at most 5). */
  failures: string[];
}

export async function sequentialLatency(
  client: TrpcClient,
  calls: readonly LabelledCall[],
  runs: number,
): Promise<LatencyResult> {
  const failures: string[] = [];
  const byCall = calls.map((): number[] => []);
  for (let pass = 0; pass <= runs; pass++) {
    for (const [i, call] of calls.entries()) {
      const t0 = performance.now();
      const result = await client.query(call.path, call.input);
      const elapsed = performance.now() - t0;
      if (!result.ok && failures.length < 5)
        failures.push(`${call.label}: ${result.error.code} ${result.error.message}`);
      // Pass 0 is the warm-up.
      if (pass > 0) byCall[i]?.push(elapsed);
    }
  }
  const all = byCall.flat();
  const slowest = calls
    .map((c, i) => ({ label: c.label, ms: median(byCall[i] ?? []) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  return {
    calls: calls.length,
    runs,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: Math.max(...all),
    slowest,
    failures,
  };
}
