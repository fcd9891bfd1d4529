import { TRPCError } from '@trpc/server';
import { reviewInput, reviewResponseInput, sellerReviewsInput } from '../../shared/schemas/reviews.ts';
import { notifying } from '../notifications/index.ts';
import { listSellerReviews, sellerReviewsOutput } from '../stores/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { orderNotFound } from './orders.router.ts';
import { createReview, ReviewError, respondToReview } from './reviews.ts';

/** Seller reviews (docs/product/reviews.md): written after delivery, answered once, listed on the store page. */
export const reviewsRouter = router({
  list: publicProcedure
    .input(sellerReviewsInput)
    .output(sellerReviewsOutput)
    .query(({ ctx, input }) => listSellerReviews(ctx.db, input.sellerId)),

  /** After delivery the buyer reviews the seller once. */
  create: protectedProcedure.input(reviewInput).mutation(async ({ ctx, input }) => {
    try {
      return { id: await notifying(ctx, (n) => createReview(ctx.db, ctx.user.id, input, n)) };
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      if (error.kind === 'not_found') throw orderNotFound();
      if (error.kind === 'not_delivered') {
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'Você poderá avaliar o vendedor depois de confirmar a entrega.',
        });
      }
      throw new TRPCError({ code: 'CONFLICT', message: 'Você já avaliou este pedido.' });
    }
  }),

  /** The seller replies once to a review of theirs. */
  respond: protectedProcedure.input(reviewResponseInput).mutation(async ({ ctx, input }) => {
    try {
      await notifying(ctx, (n) => respondToReview(ctx.db, ctx.user.id, input.reviewId, input.response, n));
      return { message: 'Resposta publicada.' };
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      if (error.kind === 'already_answered')
        throw new TRPCError({ code: 'CONFLICT', message: 'Você já respondeu esta avaliação.' });
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Avaliação não encontrada.' });
    }
  }),
});
