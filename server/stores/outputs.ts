import { z } from 'zod';
import { DELIVERY_METHODS } from '../../shared/delivery.ts';
import type { BadgeId } from '../../shared/reviews.ts';
import { pageOf, textOf } from '../outputs.ts';

// The store page (docs/product/stores.md) and its reviews (docs/product/reviews.md#review-list).

const ratingSummary = z.object({
  totalReviews: z.number(),
  averageOverall: z.number(),
  averageCommunication: z.number(),
  averageShipping: z.number(),
  averageCondition: z.number(),
  totalSales: z.number(),
});

export const storePageOutput = z.object({
  store: z.object({
    userId: z.string(),
    storeName: z.string(),
    username: z.string().nullable(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    bio: z.string().nullable(),
    photoUrl: z.string().nullable(),
  }),
  counters: z.object({ followers: z.number(), following: z.number(), booksPublished: z.number() }),
  rating: ratingSummary,
  badges: z.array(z.object({ id: textOf<BadgeId>(), label: z.string(), description: z.string() })),
  isOwner: z.boolean(),
  isFollowing: z.boolean().nullable(),
  vacation: z
    .object({ since: z.string(), until: z.string().nullable(), message: z.string().nullable() })
    .nullable(),
});

/** A seller's reviews: an anonymous one carries nothing about its author. */
export const sellerReviewsOutput = z.array(
  z.object({
    id: z.string(),
    reviewerName: z.string(),
    reviewerAvatarUrl: z.string().nullable(),
    isAnonymous: z.boolean(),
    overallRating: z.number(),
    communicationRating: z.number(),
    shippingRating: z.number(),
    conditionRating: z.number(),
    comment: z.string().nullable(),
    response: z.string().nullable(),
    responseAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** 'Calcular frete' on the book page: the seller's ways and prices. */
export const deliveryQuotesOutput = z.array(
  z.object({
    method: z.enum(DELIVERY_METHODS),
    name: z.string(),
    priceCents: z.number(),
    detail: z.string(),
  }),
);

/** /livrarias: the stores worth listing, with their counts. */
export const storeListOutput = pageOf(
  z.object({
    userId: z.string(),
    storeName: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    photoUrl: z.string().nullable(),
    averageRating: z.number().nullable(),
    totalReviews: z.number().nullable(),
    booksCount: z.number(),
  }),
);
