import { TRPCError } from '@trpc/server';
import type { Executor } from '../../db/client.ts';
import {
  adminAuditListInput,
  adminBookActionInput,
  adminBooksListInput,
  adminCategoryCreateInput,
  adminCategoryUpdateInput,
  adminReportDismissInput,
  adminReportResolveInput,
  adminReportsListInput,
  adminUserActionInput,
  adminUsersListInput,
  SALES_DAYS,
} from '../../shared/schemas/admin.ts';
import { fieldError } from '../auth/errors.ts';
import { invalidateUserSessions } from '../auth/session.ts';
import type { Context } from '../context.ts';
import {
  dashboardStats,
  findBookForAdmin,
  findCategory,
  findUserForAdmin,
  grantAdmin,
  hideBook,
  insertCategory,
  isCategorySlugTaken,
  listAllCategories,
  listBooksForAdmin,
  listUsers,
  reinstateBook,
  reinstateUser,
  revokeAdmin,
  suspendUser,
  updateCategory,
} from '../repositories/admin.ts';
import { listAudit, writeAudit } from '../repositories/audit.ts';
import { removeBook } from '../repositories/listings.ts';
import { failedMail } from '../repositories/outbox.ts';
import { closeReport, findOpenReport, listReports } from '../repositories/reports.ts';
import { isUniqueViolation } from '../repositories/users.ts';
import { adminProcedure, router } from '../trpc.ts';

// The admin area (docs/product/admin.md). Every procedure is an adminProcedure (visitors UNAUTHORIZED, other
// users FORBIDDEN), and every change writes its audit entry in the same transaction, so the log
// never misses an action nor records one that did not happen.

type AdminCtx = Context & { user: NonNullable<Context['user']> };

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
const userNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Usuário não encontrado.' });
const bookNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Livro não encontrado' });
const reportNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Denúncia não encontrada.' });

/**
 * Suspension as one step: the account, its books, its sessions and the audit entry. Admins are
 * never suspended (their role is revoked first), so nobody locks Releia out of its own admin area.
 */
async function suspend(trx: Executor, ctx: AdminCtx, userId: string, reason: string, via?: string) {
  const target = await findUserForAdmin(trx, userId);
  if (!target) throw userNotFound();
  if (target.id === ctx.user.id) throw conflict('Você não pode suspender a própria conta.');
  if (target.isAdmin) throw conflict('Remova o acesso de administrador antes de suspender esta conta.');
  const hidden = await suspendUser(trx, userId, reason);
  if (hidden === null) throw conflict('Esta conta já está suspensa.');
  await invalidateUserSessions(trx, userId);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    action: 'user.suspend',
    targetType: 'user',
    targetId: userId,
    reason,
    details: {
      label: `${target.name} <${target.email}>`,
      booksHidden: hidden,
      ...(via ? { report: via } : {}),
    },
  });
  return hidden;
}

async function hide(trx: Executor, ctx: AdminCtx, bookId: string, reason: string, via?: string) {
  const book = await findBookForAdmin(trx, bookId);
  if (!book) throw bookNotFound();
  if (!(await hideBook(trx, bookId, reason))) {
    throw conflict(
      book.status === 'hidden' ? 'Este livro já está oculto.' : 'Só livros à venda podem ser ocultados.',
    );
  }
  await writeAudit(trx, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    action: 'book.hide',
    targetType: 'book',
    targetId: bookId,
    reason,
    details: { label: book.title, previousStatus: book.status, ...(via ? { report: via } : {}) },
  });
}

const usersRouter = router({
  list: adminProcedure.input(adminUsersListInput).query(({ ctx, input }) => listUsers(ctx.db, input)),

  grantAdmin: adminProcedure.input(adminUserActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findUserForAdmin(trx, input.userId);
      if (!target) throw userNotFound();
      if (target.suspendedAt) throw conflict('Reative a conta antes de conceder acesso de administrador.');
      if (!(await grantAdmin(trx, input.userId))) throw conflict('Esta conta já é administradora.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'user.grant_admin',
        targetType: 'user',
        targetId: input.userId,
        reason: input.reason,
        details: { label: `${target.name} <${target.email}>` },
      });
      return { message: `${target.name} agora é administrador(a).` };
    }),
  ),

  /** Never the last admin's role: that would leave nobody to run the admin area. */
  revokeAdmin: adminProcedure.input(adminUserActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findUserForAdmin(trx, input.userId);
      if (!target) throw userNotFound();
      const result = await revokeAdmin(trx, input.userId);
      if (result === 'not_admin') throw conflict('Esta conta não é administradora.');
      if (result === 'last_admin') {
        throw conflict(
          target.id === ctx.user.id
            ? 'Você é o último administrador: conceda o acesso a outra pessoa antes de remover o seu.'
            : 'Esta é a última conta administradora e não pode perder o acesso.',
        );
      }
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'user.revoke_admin',
        targetType: 'user',
        targetId: input.userId,
        reason: input.reason,
        details: { label: `${target.name} <${target.email}>` },
      });
      return { message: `${target.name} não é mais administrador(a).` };
    }),
  ),

  /** The account cannot sign in, its sessions end and its books leave the listings. */
  suspend: adminProcedure.input(adminUserActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const hidden = await suspend(trx, ctx, input.userId, input.reason);
      return { message: 'Conta suspensa.', booksHidden: hidden };
    }),
  ),

  /** Reverses exactly a suspension: the account signs in again and the books it hid come back. */
  reinstate: adminProcedure.input(adminUserActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findUserForAdmin(trx, input.userId);
      if (!target) throw userNotFound();
      const restored = await reinstateUser(trx, input.userId);
      if (restored === null) throw conflict('Esta conta não está suspensa.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'user.reinstate',
        targetType: 'user',
        targetId: input.userId,
        reason: input.reason,
        details: { label: `${target.name} <${target.email}>`, booksRestored: restored },
      });
      return { message: 'Conta reativada.', booksRestored: restored };
    }),
  ),
});

const booksRouter = router({
  list: adminProcedure.input(adminBooksListInput).query(({ ctx, input }) => listBooksForAdmin(ctx.db, input)),

  /** The seller sees the state and the reason in Minha Estante. */
  hide: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await hide(trx, ctx, input.bookId, input.reason);
      return { message: 'Livro ocultado.' };
    }),
  ),

  reinstate: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const book = await findBookForAdmin(trx, input.bookId);
      if (!book) throw bookNotFound();
      if (book.sellerSuspendedAt) {
        throw conflict('O vendedor está suspenso: reative a conta para os livros voltarem.');
      }
      if (!(await reinstateBook(trx, input.bookId)))
        throw conflict('Só livros ocultos podem ser republicados.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'book.reinstate',
        targetType: 'book',
        targetId: input.bookId,
        reason: input.reason,
        details: { label: book.title },
      });
      return { message: 'Livro republicado.' };
    }),
  ),

  /** The same rule as a seller's removal: kept as 'removed' when an order refers to it, else deleted. */
  remove: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const book = await findBookForAdmin(trx, input.bookId);
      if (!book) throw bookNotFound();
      const outcome = await removeBook(trx, input.bookId);
      if (!outcome) throw conflict('Este livro já foi removido.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'book.remove',
        targetType: 'book',
        targetId: input.bookId,
        reason: input.reason,
        details: { label: book.title, previousStatus: book.status, outcome, sellerId: book.sellerId },
      });
      return { message: 'Livro removido com sucesso.' };
    }),
  ),
});

/** What a report is about, in words, for the audit log. */
async function reportLabel(trx: Executor, report: { target_type: string; target_id: string }) {
  if (report.target_type === 'book') {
    const book = await findBookForAdmin(trx, report.target_id);
    return book ? `Livro: ${book.title}` : 'Livro excluído';
  }
  const owner = await findUserForAdmin(trx, report.target_id);
  return owner ? `Loja de ${owner.name}` : 'Loja excluída';
}

const reportsRouter = router({
  list: adminProcedure.input(adminReportsListInput).query(({ ctx, input }) => listReports(ctx.db, input)),

  /** Resolved, optionally hiding the book or, for a store, suspending its seller. */
  resolve: adminProcedure.input(adminReportResolveInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const report = await findOpenReport(trx, input.reportId);
      if (!report) throw reportNotFound();
      if (report.status !== 'open') throw conflict('Esta denúncia já foi analisada.');
      let hidden = false;
      if (input.hideTarget) {
        if (report.target_type === 'book') {
          const book = await findBookForAdmin(trx, report.target_id);
          // Already out of the listings for a reason of its own: resolving is enough.
          if (
            book &&
            !(book.status === 'hidden' && book.hiddenBySuspension === 0) &&
            book.status !== 'removed'
          ) {
            await hide(trx, ctx, report.target_id, input.note, report.id);
            hidden = true;
          }
        } else {
          const owner = await findUserForAdmin(trx, report.target_id);
          if (owner && !owner.suspendedAt) {
            await suspend(trx, ctx, report.target_id, input.note, report.id);
            hidden = true;
          }
        }
      }
      await closeReport(trx, report.id, { status: 'resolved', note: input.note, adminId: ctx.user.id });
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'report.resolve',
        targetType: 'report',
        targetId: report.id,
        reason: input.note,
        details: {
          label: await reportLabel(trx, report),
          targetType: report.target_type,
          targetId: report.target_id,
          hidTarget: hidden,
        },
      });
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
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'report.dismiss',
        targetType: 'report',
        targetId: report.id,
        reason: input.note,
        details: {
          label: await reportLabel(trx, report),
          targetType: report.target_type,
          targetId: report.target_id,
        },
      });
      return { message: 'Denúncia descartada.' };
    }),
  ),
});

const slugTaken = () => fieldError('CONFLICT', 'slug', 'Já existe uma categoria com este endereço.');

const categoriesRouter = router({
  /** Every category, inactive ones too (the public categories.list has only active ones). */
  list: adminProcedure.query(({ ctx }) => listAllCategories(ctx.db)),

  create: adminProcedure.input(adminCategoryCreateInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        if (await isCategorySlugTaken(trx, input.slug)) throw slugTaken();
        const id = await insertCategory(trx, input);
        await writeAudit(trx, {
          actorId: ctx.user.id,
          ip: ctx.ip,
          action: 'category.create',
          targetType: 'category',
          targetId: String(id),
          reason: input.reason ?? null,
          details: { label: input.name, slug: input.slug, group: input.group, isActive: input.isActive },
        });
        return { id, message: 'Categoria criada.' };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }),

  update: adminProcedure.input(adminCategoryUpdateInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const before = await findCategory(trx, input.id);
        if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'Categoria não encontrada.' });
        if (await isCategorySlugTaken(trx, input.slug, input.id)) throw slugTaken();
        await updateCategory(trx, input.id, input);
        const after = {
          name: input.name,
          slug: input.slug,
          description: input.description,
          group: input.group,
          sortOrder: input.sortOrder,
          isActive: input.isActive,
        };
        const previous = {
          name: before.name,
          slug: before.slug,
          description: before.description,
          group: before.group_name,
          sortOrder: before.sort_order,
          isActive: before.is_active === 1,
        };
        const changes = Object.fromEntries(
          (Object.keys(after) as Array<keyof typeof after>)
            .filter((k) => after[k] !== previous[k])
            .map((k) => [k, { de: previous[k], para: after[k] }]),
        );
        await writeAudit(trx, {
          actorId: ctx.user.id,
          ip: ctx.ip,
          action: 'category.update',
          targetType: 'category',
          targetId: String(input.id),
          reason: input.reason ?? null,
          details: { label: input.name, changes },
        });
        return { message: 'Categoria atualizada.' };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }),
});

export const adminRouter = router({
  /** Counts for the dashboard and the daily sales of the last 30 days. */
  dashboard: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db, SALES_DAYS)),
  users: usersRouter,
  books: booksRouter,
  reports: reportsRouter,
  categories: categoriesRouter,
  audit: router({
    list: adminProcedure.input(adminAuditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
  }),
  outbox: router({
    /** Mail given up after its last SMTP try, with the mail server's error. */
    failed: adminProcedure.query(({ ctx }) => failedMail(ctx.db, FAILED_MAIL_SHOWN)),
  }),
});

const FAILED_MAIL_SHOWN = 50;
