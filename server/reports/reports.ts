import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { ReportReason, ReportStatus, ReportTargetType } from '../../db/schema.ts';
import { bookPath, storeSlugFromName } from '../../shared/slug.ts';
import { isUniqueViolation } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import { fetchOffsetPage, mapPage } from '../sql/index.ts';

// Reports ('Denunciar', docs/product/reports.md): one OPEN report per reporter and target (the partial unique
// index reports_one_open decides races); admins resolve or dismiss them.

/** Owner of a reportable target: a book anyone can see, or an active store of a non-suspended seller. */
async function targetOwner(db: Executor, type: ReportTargetType, id: string): Promise<string | null> {
  if (type === 'book') {
    const book = await db
      .selectFrom('books')
      .select('user_id')
      .where('id', '=', id)
      .where('status', 'not in', ['hidden', 'removed'])
      .executeTakeFirst();
    return book?.user_id ?? null;
  }
  const store = await db
    .selectFrom('stores')
    .innerJoin('users', 'users.id', 'stores.user_id')
    .select('stores.user_id')
    .where('stores.user_id', '=', id)
    .where('stores.is_active', '=', 1)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  return store?.user_id ?? null;
}

export async function createReport(
  db: Executor,
  reporterId: string,
  input: { targetType: ReportTargetType; targetId: string; reason: ReportReason; details: string | null },
  now = new Date(),
): Promise<string> {
  const owner = await targetOwner(db, input.targetType, input.targetId);
  if (!owner) throw new RuleError('NOT_FOUND', 'Não encontramos o anúncio denunciado.');
  if (owner === reporterId)
    throw new RuleError('FORBIDDEN', 'Você não pode denunciar o seu próprio anúncio.');
  const id = randomUUID();
  try {
    await db
      .insertInto('reports')
      .values({
        id,
        reporter_id: reporterId,
        target_type: input.targetType,
        target_id: input.targetId,
        reason: input.reason,
        details: input.details,
        status: 'open',
        resolution_note: null,
        created_at: now.toISOString(),
        resolved_at: null,
        resolved_by: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new RuleError('CONFLICT', 'Você já denunciou este anúncio. Nossa equipe está analisando.');
    throw error;
  }
  return id;
}

/** Whether the user already has an open report on the target (the button says so). */
export async function hasOpenReport(
  db: Executor,
  reporterId: string,
  type: ReportTargetType,
  targetId: string,
) {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countOpenReports(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The admin queue: oldest open first (first come, first served); closed ones newest first.
 * Offset cursor, since the two orders differ.
 */
export async function listReports(
  db: Executor,
  opts: { status: ReportStatus; cursor?: string | null; limit: number },
) {
  const query = reportQueueQuery(db)
    .where('reports.status', '=', opts.status)
    .orderBy('reports.created_at', opts.status === 'open' ? 'asc' : 'desc')
    .orderBy('reports.id');
  return mapPage(await fetchOffsetPage(query, opts), (r) => ({
    id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    details: r.details,
    status: r.status,
    resolutionNote: r.resolutionNote,
    createdAt: r.createdAt,
    resolvedAt: r.resolvedAt,
    reporter: { name: r.reporterName, username: r.reporterUsername },
    resolverName: r.resolverName,
    target: reportTarget(r),
    owner: r.ownerId ? { id: r.ownerId, name: r.ownerName, suspended: r.ownerSuspendedAt !== null } : null,
  }));
}

/** Each report with its reporter, its resolver and what its target is now (a book or a store). */
function reportQueueQuery(db: Executor) {
  return db
    .selectFrom('reports')
    .innerJoin('profiles as reporter', 'reporter.user_id', 'reports.reporter_id')
    .leftJoin('profiles as resolver', 'resolver.user_id', 'reports.resolved_by')
    .leftJoin('books', (join) =>
      join.onRef('books.id', '=', 'reports.target_id').on('reports.target_type', '=', 'book'),
    )
    .leftJoin('profiles as owner', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('reports.target_type', '=', 'store'),
            eb('owner.user_id', '=', eb.ref('reports.target_id')),
          ]),
          eb.and([eb('reports.target_type', '=', 'book'), eb('owner.user_id', '=', eb.ref('books.user_id'))]),
        ]),
      ),
    )
    .leftJoin('stores', (join) =>
      join.onRef('stores.user_id', '=', 'reports.target_id').on('reports.target_type', '=', 'store'),
    )
    .leftJoin('users as owner_user', 'owner_user.id', 'owner.user_id')
    .select([
      'reports.id',
      'reports.target_type as targetType',
      'reports.target_id as targetId',
      'reports.reason',
      'reports.details',
      'reports.status',
      'reports.resolution_note as resolutionNote',
      'reports.created_at as createdAt',
      'reports.resolved_at as resolvedAt',
      'reporter.name as reporterName',
      'reporter.username as reporterUsername',
      'resolver.name as resolverName',
      'books.title as bookTitle',
      'books.author as bookAuthor',
      'books.status as bookStatus',
      'stores.store_name as storeName',
      'owner.user_id as ownerId',
      'owner.name as ownerName',
      'owner.username as ownerUsername',
      'owner_user.suspended_at as ownerSuspendedAt',
    ]);
}

type ReportQueueRow = Awaited<ReturnType<ReturnType<typeof reportQueueQuery>['execute']>>[number];

/** What the report is about as the queue shows it: a label, a link and its state, or that it is gone. */
function reportTarget(r: ReportQueueRow) {
  return r.targetType === 'book'
    ? r.bookTitle !== null && r.bookAuthor !== null
      ? {
          exists: true as const,
          label: `${r.bookTitle} — ${r.bookAuthor}`,
          path: bookPath({ id: r.targetId, title: r.bookTitle, author: r.bookAuthor }),
          status: r.bookStatus,
        }
      : { exists: false as const, label: 'Livro excluído', path: null, status: null }
    : r.ownerName !== null
      ? {
          exists: true as const,
          label: r.storeName ?? r.ownerName,
          path: `/livraria/${r.ownerUsername || storeSlugFromName(r.ownerName)}`,
          status: r.ownerSuspendedAt ? 'suspended' : 'active',
        }
      : { exists: false as const, label: 'Loja excluída', path: null, status: null };
}

export async function findOpenReport(db: Executor, id: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Closes an open report; false when someone closed it first. */
export async function closeReport(
  db: Executor,
  id: string,
  opts: { status: 'resolved' | 'dismissed'; note: string; adminId: string; now?: Date },
): Promise<boolean> {
  const r = await db
    .updateTable('reports')
    .set({
      status: opts.status,
      resolution_note: opts.note,
      resolved_at: (opts.now ?? new Date()).toISOString(),
      resolved_by: opts.adminId,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
