// The mixed load of `npm run bench`: simulated signed-in readers, each a loop of what Releia's
// browser client sends for one action (the same batches and mutations), then a pause while the
// person reads. Each user waits 1 to 3 s between actions: a user who never pauses is a load
// generator, not a person, and 200 of them would measure a flood instead. The flood has its use:
// without pauses the readers find the server's ceiling, one process's against several's
// (scripts/lib/both-cores.ts).

import { Rng } from '../../db/seed/random.ts';
import { HOME_SECTIONS } from '../../shared/categories.ts';
import type { ServerChild } from './server.ts';
import { markdownTable, mib, ms, percentile } from './stats.ts';
import type { CallResult, ProcedureType, TrpcClient } from './trpc-http.ts';

/** A person's pause between actions, in ms; `{ min: 0, max: 0 }` makes the readers a flood. */
export interface Think {
  min: number;
  max: number;
}
const READING: Think = { min: 1000, max: 3000 };

type Action = 'home' | 'livro' | 'busca' | 'curtir' | 'carrinho';

/** Share of actions of each kind. */
export const DEFAULT_MIX: readonly (readonly [Action, number])[] = [
  ['home', 0.3],
  ['livro', 0.35],
  ['busca', 0.1],
  ['curtir', 0.15],
  ['carrinho', 0.1],
];

interface Sample {
  action: Action;
  /** The procedures of the request, for the table. */
  what: string;
  ms: number;
  status: number;
  at: number;
}

export interface MixedLoadOptions {
  /** The process, or the processes behind the clients' ports (their RSS is summed). */
  server: ServerChild | readonly ServerChild[];
  clients: TrpcClient[];
  books: { id: string; slug: string }[];
  queries: string[];
  warmupSeconds: number;
  seconds: number;
  mix?: readonly (readonly [Action, number])[];
  /** The pause between a reader's actions (default 1 to 3 s). */
  think?: Think;
}

export async function runMixedLoad(opts: MixedLoadOptions) {
  const run = new MixedRun(opts);
  const servers = [opts.server].flat();
  const rss = () => servers.reduce((sum, s) => sum + s.rssBytes(), 0);
  const rssTimer = setTimeout(() => {
    run.rssStart = rss();
  }, opts.warmupSeconds * 1000);
  await Promise.all(opts.clients.map((c, i) => run.user(c, i)));
  clearTimeout(rssTimer);
  return summarize(run, rss(), servers.length);
}

/** One mixed load: its timeline and what the simulated users measured. */
class MixedRun {
  readonly mix: readonly (readonly [Action, number])[];
  readonly think: Think;
  readonly samples: Sample[] = [];
  readonly failures: string[] = [];
  readonly measureFrom: number;
  readonly end: number;
  /** The server's RSS once the warm-up is over. */
  rssStart = 0;

  constructor(readonly opts: MixedLoadOptions) {
    this.mix = (opts.mix ?? DEFAULT_MIX).filter(([, w]) => w > 0);
    this.think = opts.think ?? READING;
    const start = performance.now();
    this.measureFrom = start + opts.warmupSeconds * 1000;
    this.end = this.measureFrom + opts.seconds * 1000;
  }

  /** One signed-in user acting until the end, with a pause between actions. */
  async user(client: TrpcClient, index: number): Promise<void> {
    const { opts, samples, failures, end } = this;
    const MIX = this.mix;
    const rng = new Rng(1000 + index);
    const liked = new Set<string>();
    const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
    // Staggered starts, so the first second is not 200 simultaneous home pages.
    await sleep(rng.int(0, Math.max(this.think.max, 1000)));
    const timed = async (action: Action, type: ProcedureType, calls: { path: string; input?: unknown }[]) => {
      const t0 = performance.now();
      let status = 0;
      let results: CallResult[] = [];
      try {
        ({ status, results } = await client.batch(type, calls));
      } catch (error) {
        failures.push(`${calls.map((c) => c.path).join(',')}: ${String(error)}`);
      }
      const t1 = performance.now();
      samples.push({ action, what: calls.map((c) => c.path).join(','), ms: t1 - t0, status, at: t1 });
      if (status >= 500) failures.push(`${status} ${calls.map((c) => c.path).join(',')}`);
      return results;
    };
    while (performance.now() < end) {
      const action = rng.weighted(
        MIX.map(([a]) => a),
        MIX.map(([, w]) => w),
      );
      const book = rng.pick(opts.books);
      switch (action) {
        case 'home':
          await timed(action, 'query', [
            { path: 'accounts.me' },
            ...HOME_SECTIONS.map((s) => ({ path: 'books.section', input: { slug: s.slug } })),
            { path: 'views.recent' },
          ]);
          break;
        case 'livro':
          await timed(action, 'query', [{ path: 'books.bySlug', input: { slug: book.slug } }]);
          await timed(action, 'query', [{ path: 'books.related', input: { id: book.id } }]);
          await timed(action, 'mutation', [{ path: 'views.register', input: { bookId: book.id } }]);
          break;
        case 'busca':
          await timed(action, 'query', [{ path: 'search.books', input: { q: rng.pick(opts.queries) } }]);
          break;
        case 'curtir': {
          const like = !liked.has(book.id);
          await timed(action, 'mutation', [
            { path: like ? 'likes.like' : 'likes.unlike', input: { bookId: book.id } },
          ]);
          if (like) liked.add(book.id);
          else liked.delete(book.id);
          break;
        }
        case 'carrinho': {
          await timed(action, 'mutation', [{ path: 'cart.add', input: { bookId: book.id } }]);
          const [list] = await timed(action, 'query', [{ path: 'cart.list' }]);
          const items = list?.ok ? (list.data as { items: { id: string }[] }).items : [];
          const first = items[0];
          if (items.length > 5 && first) {
            await timed(action, 'mutation', [{ path: 'cart.remove', input: { itemId: first.id } }]);
          }
          break;
        }
      }
      if (this.think.max > 0) await sleep(rng.int(this.think.min, this.think.max));
    }
  }
}

/** The table and summary lines of the measured window. */
function summarize(run: MixedRun, rssEnd: number, processes: number) {
  const { opts, samples, failures, measureFrom, end, rssStart } = run;
  const MIX = run.mix;
  const measured = samples.filter((s) => s.at >= measureFrom && s.at <= end);
  const rows: string[][] = [];
  const groups = new Map<string, Sample[]>();
  for (const s of measured) {
    const key = `${s.action}: ${s.what.startsWith('accounts.me,') ? 'accounts.me + 6 × books.section + views.recent' : s.what}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const line = (name: string, list: Sample[]) => {
    const times = list.map((s) => s.ms);
    return [
      name,
      String(list.length),
      (list.length / opts.seconds).toFixed(1),
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      String(list.filter((s) => s.status >= 400 && s.status < 500).length),
      String(list.filter((s) => s.status >= 500 || s.status === 0).length),
    ];
  };
  for (const [name, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) rows.push(line(name, list));
  rows.push(line('**todas**', measured));
  const fiveXX = measured.filter((s) => s.status >= 500 || s.status === 0).length;
  const fourXX = measured.filter((s) => s.status >= 400 && s.status < 500).length;
  const times = measured.map((s) => s.ms);
  const p99 = percentile(times, 99);
  const change = rssStart ? (rssEnd - rssStart) / rssStart : Number.NaN;
  const verdict = (ok: boolean) => (ok ? 'atingido' : '**não atingido**');
  return {
    requests: measured.length,
    rps: measured.length / opts.seconds,
    p50: percentile(times, 50),
    fourXX,
    fiveXX,
    p99,
    rssStart,
    rssEnd,
    failures,
    thinkText: `${run.think.max > 0 ? `pausa de ${run.think.min / 1000} a ${run.think.max / 1000} s entre ações` : 'sem pausa entre ações'}; ações: ${MIX.map(([a, w]) => `${a} ${Math.round(w * 100)} %`).join(', ')}`,
    table: markdownTable(['requisição', 'n', 'req/s', 'p50', 'p99', '4xx', '5xx/falhas'], rows),
    summary: [
      `5xx ou falhas de conexão: ${fiveXX} (meta 0: ${verdict(fiveXX === 0)}); p99 geral: ${ms(p99)} (meta < 100 ms: ${verdict(p99 < 100)}).`,
      `RSS ${processes > 1 ? `dos ${processes} processos do servidor (soma)` : 'do servidor'}: ${mib(rssStart)} após o aquecimento, ${mib(rssEnd)} no fim (${(change * 100).toFixed(1)} %; meta dentro de 20 %: ${verdict(Math.abs(change) <= 0.2)}).`,
      ...(failures.length ? [`Primeiras falhas: ${failures.slice(0, 5).join(' | ')}`] : []),
    ].join('\n'),
  };
}
