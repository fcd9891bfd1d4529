import { type CompiledQuery, sql } from 'kysely';
import type { Executor } from '../../db/client.ts';

// The public answers' stamps (db/migrations/2026-11-29T1600_public_stamp.ts): a token per kind of
// public data, changed by triggers in the transaction of any write that changes what visitors see.

/** The kinds of public data, each bumped by the writes to its tables (see the migration). */
export type StampKind = 'books' | 'sellers' | 'categories' | 'follows';

interface StampRow {
  kind: string;
  token: string;
}

// Read before every public answer: compiled once per database, as findBookDetail's query is.
const compiledRead = new WeakMap<Executor, CompiledQuery<StampRow>>();

/**
 * Every kind's current token, as committed now. A kind with no row reads as ''. On PostgreSQL a
 * kind has several rows ('books:0' … 'books:7', so concurrent writers lock different ones): its
 * token is theirs together.
 */
export async function readStamps(db: Executor): Promise<ReadonlyMap<string, string>> {
  let compiled = compiledRead.get(db);
  if (!compiled) {
    compiled = sql<StampRow>`select kind, token from public_stamps order by kind`.compile(db);
    compiledRead.set(db, compiled);
  }
  const { rows } = await db.executeQuery(compiled);
  const stamps = new Map<string, string>();
  for (const { kind, token } of rows) {
    const base = kind.split(':')[0] ?? kind;
    const before = stamps.get(base);
    stamps.set(base, before === undefined ? token : `${before}.${token}`);
  }
  return stamps;
}

/** The stamp an answer depending on `kinds` is kept under: their tokens, in the kinds' order. */
export function stampOf(stamps: ReadonlyMap<string, string>, kinds: readonly StampKind[]): string {
  return kinds.map((kind) => `${kind}:${stamps.get(kind) ?? ''}`).join(' ');
}
