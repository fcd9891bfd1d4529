import type { Executor } from '../../db/client.ts';
import {
  adminReportDismissInput,
  adminReportResolveInput,
  adminReportsListInput,
} from '../../shared/schemas/admin.ts';
import { writeAudit } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import { closeReport, findOpenReport, listReports } from '../reports/index.ts';
import { adminProcedure, router } from '../trpc.ts';
import { findBookForAdmin } from './books.ts';
import { type AdminCtx, conflict, hide, suspend } from './moderation.ts';
import { adminReportsOutput } from './outputs.ts';
import { findUserForAdmin } from './users.ts';

// The admin reports screen (docs/product/admin.md): the queue, resolved or dismissed.

const reportNotFound = () => new RuleError('NOT_FOUND', 'Denúncia não encontrada.');

/** What a report is about, in words, for the audit log. */
async function reportLabel(trx: Executor, report: { target_type: string; target_id: string }) {
  if (report.target_type === 'book') {
    const book = await findBookForAdmin(trx, report.target_id);
    return book ? `Livro: ${book.title}` : 'Livro excluído';
  }
  const owner = await findUserForAdmin(trx, report.target_id);
  return owner ? `Loja de ${owner.name}` : 'Loja excluída';
}

/** The audit entry of a closed report, saying what the report was about. */
async function auditReport(
  trx: Executor,
  ctx: AdminCtx,
  report: { id: string; target_type: string; target_id: string },
  action: 'report.resolve' | 'report.dismiss',
  note: string,
  extra: Record<string, unknown> = {},
) {
  await writeAudit(trx, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    action,
    targetType: 'report',
    targetId: report.id,
    reason: note,
    details: {
      label: await reportLabel(trx, report),
      targetType: report.target_type,
      targetId: report.target_id,
      ...extra,
    },
  });
}

/**
 * Hides the reported book or suspends the reported store's seller; false when the target is
 * already out of the listings for a reason of its own (resolving is then enough).
 */
async function hideReportTarget(
  trx: Executor,
  ctx: AdminCtx,
  report: { id: string; target_type: string; target_id: string },
  note: string,
): Promise<boolean> {
  if (report.target_type === 'book') {
    const book = await findBookForAdmin(trx, report.target_id);
    if (!book || (book.status === 'hidden' && book.hiddenBySuspension === 0) || book.status === 'removed')
      return false;
    await hide(trx, ctx, report.target_id, note, report.id);
    return true;
  }
  const owner = await findUserForAdmin(trx, report.target_id);
  if (!owner || owner.suspendedAt) return false;
  await suspend(trx, ctx, report.target_id, note, report.id);
  return true;
}

export const adminReportsRouter = router({
  list: adminProcedure
    .input(adminReportsListInput)
    .output(adminReportsOutput)
    .query(({ ctx, input }) => listReports(ctx.db, input)),

  /** Resolved, optionally hiding the book or, for a store, suspending its seller. */
  resolve: adminProcedure.input(adminReportResolveInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const report = await findOpenReport(trx, input.reportId);
      if (!report) throw reportNotFound();
      if (report.status !== 'open') throw conflict('Esta denúncia já foi analisada.');
      const hidden = input.hideTarget && (await hideReportTarget(trx, ctx, report, input.note));
      await closeReport(trx, report.id, { status: 'resolved', note: input.note, adminId: ctx.user.id });
      await auditReport(trx, ctx, report, 'report.resolve', input.note, { hidTarget: hidden });
      return { message: 'Denúncia resolvida.', hidden };
    }),
  ),

  dismiss: adminProcedure.input(adminReportDismissInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const report = await findOpenReport(trx, input.reportId);
      if (!report) throw reportNotFound();
      if (
        !(await closeReport(trx, report.id, { status: 'dismissed', note: input.note, adminId: ctx.user.id }))
      ) {
        throw conflict('Esta denúncia já foi analisada.');
      }
      await auditReport(trx, ctx, report, 'report.dismiss', input.note);
      return { message: 'Denúncia descartada.' };
    }),
  ),
});
