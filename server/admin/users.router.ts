import { adminUserActionInput, adminUsersListInput } from '../../shared/schemas/admin.ts';
import { writeAudit } from '../accounts/index.ts';
import { deleteAccount } from '../data-rights/index.ts';
import { adminProcedure, router } from '../trpc.ts';
import { conflict, suspend, userNotFound } from './moderation.ts';
import { adminUsersOutput } from './outputs.ts';
import { reinstateUser } from './suspensions.ts';
import { findUserForAdmin, grantAdmin, listUsers, revokeAdmin } from './users.ts';

// The admin users screen (docs/product/admin.md).

export const adminUsersRouter = router({
  list: adminProcedure
    .input(adminUsersListInput)
    .output(adminUsersOutput)
    .query(({ ctx, input }) => listUsers(ctx.db, input)),

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

  /**
   * Deletes an account on the member's written request (docs/product/data-rights.md#deletion-by-an-admin):
   * the member's own deletion, with the request's reference as the audit entry's reason.
   */
  deleteAccount: adminProcedure.input(adminUserActionInput).mutation(async ({ ctx, input }) => {
    if (input.userId === ctx.user.id) throw conflict('Exclua a própria conta em Meu Perfil.');
    await deleteAccount(
      { db: ctx.db, dataDir: ctx.config.DATA_DIR },
      { userId: input.userId, actor: { id: ctx.user.id, ip: ctx.ip, admin: true }, reason: input.reason },
    );
    return { message: 'Conta excluída.' };
  }),
});
