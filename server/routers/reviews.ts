import { sellerReviewsInput } from '../../shared/schemas/reviews.ts';
import { listSellerReviews } from '../repositories/reviews.ts';
import { publicProcedure, router } from '../trpc.ts';

/** A seller's reviews on the store page (docs/product/reviews.md#review-list). */
export const reviewsRouter = router({
  list: publicProcedure
    .input(sellerReviewsInput)
    .query(({ ctx, input }) => listSellerReviews(ctx.db, input.sellerId)),
});
