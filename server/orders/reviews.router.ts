import { z } from 'zod';
import {
  buyerReviewInput,
  orderReviewsInput,
  reviewInput,
  reviewResponseInput,
  sellerReviewsInput,
} from '../../shared/schemas/reviews.ts';
import { notifying } from '../notifications/index.ts';
import { listSellerReviews, sellerReviewsOutput } from '../stores/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { createBuyerReview, orderReviews, orderReviewsOutput } from './buyer-reviews.ts';
import { createReview, respondToReview } from './reviews.ts';

/** Seller reviews (docs/product/reviews.md): written after delivery, answered once, listed on the store page. */
export const reviewsRouter = router({
  list: publicProcedure
    .input(sellerReviewsInput)
    .output(sellerReviewsOutput)
    .query(({ ctx, input }) => listSellerReviews(ctx.db, input.sellerId)),

  /** After delivery the buyer reviews the seller once. */
  create: protectedProcedure.input(reviewInput).mutation(async ({ ctx, input }) => ({
    id: await notifying(ctx, (n) => createReview(ctx.db, ctx.user.id, input, n)),
  })),

  /** Within the window after delivery the seller reviews the buyer once (double-blind). */
  reviewBuyer: protectedProcedure
    .input(buyerReviewInput)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => ({
      id: await notifying(ctx, (n) => createBuyerReview(ctx.db, ctx.user.id, input, n)),
    })),

  /** An order's double-blind reviews as this party may see them (docs/product/reviews.md#double-blind). */
  forOrder: protectedProcedure
    .input(orderReviewsInput)
    .output(orderReviewsOutput)
    .query(({ ctx, input }) => orderReviews(ctx.db, input.orderId, ctx.user.id)),

  /** The seller replies once to a review of theirs. */
  respond: protectedProcedure.input(reviewResponseInput).mutation(async ({ ctx, input }) => {
    await notifying(ctx, (n) => respondToReview(ctx.db, ctx.user.id, input.reviewId, input.response, n));
    return { message: 'Resposta publicada.' };
  }),
});
