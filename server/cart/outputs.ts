import { z } from 'zod';
import type { BookStatus } from '../../shared/book.ts';
import { DELIVERY_METHODS } from '../../shared/delivery.ts';
import { textOf } from '../outputs.ts';

// The cart (docs/product/cart.md): its books, each seller's delivery and the totals.

const place = z.object({ city: z.string(), state: z.string() });

export const cartOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      quantity: z.number(),
      addedAt: z.string(),
      available: z.boolean(),
      vacation: z.object({ until: z.string().nullable() }).nullable(),
      book: z.object({
        id: z.string(),
        title: z.string(),
        author: z.string(),
        priceCents: z.number(),
        askingCents: z.number(),
        offerId: z.string().nullable(),
        currency: z.string(),
        photo: z.string().nullable(),
        status: textOf<BookStatus>(),
        path: z.string(),
      }),
      seller: z.object({
        id: z.string(),
        name: z.string(),
        username: z.string().nullable(),
        storeName: z.string().nullable(),
      }),
    }),
  ),
  deliveries: z.array(
    z.object({
      sellerId: z.string(),
      offer: z.object({ postCents: z.number().nullable(), pickup: place.nullable() }),
      chosen: z.enum(DELIVERY_METHODS).nullable(),
    }),
  ),
  buyerPlace: place.nullable(),
  subtotalCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
  sellerCount: z.number(),
});
