// npm run bench:search -- --known-item [--pg] [--1m]: does the book a reader has in mind come up
// in the first ten? 200 books sampled from the dataset's listed books, queries made from each as
// people type them (scripts/lib/known-item.ts), search.books by relevance through the tRPC
// caller, success@10 per kind beside its target, and the misses (docs/performance/search.md#known-item).
//
// The 100 000-book dataset by default (scripts/lib/dataset.ts); --1m the million-book one of
// npm run bench:scale. --pg seeds the same rows into a throwaway PostgreSQL cluster (minutes at
// 100 000 books; BENCH_BOOKS sets another size). KNOWN_ITEM_SAMPLE sets the sample (default 200).

import os from 'node:os';
import type { DB } from '../db/client.ts';
import { appRouter } from '../server/app-router.ts';
import { listed } from '../server/catalog/listed.ts';
import { loadConfig } from '../server/config.ts';
import { createContextInner } from '../server/context.ts';
import { BENCH_DATASET, BENCH_DATASET_1M, openBenchDataset } from './lib/dataset.ts';
import {
  hitOf,
  KNOWN_ITEM_KINDS,
  type KnownBook,
  type KnownItemKind,
  type KnownItemQuery,
  knownItemQueries,
  titlesAnswering,
  titlesByAuthor,
} from './lib/known-item.ts';
import { openPostgresDataset } from './lib/pg-dataset.ts';

/** Success@10 each kind must reach. */
export const KNOWN_ITEM_TARGET = 0.97;

const SAMPLE = Number(process.env.KNOWN_ITEM_SAMPLE ?? 200);

/** The listed books in listing order, as the queries are drawn from them. */
export function knownBooks(db: DB): Promise<KnownBook[]> {
  return db
    .selectFrom('books')
    .where(listed)
    .select(['books.id', 'books.title', 'books.author', 'books.isbn'])
    .orderBy('books.updated_at')
    .orderBy('books.id')
    .execute();
}

export interface KindResult {
  kind: KnownItemKind;
  n: number;
  hits: number;
  /** Misses, those more than ten works answer alike (titlesAnswering) flagged `ambiguous`. */
  misses: { query: KnownItemQuery; first: string[]; ambiguous: boolean }[];
  /** How many misses more than ten works answer alike. */
  ambiguous: number;
}

/** Runs every query through search.books and tells, per kind, how many found their book. */
export async function runKnownItem(
  db: DB,
  queries: readonly KnownItemQuery[],
  byId: ReadonlyMap<string, KnownBook>,
  databaseUrl?: string,
): Promise<KindResult[]> {
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', DATABASE_URL: databaseUrl });
  const caller = appRouter.createCaller(createContextInner({ db, config }));
  const results = new Map<KnownItemKind, KindResult>(
    KNOWN_ITEM_KINDS.map((kind) => [kind, { kind, n: 0, hits: 0, misses: [], ambiguous: 0 }]),
  );
  let byAuthor: Map<string, Set<string>> | undefined;
  for (const query of queries) {
    const page = await caller.search.books({ q: query.q, sort: 'relevance', limit: 10 });
    const found = page.items.map((card) => byId.get(card.id)).filter((b): b is KnownBook => b !== undefined);
    const result = results.get(query.kind);
    if (!result) continue;
    result.n++;
    if (found.some((b) => hitOf(query, b))) result.hits++;
    else {
      byAuthor ??= titlesByAuthor([...byId.values()]);
      const ambiguous =
        query.kind === 'palavra distintiva + sobrenome' && titlesAnswering(query, byAuthor) > 10;
      if (ambiguous) result.ambiguous++;
      result.misses.push({
        query,
        first: found.slice(0, 3).map((b) => `${b.title} (${b.author})`),
        ambiguous,
      });
    }
  }
  return [...results.values()].filter((r) => r.n > 0);
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

export function knownItemTable(results: readonly KindResult[]): string[] {
  const lines = [
    '| tipo de consulta | n | sucesso@10 | meta | | falhas que mais de 10 obras respondem igualmente |',
    '|---|---|---|---|---|---|',
  ];
  let n = 0;
  let hits = 0;
  for (const r of results) {
    n += r.n;
    hits += r.hits;
    const rate = r.hits / r.n;
    lines.push(
      `| ${r.kind} | ${r.n} | ${pct(rate)} | ≥ ${pct(KNOWN_ITEM_TARGET)} | ${rate >= KNOWN_ITEM_TARGET ? 'atingida' : 'não atingida'} | ${r.kind === 'palavra distintiva + sobrenome' ? r.ambiguous : ''} |`,
    );
  }
  lines.push(`| **todas** | ${n} | ${pct(hits / Math.max(1, n))} | | | |`);
  return lines;
}

async function main() {
  const onPostgres = process.argv.includes('--pg');
  const dataset = process.argv.includes('--1m') ? BENCH_DATASET_1M : BENCH_DATASET;
  const pg = onPostgres
    ? await openPostgresDataset(Number(process.env.BENCH_BOOKS ?? dataset.books), dataset.seed)
    : undefined;
  const db = pg?.db ?? (await openBenchDataset(dataset.path, console.info, dataset));
  const books = await knownBooks(db);
  const queries = knownItemQueries(books, SAMPLE);
  const started = performance.now();
  const results = await runKnownItem(db, queries, new Map(books.map((b) => [b.id, b])), pg?.url);
  const seconds = (performance.now() - started) / 1000;
  const cpu = os.cpus()[0]?.model ?? 'desconhecido';
  console.info(`Data: ${new Date().toISOString()}`);
  console.info(
    `Máquina: ${cpu}, ${os.cpus().length} núcleos, Node ${process.version}, carga ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.info(
    `Motor: ${onPostgres ? 'PostgreSQL' : 'SQLite'}; ${books.length} livros à venda (seed ${dataset.seed}); ${SAMPLE} livros sorteados, ${queries.length} consultas em ${seconds.toFixed(1)} s`,
  );
  console.info('');
  console.info(knownItemTable(results).join('\n'));
  console.info('');
  // The misses an order could have avoided first: those more than ten works answer alike cannot be.
  for (const r of results)
    for (const miss of [...r.misses].sort((x, y) => Number(x.ambiguous) - Number(y.ambiguous)).slice(0, 12))
      console.info(
        `- ${r.kind}${miss.ambiguous ? ' (ambígua)' : ''}: '${miss.query.q}' (${miss.query.book.title}, ${miss.query.book.author}) → ${miss.first.join(' · ') || 'nada'}`,
      );
  await (pg?.stop() ?? db.destroy());
}

if (process.argv.includes('--known-item')) await main();
