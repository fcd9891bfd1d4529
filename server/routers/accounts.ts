import { blankSessionCookie, invalidateUserSessions } from '../auth/session.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';

export const accountsRouter = router({
  /** The signed-in user, or null for visitors. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  /** Logout signs out globally (spec section 4): every session of the user ends. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await invalidateUserSessions(ctx.db, ctx.user.id);
    ctx.setCookie(blankSessionCookie(ctx.config.PUBLIC_URL.startsWith('https:')));
    return { ok: true as const };
  }),
});
