import { z } from 'zod';
import { OFFER_STATUSES } from '../../shared/offers.ts';

// Offers (docs/product/offers.md): each party sees the other's name, never their contacts.

const offerOutput = z.object({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  amountCents: z.number(),
  counterCents: z.number().nullable(),
  expiresAt: z.string(),
  acceptedUntil: z.string().nullable(),
  updatedAt: z.string(),
  book: z.object({ id: z.string(), title: z.string(), askingCents: z.number(), path: z.string() }),
  buyerName: z.string(),
  sellerName: z.string(),
});

export const offersForBookOutput = z.object({
  askingCents: z.number(),
  floorPercent: z.number(),
  floorCents: z.number(),
  isSeller: z.boolean(),
  mine: offerOutput.nullable(),
  received: z.array(offerOutput),
  /** The price an accepted offer gives this reader now, null when none does. */
  agreedCents: z.number().nullable(),
});

export const offerListOutput = z.object({ items: z.array(offerOutput) });
