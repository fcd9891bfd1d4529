import { deleteAccountInput, FRESH_SIGN_IN_MINUTES } from '../../shared/data-rights.ts';
import { blankSessionCookie, confirmPassword, isSecure } from '../accounts/index.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { deleteAccount } from './deletion.ts';
import { findDeletableAccount, ordersInProgress } from './deletion-queries.ts';

// 'Excluir minha conta' (docs/product/data-rights.md#deletion): re-authentication, then the one
// deletion admins use too (server/data-rights/deletion.ts).

type SignedIn = Context & { user: NonNullable<Context['user']> };

/** Whether this session began with a sign-in in the last few minutes (a Google-only member's proof). */
async function signedInJustNow(ctx: SignedIn, now = new Date()): Promise<boolean> {
  if (!ctx.sessionId) return false;
  const session = await ctx.db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', ctx.sessionId)
    .where('user_id', '=', ctx.user.id)
    .executeTakeFirst();
  return Boolean(session && now.getTime() - Date.parse(session.created_at) <= FRESH_SIGN_IN_MINUTES * 60_000);
}

export const accountDeletionRouter = router({
  /** What the dialog needs before asking: how to re-authenticate and what would block deletion. */
  check: protectedProcedure.query(async ({ ctx }) => {
    const account = await findDeletableAccount(ctx.db, ctx.user.id);
    return {
      hasPassword: Boolean(account?.passwordHash),
      freshSignIn: await signedInJustNow(ctx),
      ordersInProgress: await ordersInProgress(ctx.db, ctx.user.id),
    };
  }),

  delete: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const account = await findDeletableAccount(ctx.db, ctx.user.id);
    if (!account) throw new RuleError('NOT_FOUND', 'Conta não encontrada.');
    if (account.passwordHash) {
      if (!input.password)
        throw new RuleError('BAD_REQUEST', 'Digite sua senha para confirmar.', { field: 'password' });
      if (!(await confirmPassword(ctx, account.email, account.passwordHash, input.password)))
        throw new RuleError('BAD_REQUEST', 'Senha incorreta. Confira e tente novamente.', {
          field: 'password',
        });
    } else if (!(await signedInJustNow(ctx))) {
      // Members without a password prove it is them by signing in with Google again.
      throw new RuleError(
        'FORBIDDEN',
        `Por segurança, entre de novo com o Google e confirme a exclusão em até ${FRESH_SIGN_IN_MINUTES} minutos.`,
      );
    }
    await deleteAccount(
      { db: ctx.db, dataDir: ctx.config.DATA_DIR },
      { userId: ctx.user.id, actor: { id: ctx.user.id, ip: ctx.ip, admin: false }, reason: null },
    );
    ctx.setCookie(blankSessionCookie(isSecure(ctx)));
    return { message: 'Sua conta foi excluída.' };
  }),
});
