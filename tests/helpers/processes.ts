import type { DB } from '../../db/client.ts';
import { portIsFree, testPortBlock } from '../../scripts/lib/server.ts';

// What the tests that run several production processes on one database share: ports for the
// processes, and the check that every acknowledged write is in the database.

/** `n` free ports of this vitest worker's block (scripts/lib/server.ts testPortBlock). */
export async function freePorts(n: number): Promise<number[]> {
  const [from, to] = testPortBlock();
  const free: number[] = [];
  for (let port = from; port <= to && free.length < n; port++) if (await portIsFree(port)) free.push(port);
  if (free.length < n) throw new Error(`menos de ${n} portas livres entre ${from} e ${to}`);
  return free;
}

export interface AckedLike {
  userId: string;
  bookId: string;
}

/** The likes a process answered 2xx for that the database does not hold. */
export async function likesMissing(db: DB, userIds: string[], acked: AckedLike[]): Promise<AckedLike[]> {
  const stored = await db
    .selectFrom('likes')
    .select(['user_id', 'book_id'])
    .where('user_id', 'in', userIds)
    .execute();
  const have = new Set(stored.map((l) => `${l.user_id}:${l.book_id}`));
  return acked.filter((l) => !have.has(`${l.userId}:${l.bookId}`));
}
