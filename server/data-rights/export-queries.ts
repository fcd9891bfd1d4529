import { randomUUID } from 'node:crypto';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';

// The data export job rows (docs/decisions/024-data-export-and-account-deletion.md): requested by
// the member, claimed by whichever process's worker gets there first, then ready until it expires.

export const EXPIRED_MESSAGE = 'O link expirou. Peça um novo arquivo.';

/** A claim older than this belongs to a worker that died; another may take the job again. */
const STALE_CLAIM_MS = 10 * 60_000;

const columns = [
  'id',
  'user_id as userId',
  'status',
  'progress',
  'file_name as fileName',
  'token_hash as tokenHash',
  'expires_at as expiresAt',
  'created_at as createdAt',
] as const;

/** The member's newest export, whatever its state. */
export function latestExport(db: Executor, userId: string) {
  return db
    .selectFrom('data_exports')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A new pending export, unless one is already waiting or being made (then that one's id). Alone
 * on the member (serializeOn), so requests sent at once cannot each find the queue empty.
 */
export async function requestExport(db: DB, userId: string, now = new Date()): Promise<string> {
  return inTransaction(db, async (trx) => {
    await serializeOn(trx, `export:${userId}`);
    const open = await trx
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'working'])
      .executeTakeFirst();
    if (open) return open.id;
    const id = randomUUID();
    await trx
      .insertInto('data_exports')
      .values({
        id,
        user_id: userId,
        status: 'pending',
        progress: 'Na fila para começar.',
        created_at: now.toISOString(),
      })
      .execute();
    return id;
  });
}

/**
 * Takes the oldest export nobody is working on (or whose worker died) for this worker. The update
 * only succeeds for one claimant, so several processes can share the queue.
 */
export async function claimNextExport(db: Executor, now = new Date()) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const candidates = await db
    .selectFrom('data_exports')
    .select(['id', 'user_id as userId', 'claimed_at as claimedAt'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'working'), eb('claimed_at', '<', stale)]),
      ]),
    )
    .orderBy('created_at')
    .limit(5)
    .execute();
  for (const job of candidates) {
    let claim = db
      .updateTable('data_exports')
      .set({ status: 'working', claimed_at: now.toISOString(), progress: 'Reunindo seus dados.' })
      .where('id', '=', job.id);
    claim =
      job.claimedAt === null
        ? claim.where('claimed_at', 'is', null)
        : claim.where('claimed_at', '=', job.claimedAt);
    const r = await claim.executeTakeFirst();
    if (r.numUpdatedRows > 0n) return { id: job.id, userId: job.userId };
  }
  return null;
}

export async function setExportProgress(db: Executor, id: string, progress: string): Promise<void> {
  await db.updateTable('data_exports').set({ progress }).where('id', '=', id).execute();
}

/**
 * The export is ready, and replaces the member's earlier ready one (one ZIP per member): returns
 * null when the job is gone (the account was deleted while its file was being made), else the
 * files of the exports it replaced, which the caller removes.
 */
export async function markExportReady(
  db: Executor,
  id: string,
  done: { fileName: string; tokenHash: string; expiresAt: Date },
): Promise<string[] | null> {
  const r = await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      progress: 'Arquivo pronto.',
      file_name: done.fileName,
      token_hash: done.tokenHash,
      expires_at: done.expiresAt.toISOString(),
    })
    .where('id', '=', id)
    .returning('user_id')
    .executeTakeFirst();
  if (!r) return null;
  const replaced = await db
    .selectFrom('data_exports')
    .select(['id', 'file_name'])
    .where('user_id', '=', r.user_id)
    .where('status', '=', 'ready')
    .where('id', '<>', id)
    .execute();
  if (replaced.length === 0) return [];
  await db
    .updateTable('data_exports')
    .set({ status: 'expired', progress: EXPIRED_MESSAGE, token_hash: null, file_name: null })
    .where(
      'id',
      'in',
      replaced.map((e) => e.id),
    )
    .execute();
  return replaced.flatMap((e) => (e.file_name ? [e.file_name] : []));
}

export async function markExportFailed(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed', progress: 'Não foi possível gerar o arquivo. Peça de novo.' })
    .where('id', '=', id)
    .execute();
}

/** Ready exports past their expiry become 'expired'; returns their files, which the caller removes. */
export async function expireExports(db: Executor, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select(['id', 'file_name'])
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now.toISOString())
    .execute();
  for (const row of rows)
    await db
      .updateTable('data_exports')
      .set({
        status: 'expired',
        progress: EXPIRED_MESSAGE,
        token_hash: null,
        file_name: null,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'ready')
      .execute();
  return rows.flatMap((r) => (r.file_name ? [r.file_name] : []));
}

/** A ready, unexpired export of this member, for the download route. */
export function findDownload(db: Executor, id: string, userId: string, now = new Date()) {
  return db
    .selectFrom('data_exports')
    .select(['file_name as fileName', 'token_hash as tokenHash', 'created_at as createdAt'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}
