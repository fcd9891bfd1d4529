import { TRPCError } from '@trpc/server';
import type { LikeEvent } from '../../shared/likes.ts';
import { likeEventsInput, likeInput } from '../../shared/schemas/likes.ts';
import { publishLikeChange, subscribeLikeChanges } from '../realtime/likes.ts';
import { likeCounts, likedBookIds, setLike } from '../repositories/likes.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';

const bookNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Livro não encontrado' });

/** Likes (docs/product/likes.md): the toggle, the reader's liked books and the live counts. */
export const likesRouter = router({
  like: protectedProcedure.input(likeInput).mutation(async ({ ctx, input }) => {
    const result = await setLike(ctx.db, ctx.user.id, input.bookId, true);
    if (!result) throw bookNotFound();
    publishLikeChange({ bookId: input.bookId, userId: ctx.user.id, ...result });
    return result;
  }),

  unlike: protectedProcedure.input(likeInput).mutation(async ({ ctx, input }) => {
    const result = await setLike(ctx.db, ctx.user.id, input.bookId, false);
    if (!result) throw bookNotFound();
    publishLikeChange({ bookId: input.bookId, userId: ctx.user.id, ...result });
    return result;
  }),

  /** Every book the signed-in user likes (docs/product/likes.md#liked-books). */
  likedBookIds: protectedProcedure.query(({ ctx }) => likedBookIds(ctx.db, ctx.user.id)),

  /**
   * Live like counts of `bookIds` over SSE: first the current counts, then every change as it
   * commits. `liked` is the subscriber's own flag: known in the snapshot, and on a change only
   * when the subscriber made it (in another tab); null otherwise, so nobody learns who liked what.
   */
  events: publicProcedure.input(likeEventsInput).subscription(async function* ({ ctx, input, signal }) {
    const subscription = subscribeLikeChanges(input.bookIds);
    try {
      const me = ctx.user?.id ?? null;
      const counts = await likeCounts(ctx.db, input.bookIds);
      const mine = me ? new Set(await likedBookIds(ctx.db, me, input.bookIds)) : null;
      const snapshot: LikeEvent = {
        kind: 'snapshot',
        books: counts.map((c) => ({ ...c, liked: mine ? mine.has(c.bookId) : null })),
      };
      yield snapshot;
      while (true) {
        const change = await subscription.next(signal);
        if (!change) return;
        const event: LikeEvent = {
          kind: 'change',
          bookId: change.bookId,
          likesCount: change.likesCount,
          liked: me !== null && change.userId === me ? change.liked : null,
        };
        yield event;
      }
    } finally {
      subscription.close();
    }
  }),
});
