import { z } from 'zod';
import { userId } from './ids.ts';

// A seller's reviews (docs/product/reviews.md#review-list).

export const sellerReviewsInput = z.object({ sellerId: userId });
