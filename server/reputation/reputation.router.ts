import { buyerReputationInput, sellerReputationInput } from '../../shared/schemas/reputation.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { buyerReputation } from './buyer.ts';
import { buyerReputationOutput, sellerReputationOutput } from './outputs.ts';
import { sellerReputation } from './seller.ts';

// Reputations made of facts (docs/product/reviews.md#reputation): a seller's on store pages and at
// checkout, a buyer's for the sellers of their orders.
export const reputationRouter = router({
  /** Anyone reads a seller's: the store page and checkout show it. */
  seller: publicProcedure
    .input(sellerReputationInput)
    .output(sellerReputationOutput)
    .query(({ ctx, input }) => sellerReputation(ctx.db, input.sellerId)),

  /** Only a seller of one of this buyer's orders reads the buyer's; anyone else is refused. */
  buyer: protectedProcedure
    .input(buyerReputationInput)
    .output(buyerReputationOutput)
    .query(({ ctx, input }) => buyerReputation(ctx.db, ctx.user.id, input.buyerId)),
});
