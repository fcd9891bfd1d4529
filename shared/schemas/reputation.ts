import { z } from 'zod';
import { userId } from './ids.ts';

// Reputations (docs/product/reviews.md#reputation): a seller's, public; a buyer's, for the sellers
// of their orders.

export const sellerReputationInput = z.object({ sellerId: userId });
export const buyerReputationInput = z.object({ buyerId: userId });
