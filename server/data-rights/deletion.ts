import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DB } from '../../db/client.ts';
import { DELETED_ACCOUNT, ordersInProgressMessage } from '../../shared/data-rights.ts';
import { writeAudit } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import { logger } from '../observability/index.ts';
import { removeCachedSizes, storedPhotoFile } from '../photos/index.ts';
import {
  type ErasedAccount,
  eraseAccount,
  findDeletableAccount,
  ordersInProgress,
  photoInUse,
} from './deletion-queries.ts';
import { exportsDir } from './export-files.ts';

// One deletion for both paths, the member's own and an admin's on a written request
// (docs/product/data-rights.md#deletion): the same refusals, one transaction, one audit entry
// without personal data, then the files and search entries that live outside the database.

export interface DeletionRequest {
  userId: string;
  /** Who asked: the member themself, or the admin acting on their written request. */
  actor: { id: string; ip: string | null; admin: boolean };
  /** The admin's reason or request reference; null when the member deletes their own account. */
  reason: string | null;
}

export async function deleteAccount(deps: { db: DB; dataDir: string }, request: DeletionRequest) {
  const { db, dataDir } = deps;
  const erased = await db.transaction().execute(async (trx) => {
    const account = await findDeletableAccount(trx, request.userId);
    if (!account) throw new RuleError('NOT_FOUND', 'Usuário não encontrado.');
    if (account.isAdmin)
      throw new RuleError('CONFLICT', 'Remova o acesso de administrador antes de excluir esta conta.');
    const open = await ordersInProgress(trx, request.userId);
    if (open.length > 0) throw new RuleError('CONFLICT', ordersInProgressMessage(open));
    const result = await eraseAccount(trx, request.userId);
    await writeAudit(trx, {
      actorId: request.actor.id,
      // An admin's address is the admin's; a member's own would outlive the account it belonged to.
      ip: request.actor.admin ? request.actor.ip : null,
      action: 'user.delete',
      targetType: 'user',
      targetId: request.userId,
      reason: request.reason,
      details: {
        label: DELETED_ACCOUNT,
        requestedBy: request.actor.admin ? 'admin' : 'member',
        booksRemoved: result.bookIds.length,
      },
    });
    return result;
  });
  await cleanUpAfter(db, dataDir, erased);
}

/** Outside the transaction: a file removed before a rollback could not be brought back. */
async function cleanUpAfter(db: DB, dataDir: string, erased: ErasedAccount): Promise<void> {
  for (const url of erased.photos) {
    const stored = storedPhotoFile(dataDir, url);
    // Demo covers are shared by the seed's books; uploads are named by content and may be shared too.
    if (!stored?.upload || (await photoInUse(db, url))) continue;
    await removeFile(stored.file);
    await removeCachedSizes(dataDir, url).catch((error: unknown) =>
      logger.warn({ err: error, url }, 'exclusão de conta: cópias redimensionadas não removidas'),
    );
  }
  for (const name of erased.exportFiles) await removeFile(join(exportsDir(dataDir), name));
}

async function removeFile(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      logger.warn({ err: error, path }, 'exclusão de conta: arquivo não removido');
  }
}
