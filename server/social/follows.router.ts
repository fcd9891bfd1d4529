import { followInput } from '../../shared/schemas/follows.ts';
import { RuleError } from '../errors.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { follow, followCounts, followingIds, unfollow } from './follows.ts';

/** Follows (docs/product/follows.md#follow-button). */
export const followsRouter = router({
  /** Following oneself is silently ignored and a repeat is silent (docs/product/follows.md#follow-button). */
  follow: protectedProcedure.input(followInput).mutation(async ({ ctx, input }) => {
    const outcome = await notifying(ctx, (n) => follow(ctx.db, ctx.user.id, input.userId, n));
    if (outcome === 'missing') throw new RuleError('NOT_FOUND', 'Usuário não encontrado.');
    const counts = await followCounts(ctx.db, input.userId);
    return { following: outcome === 'followed', followersCount: counts.followers };
  }),

  unfollow: protectedProcedure.input(followInput).mutation(async ({ ctx, input }) => {
    await unfollow(ctx.db, ctx.user.id, input.userId);
    const counts = await followCounts(ctx.db, input.userId);
    return { following: false, followersCount: counts.followers };
  }),

  /** Ids of the people the signed-in user follows: the 'Seguir' / 'Seguindo' state. */
  followingIds: protectedProcedure.query(({ ctx }) => followingIds(ctx.db, ctx.user.id)),
});
