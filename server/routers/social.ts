import { TRPCError } from '@trpc/server';
import type { LikeEvent } from '../../shared/likes.ts';
import {
  favouriteBooksInput,
  favouriteInput,
  favouriteSyncInput,
  followInput,
  likeEventsInput,
  likeInput,
  suggestionsInput,
  viewInput,
} from '../../shared/schemas/social.ts';
import { publishLikeChange, subscribeLikeChanges } from '../realtime/likes.ts';
import { follow, followCounts, followingIds, suggestPeople, unfollow } from '../repositories/follows.ts';
import {
  addFavourites,
  favouriteIds,
  likeCounts,
  likedBookIds,
  listedCards,
  recentlyViewed,
  registerView,
  removeFavourite,
  setLike,
} from '../repositories/social.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';

const bookNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Livro não encontrado' });

const favouritesRouter = router({
  /** The signed-in user's favourite book ids, newest first. */
  list: protectedProcedure.query(({ ctx }) => favouriteIds(ctx.db, ctx.user.id)),

  add: protectedProcedure.input(favouriteInput).mutation(async ({ ctx, input }) => {
    await addFavourites(ctx.db, ctx.user.id, [input.bookId]);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  remove: protectedProcedure.input(favouriteInput).mutation(async ({ ctx, input }) => {
    await removeFavourite(ctx.db, ctx.user.id, input.bookId);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  /** On sign-in: the favourites kept in this browser join the account's; the union comes back. */
  sync: protectedProcedure.input(favouriteSyncInput).mutation(async ({ ctx, input }) => {
    await addFavourites(ctx.db, ctx.user.id, input.bookIds);
    return favouriteIds(ctx.db, ctx.user.id);
  }),

  /** Cards of favourite books still on sale; visitors keep their ids in the browser only. */
  books: publicProcedure
    .input(favouriteBooksInput)
    .query(({ ctx, input }) => listedCards(ctx.db, input.bookIds)),
});

export const socialRouter = router({
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
  likeEvents: publicProcedure.input(likeEventsInput).subscription(async function* ({ ctx, input, signal }) {
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

  /** A book-page visit of a signed-in reader (docs/decisions/011-social.md). */
  view: protectedProcedure.input(viewInput).mutation(async ({ ctx, input }) => {
    const result = await registerView(ctx.db, ctx.user.id, input.bookId, { ip: ctx.ip });
    if (!result) throw bookNotFound();
    return result;
  }),

  /** 'Vistos Recentemente': at most 10 listed books, newest view first. */
  recentlyViewed: protectedProcedure.query(({ ctx }) => recentlyViewed(ctx.db, ctx.user.id)),

  /** Following oneself is silently ignored and a repeat is silent (docs/product/follows.md#follow-button). */
  follow: protectedProcedure.input(followInput).mutation(async ({ ctx, input }) => {
    const outcome = await follow(ctx.db, ctx.user.id, input.userId);
    if (outcome === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'Usuário não encontrado.' });
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

  /** 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions). */
  suggestions: protectedProcedure
    .input(suggestionsInput)
    .query(({ ctx, input }) => suggestPeople(ctx.db, ctx.user.id, { limit: input.limit })),

  favorites: favouritesRouter,
});
