import { z } from 'zod';

// What reputations answer (docs/product/reviews.md#reputation): facts counted from orders,
// messages and problems, never a score kept aside.

export const sellerReputationOutput = z.object({
  /** No completed order yet: the page shows 'Novo vendedor' instead of the figures. */
  isNew: z.boolean(),
  completedOrders: z.number().int(),
  /** Orders by post paid and past their quick-sending days, or sent: how many were sent in time. */
  sentQuickly: z.object({ counted: z.number().int(), quick: z.number().int() }),
  /** The median minutes to a first answer over the recent conversations answered; null with none. */
  medianReplyMinutes: z.number().nullable(),
  repliesCounted: z.number().int(),
  /** Problems the other side opened on the seller's orders, and how they ended. */
  problems: z.object({
    opened: z.number().int(),
    byAgreement: z.number().int(),
    byModeration: z.number().int(),
    open: z.number().int(),
  }),
  memberSince: z.string(),
});
export type SellerReputation = z.infer<typeof sellerReputationOutput>;

export const buyerReputationOutput = z.object({
  /** Orders the buyer paid (each reached 'Pago' before the payment deadline cancelled it). */
  paidOrders: z.number().int(),
  /** Orders cancelled unpaid by the seller or by the payment deadline. */
  unpaidCancelled: z.number().int(),
  memberSince: z.string(),
  /** The revealed reviews sellers wrote of this buyer, newest first (at most BUYER_REVIEWS_SHOWN). */
  reviews: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    latest: z.array(z.object({ rating: z.number(), comment: z.string().nullable(), createdAt: z.string() })),
  }),
});
export type BuyerReputation = z.infer<typeof buyerReputationOutput>;
