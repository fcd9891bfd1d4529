import type { DB } from '../../db/client.ts';
import type { LikeEvent } from '../../shared/likes.ts';
import { likeEventsInput, likeInput } from '../../shared/schemas/likes.ts';
import { RuleError } from '../errors.ts';
import { publishLikeChange, subscribeLikeChanges } from '../realtime/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { likeCounts, likedBookIds, setLike } from './likes.ts';

const bookNotFound = () => new RuleError('NOT_FOUND', 'Livro não encontrado');

/** The counts of `bookIds` now, with `me`'s own flags when signed in. */
async function likesSnapshot(db: DB, bookIds: string[], me: string | null): Promise<LikeEvent> {
  const counts = await likeCounts(db, bookIds);
  const mine = me ? new Set(await likedBookIds(db, me, bookIds)) : null;
  return { kind: 'snapshot', books: counts.map((c) => ({ ...c, liked: mine ? mine.has(c.bookId) : null })) };
}

/** Likes (docs/product/likes.md): the toggle, the reader's liked books and the live counts. */
export const likesRouter = router({
  like: protectedProcedure.input(likeInput).mutation(async ({ ctx, input }) => {
    const result = await setLike(ctx.db, ctx.user.id, input.bookId, true);
    if (!result) throw bookNotFound();
    await publishLikeChange(ctx.db, { bookId: input.bookId, userId: ctx.user.id, ...result });
    return result;
  }),

  unlike: protectedProcedure.input(likeInput).mutation(async ({ ctx, input }) => {
    const result = await setLike(ctx.db, ctx.user.id, input.bookId, false);
    if (!result) throw bookNotFound();
    await publishLikeChange(ctx.db, { bookId: input.bookId, userId: ctx.user.id, ...result });
    return result;
  }),

  /** Every book the signed-in user likes (docs/product/likes.md#liked-books). */
  likedBookIds: protectedProcedure.query(({ ctx }) => likedBookIds(ctx.db, ctx.user.id)),

  /**
   * Live like counts of `bookIds` over SSE: first the current counts, then every change as it
   * commits. `liked` is the subscriber's own flag: known in the snapshot, and on a change only
   * when the subscriber made it (in another tab); null otherwise, so nobody learns who liked what.
   * Changes possibly lost on the way (docs/decisions/028-live-events-across-processes.md) are
   * made up for with a fresh snapshot.
   */
  events: publicProcedure.input(likeEventsInput).subscription(async function* ({ ctx, input, signal }) {
    const subscription = subscribeLikeChanges(ctx.db, input.bookIds);
    try {
      const me = ctx.user?.id ?? null;
      await subscription.ready(signal);
      yield await likesSnapshot(ctx.db, input.bookIds, me);
      while (true) {
        const change = await subscription.next(signal);
        if (!change) return;
        if (change === 'missed') {
          yield await likesSnapshot(ctx.db, input.bookIds, me);
          continue;
        }
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
