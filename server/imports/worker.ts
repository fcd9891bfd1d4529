import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import type { Config } from '../config.ts';
import { RuleError } from '../errors.ts';
import type { IsbnConfig } from '../isbn/index.ts';
import { insertBookIn, updateOwnBookIn } from '../listings/index.ts';
import { announce, createNotifier, type Notifier, type NotifierConfig } from '../notifications/index.ts';
import { logger } from '../observability/index.ts';
import { nudgeWantMatcher } from '../wants/index.ts';
import { fillFromIsbn, ISBN_NOT_FILLED, ISBN_OFF, ISBN_UNAVAILABLE } from './isbn-fill.ts';
import { type BookInput, checkRow, type RowValues } from './rows.ts';

// The import worker (docs/decisions/044-spreadsheets.md#the-import-job): every process runs it on
// a timer and a confirmation nudges it. A worker leases a batch of waiting rows; each row's book
// and its 'done' mark are written in one transaction that holds only while the lease is still this
// worker's, so a row whose lease ran out and was taken by another is never listed twice.

const EVERY_MS = 3_000;
export const LEASE_MS = 60_000;
const BATCH = 25;
/** How long a finished import's rows are kept for its page. */
const ROWS_KEPT_MS = 30 * 24 * 3_600_000;
/** A row whose ISBN providers failed is tried this many times, this long apart. */
const ISBN_ATTEMPTS = 4;
const ISBN_RETRY_MS = 20_000;
/** Rows of a batch whose ISBNs are looked up at once (the server's pace still holds, ISBN_REQUESTS_PER_SECOND). */
const FILL_AT_ONCE = 8;

interface Claimed {
  jobId: string;
  line: number;
  userId: string;
  outcome: string;
  fields: string;
  code: string | null;
  bookId: string | null;
  attempts: number;
}

/** What the worker needs of the settings: the notices' (an update may end offers) and the ISBN providers'. */
export type ImportWorkerConfig = NotifierConfig & IsbnConfig;

let running: Promise<number> | null = null;
let started: { db: DB; config: ImportWorkerConfig } | null = null;
const processOwner = randomUUID();
const PRUNE_EVERY_MS = 3_600_000;
let prunedAt = 0;

export function startImportWorker(db: DB, config: Config): void {
  started = { db, config };
  setInterval(nudgeImportWorker, EVERY_MS).unref();
}

export function nudgeImportWorker(): void {
  const worker = started;
  if (!worker) return;
  setImmediate(() => {
    runImportWorker(worker.db, worker.config, processOwner).catch((err: unknown) =>
      logger.error({ err }, 'falha no trabalho de importação de planilhas'),
    );
  });
}

/** Works batches until no row waits; concurrent calls in one process share a run. Answers the rows written. */
export function runImportWorker(
  db: DB,
  config: ImportWorkerConfig,
  owner: string,
  now = () => new Date(),
): Promise<number> {
  running ??= (async () => {
    let total = 0;
    try {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneImports(db, now());
      }
      for (
        let n = await runImportBatch(db, config, owner, now());
        n > 0;
        n = await runImportBatch(db, config, owner, now())
      )
        total += n;
    } finally {
      running = null;
    }
    return total;
  })();
  return running;
}

/** Leases up to a batch of waiting rows and lists them; answers how many it leased. */
export async function runImportBatch(
  db: DB,
  config: ImportWorkerConfig,
  owner: string,
  now: Date,
): Promise<number> {
  const claimed = await claimRows(db, owner, now);
  if (claimed.length === 0) return 0;
  const notifier = createNotifier(config);
  let listed = 0;
  const began = Date.now();
  // A row filled from its ISBN may wait seconds for the providers: the lease follows the clock.
  const at = () => new Date(now.getTime() + (Date.now() - began));
  const inputs: Array<BookInput | null> = [];
  for (let i = 0; i < claimed.length; i += FILL_AT_ONCE)
    inputs.push(
      ...(await Promise.all(
        claimed.slice(i, i + FILL_AT_ONCE).map((row) => rowInput(db, config, owner, row, at())),
      )),
    );
  for (const [i, row] of claimed.entries()) {
    const input = inputs[i];
    if (input && (await writeRow(db, owner, row, input, notifier, at()))) listed++;
    // SQLite answers synchronously, so a batch written without a pause would hold every reader's
    // request until its last row: each row gives the event loop a turn.
    await nextTurn();
  }
  for (const jobId of new Set(claimed.map((r) => r.jobId))) await finishIfDone(db, jobId, now);
  await announce(db, notifier);
  if (listed > 0) nudgeWantMatcher();
  return claimed.length;
}

async function claimRows(db: Executor, owner: string, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('import_rows')
    .innerJoin('import_jobs', 'import_jobs.id', 'import_rows.job_id')
    .select([
      'import_rows.job_id as jobId',
      'import_rows.line',
      'import_jobs.user_id as userId',
      'import_rows.outcome',
      'import_rows.fields',
      'import_rows.code',
      'import_rows.book_id as bookId',
      'import_rows.attempts',
      'import_rows.lease_until as leaseUntil',
    ])
    .where('import_rows.state', '=', 'waiting')
    .where('import_jobs.status', '=', 'listing')
    .where((eb) => eb.or([eb('import_rows.lease_until', 'is', null), eb('import_rows.lease_until', '<', at)]))
    .orderBy('import_jobs.confirmed_at')
    .orderBy('import_rows.line')
    .limit(BATCH)
    .execute();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed: Claimed[] = [];
  for (const { leaseUntil, ...row } of candidates) {
    // Taken only if nobody leased it since it was read: the lease seen is the lease replaced.
    const r = await db
      .updateTable('import_rows')
      .set({ lease_owner: owner, lease_until: until })
      .where('job_id', '=', row.jobId)
      .where('line', '=', row.line)
      .where('state', '=', 'waiting')
      .where((eb) =>
        leaseUntil === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', leaseUntil),
      )
      .executeTakeFirst();
    if (r.numUpdatedRows > 0n) claimed.push(row);
  }
  return claimed;
}

/** Lists or updates one row's book with its mark, or marks the row failed with the reason. */
async function writeRow(
  db: DB,
  owner: string,
  row: Claimed,
  input: BookInput,
  notifier: Notifier,
  now: Date,
): Promise<boolean> {
  try {
    return await inTransaction(db, async (trx) => {
      const mark = await trx
        .updateTable('import_rows')
        .set({ state: 'done', lease_until: null })
        .where('job_id', '=', row.jobId)
        .where('line', '=', row.line)
        .where('state', '=', 'waiting')
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      if (mark.numUpdatedRows === 0n) return false;
      const bookId = await writeBook(trx, row, input, notifier, now);
      await trx
        .updateTable('import_rows')
        .set({ book_id: bookId })
        .where('job_id', '=', row.jobId)
        .where('line', '=', row.line)
        .execute();
      await bumpDone(trx, row.jobId);
      return true;
    });
  } catch (error) {
    const message = failureMessage(error, row.code);
    if (!(error instanceof RuleError))
      logger.error({ err: error, jobId: row.jobId, line: row.line }, message);
    await markFailed(db, owner, row, message);
    return false;
  }
}

/** A row that will not be listed, with why; counted as done so the bar reaches its end. */
async function markFailed(db: DB, owner: string, row: Claimed, message: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const r = await trx
      .updateTable('import_rows')
      .set({ state: 'failed', error: message, lease_until: null })
      .where('job_id', '=', row.jobId)
      .where('line', '=', row.line)
      .where('state', '=', 'waiting')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    if (r.numUpdatedRows > 0n) await bumpDone(trx, row.jobId);
  });
}

/**
 * The row's book as it will be written, checked again with today's rules (the preview may be days
 * old); a new row with only an ISBN gets the ISBN's facts where its cells are empty. Null when the
 * row fails, marked so.
 */
async function rowInput(
  db: DB,
  config: IsbnConfig,
  owner: string,
  row: Claimed,
  now: Date,
): Promise<BookInput | null> {
  const checked = checkRow(JSON.parse(row.fields) as RowValues);
  if (!checked.ok) {
    await markFailed(db, owner, row, checked.reason);
    return null;
  }
  if (checked.fill === null || row.outcome === 'update') return checked.input;
  // The providers may take seconds: the lease starts again from now.
  await db
    .updateTable('import_rows')
    .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('job_id', '=', row.jobId)
    .where('line', '=', row.line)
    .where('lease_owner', '=', owner)
    .execute();
  const fill = await fillFromIsbn(db, config, checked.input, checked.fill, now);
  if (fill.kind === 'filled') return fill.input;
  if (fill.kind === 'retry' && row.attempts + 1 < ISBN_ATTEMPTS) {
    // Left waiting, for any worker to take again once the providers had time to recover.
    await db
      .updateTable('import_rows')
      .set({ attempts: row.attempts + 1, lease_until: new Date(now.getTime() + ISBN_RETRY_MS).toISOString() })
      .where('job_id', '=', row.jobId)
      .where('line', '=', row.line)
      .where('lease_owner', '=', owner)
      .execute();
    return null;
  }
  const reason = { unknown: ISBN_NOT_FILLED, off: ISBN_OFF, retry: ISBN_UNAVAILABLE }[fill.kind];
  await markFailed(db, owner, row, reason);
  return null;
}

async function writeBook(
  trx: Executor,
  row: Claimed,
  input: BookInput,
  notifier: Notifier,
  now: Date,
): Promise<string> {
  if (row.outcome === 'update' && row.bookId) {
    if (!(await updateOwnBookIn(trx, row.userId, row.bookId, input, notifier, now)))
      throw new RuleError('NOT_FOUND', 'O livro deste código foi removido depois da prévia.');
    return row.bookId;
  }
  const id = await insertBookIn(trx, row.userId, input, now);
  if (row.code) await trx.updateTable('books').set({ seller_code: row.code }).where('id', '=', id).execute();
  return id;
}

function failureMessage(error: unknown, code: string | null): string {
  if (error instanceof RuleError) return error.message;
  const text = error instanceof Error ? error.message : '';
  if (code && /unique|books_seller_code/i.test(text)) return `Já existe um livro seu com o código “${code}”.`;
  return 'Erro inesperado ao listar este livro.';
}

async function bumpDone(trx: Executor, jobId: string): Promise<void> {
  await trx
    .updateTable('import_jobs')
    .set({ done_count: sql`done_count + 1` })
    .where('id', '=', jobId)
    .execute();
}

/**
 * The rows of imports finished (or given up) a while ago go; the job's counts stay. A preview
 * left unconfirmed as long goes too (docs/product/spreadsheets.md#the-preview).
 */
export async function pruneImports(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ROWS_KEPT_MS).toISOString();
  const old = db
    .selectFrom('import_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['done', 'cancelled']), eb('finished_at', '<', before)]),
        eb.and([eb('status', '=', 'preview'), eb('created_at', '<', before)]),
      ]),
    );
  await db.deleteFrom('import_rows').where('job_id', 'in', old).execute();
  await db
    .updateTable('import_jobs')
    .set({ status: 'cancelled', finished_at: now.toISOString() })
    .where('status', '=', 'preview')
    .where('created_at', '<', before)
    .execute();
}

/** A job with no row left waiting is done. */
async function finishIfDone(db: Executor, jobId: string, now: Date): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ status: 'done', finished_at: now.toISOString() })
    .where('id', '=', jobId)
    .where('status', '=', 'listing')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('import_rows')
            .select('line')
            .where('import_rows.job_id', '=', jobId)
            .where('import_rows.state', '=', 'waiting'),
        ),
      ),
    )
    .execute();
}
