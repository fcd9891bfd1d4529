import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import type { BookUpdate } from '../../db/schema.ts';
import { VACATION_BOOK_REASON, vacationToday } from '../../shared/vacation.ts';
import { RuleError } from '../errors.ts';
import { ensureStore } from '../members/index.ts';
import { logger } from '../observability/index.ts';
import { queueWantChecks } from '../wants/index.ts';

// Modo férias (docs/product/vacation.md). Closing the store moves its books on sale to 'hidden'
// with hidden_by_vacation set, as a suspension does with hidden_by_suspension: every list, search,
// cart and offer already reads the status (server/catalog/listed.ts), so no query learns a second
// rule; reopening lists exactly the flagged books again (docs/decisions/045-books-hidden-by-their-status.md).

export interface Vacation {
  since: string;
  until: string | null;
  message: string | null;
}

/** The store's modo férias, or null when it is open. */
export async function vacationOf(db: Executor, userId: string): Promise<Vacation | null> {
  const row = await db
    .selectFrom('stores')
    .select(['vacation_since', 'vacation_until', 'vacation_message'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.vacation_since) return null;
  return { since: row.vacation_since, until: row.vacation_until, message: row.vacation_message };
}

/**
 * Closes the store (or changes the date and message of a closing): its books on sale leave sale,
 * flagged to come back. Offers on them cannot be accepted while the books are hidden, and wants
 * hear of them again on reopening. How many books left sale now.
 */
export async function startVacation(
  db: DB,
  userId: string,
  input: { until: string | null; message: string | null },
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    await ensureStore(trx, userId, now);
    await trx
      .updateTable('stores')
      .set((eb) => ({
        vacation_since: eb.fn.coalesce('vacation_since', eb.val(at)),
        vacation_until: input.until,
        vacation_message: input.message,
        updated_at: at,
      }))
      .where('user_id', '=', userId)
      .execute();
    const hidden = await trx
      .updateTable('books')
      .set({ status: 'hidden', status_reason: VACATION_BOOK_REASON, hidden_by_vacation: 1, updated_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'available')
      .executeTakeFirst();
    return Number(hidden.numUpdatedRows);
  });
}

/**
 * Reopens the store and lists again exactly the books the closing hid; null when it was not
 * closed (or, with `dueBy`, when its return date is later: the seller moved it meanwhile). A
 * suspended seller's store stays closed: the suspension has the last word, and the job reopens it
 * after a reinstatement. The conditional UPDATE makes one caller the reopener, whichever process.
 */
export async function endVacation(
  db: DB,
  userId: string,
  opts: { now?: Date; dueBy?: string } = {},
): Promise<number | null> {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    let reopen = trx
      .updateTable('stores')
      .set({ vacation_since: null, vacation_until: null, vacation_message: null, updated_at: at })
      .where('user_id', '=', userId)
      .where('vacation_since', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'stores.user_id')
              .where('users.suspended_at', 'is not', null),
          ),
        ),
      );
    if (opts.dueBy) reopen = reopen.where('vacation_until', '<=', opts.dueBy);
    const r = await reopen.executeTakeFirst();
    if (r.numUpdatedRows === 0n) return null;
    const restored = await trx
      .updateTable('books')
      .set({ status: 'available', status_reason: null, hidden_by_vacation: 0, updated_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'hidden')
      .where('hidden_by_vacation', '=', 1)
      .returning('id')
      .execute();
    // Listed again: wants hear of them now (docs/product/wants.md#matching).
    await queueWantChecks(
      trx,
      restored.map((b) => b.id),
      now,
    );
    return restored.length;
  });
}

/** The status columns of a book that goes on sale now, or back on sale: hidden while its store is closed. */
export async function onSaleColumns(db: Executor, sellerId: string): Promise<BookUpdate> {
  const closed = await vacationOf(db, sellerId);
  return closed
    ? { status: 'hidden', status_reason: VACATION_BOOK_REASON, hidden_by_vacation: 1 }
    : { status: 'available', status_reason: null, hidden_by_vacation: 0 };
}

/** Reopens every store whose return date has come (Brasília's calendar); how many reopened. */
export async function reopenDueStores(db: DB, now = new Date()): Promise<number> {
  const today = vacationToday(now);
  const due = await db
    .selectFrom('stores')
    .innerJoin('users', 'users.id', 'stores.user_id')
    .select('stores.user_id')
    .where('stores.vacation_since', 'is not', null)
    .where('stores.vacation_until', '<=', today)
    .where('users.suspended_at', 'is', null)
    .execute();
  let reopened = 0;
  for (const { user_id } of due)
    if ((await endVacation(db, user_id, { now, dueBy: today })) !== null) reopened++;
  return reopened;
}

const EVERY_MS = 60_000;

/** Every process tries every minute (server/serve.ts), like the offers' job; the conditional UPDATE keeps each reopening to one. */
export function startVacationWorker(db: DB): void {
  const run = () =>
    reopenDueStores(db).catch((err: unknown) =>
      logger.error({ err }, 'falha ao reabrir livrarias em férias'),
    );
  // A restart after the date reopens at once rather than a minute later.
  void run();
  setInterval(run, EVERY_MS).unref();
}

/** 'Reabrir a livraria' on a store that is not closed. */
export function notOnVacation(): RuleError {
  return new RuleError('CONFLICT', 'Sua livraria não está em férias.');
}
