import { randomUUID } from 'node:crypto';
import type { DB, Executor } from '../../db/client.ts';

// The queue of books whose wants are still to be matched (docs/decisions/031-wants-matching.md):
// written in the listing's own transaction, claimed by a conditional UPDATE so that of several
// processes exactly one works a book, and a claim older than CLAIM_STALE_MS taken again (its
// worker died mid-way; want_hits keeps a second pass from notifying twice).

const CLAIM_STALE_MS = 60_000;

/** Queues books for matching, in the caller's transaction; a book queued again is matched again. */
export async function queueWantChecks(trx: Executor, bookIds: readonly string[], now = new Date()) {
  for (const bookId of bookIds)
    await trx
      .insertInto('want_checks')
      .values({ book_id: bookId, queued_at: now.toISOString(), claimed_at: null })
      .onConflict((oc) =>
        oc.column('book_id').doUpdateSet({ queued_at: now.toISOString(), claimed_at: null }),
      )
      .execute();
}

/** Claims up to `limit` waiting checks for this worker: the ids it won, and its claim to finish them with. */
export async function claimWantChecks(db: DB, limit: number, now = new Date()) {
  // The claim starts with its time, so a stale one compares below the cutoff as text.
  const claim = `${now.toISOString()}#${randomUUID()}`;
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  const waiting = db
    .selectFrom('want_checks')
    .select('book_id')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('queued_at')
    .limit(limit);
  const rows = await db
    .updateTable('want_checks')
    .set({ claimed_at: claim })
    .where('book_id', 'in', waiting)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .returning('book_id')
    .execute();
  return { claim, bookIds: rows.map((r) => r.book_id) };
}

/** Done with a book, unless it was queued again meanwhile (its claim was cleared). */
export async function finishWantCheck(trx: Executor, bookId: string, claim: string) {
  await trx.deleteFrom('want_checks').where('book_id', '=', bookId).where('claimed_at', '=', claim).execute();
}

/** How many checks wait or are being worked (the benchmark waits for none). */
export async function pendingWantChecks(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('want_checks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
