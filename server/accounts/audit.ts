import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { serializeOn } from '../../db/dialect.ts';
import { mapPage, page } from '../sql/index.ts';

// The audit log (docs/product/reports.md#handling): every admin action with who, what, when and why. Callers write the
// entry with the same executor (transaction) as the change, so neither exists without the other.

export interface AuditEntry {
  actorId: string;
  /** The client address the admin acted from (server/http/client-address.ts). */
  ip: string | null;
  action: string;
  targetType: 'user' | 'book' | 'report' | 'category' | 'problem' | 'order';
  targetId: string;
  reason: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Executor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      ip_address: entry.ip,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason,
      details: JSON.stringify(entry.details ?? {}),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * An admin's look at members' private data (a mediation case, an evidence photo) is one entry per
 * admin, action and target within this window: a case's refreshes and a gallery's image requests
 * would otherwise bury the log, and one entry an hour still says who looked and when.
 */
export const READ_AUDIT_WINDOW_MS = 60 * 60 * 1000;

/** Writes the read's entry unless the same admin's look at the same target is already in the window. */
export async function auditReadOnce(db: DB, entry: AuditEntry, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // Alone on this admin's look at this target: a gallery's images arrive at once.
    await serializeOn(trx, `audit-read:${entry.actorId}:${entry.action}:${entry.targetId}`);
    const since = new Date(now.getTime() - READ_AUDIT_WINDOW_MS).toISOString();
    const recent = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', entry.targetType)
      .where('target_id', '=', entry.targetId)
      .where('action', '=', entry.action)
      .where('actor_id', '=', entry.actorId)
      .where('created_at', '>', since)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;
    await writeAudit(trx, entry, now);
    return true;
  });
}

/** Newest first, keyset over the autoincrement id. */
export async function listAudit(
  db: Executor,
  opts: { action: string; cursor?: string | null; limit: number },
) {
  let qb = db
    .selectFrom('audit_log')
    .leftJoin('profiles', 'profiles.user_id', 'audit_log.actor_id')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.target_type as targetType',
      'audit_log.target_id as targetId',
      'audit_log.reason',
      'audit_log.details',
      'audit_log.created_at as createdAt',
      'audit_log.actor_id as actorId',
      'audit_log.ip_address as ip',
      'profiles.name as actorName',
      'users.email as actorEmail',
    ]);
  if (opts.action) qb = qb.where('audit_log.action', '=', opts.action);
  const before = opts.cursor ? Number(opts.cursor) : null;
  if (before !== null && Number.isSafeInteger(before)) qb = qb.where('audit_log.id', '<', before);
  const rows = await qb
    .orderBy('audit_log.id', 'desc')
    .limit(opts.limit + 1)
    .execute();
  return mapPage(
    page(rows, opts.limit, (last) => String(last.id)),
    (r) => ({ ...r, details: parseDetails(r.details) }),
  );
}

function parseDetails(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
