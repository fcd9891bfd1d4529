import type { Executor } from '../../db/client.ts';
import { ANONYMOUS_REVIEWER, type RatingSummary, UNKNOWN_REVIEWER } from '../../shared/reviews.ts';
import { avatarUrlOf } from '../accounts/index.ts';

// A seller's reviews and rating summary, as the store page shows them (docs/product/reviews.md).

/** Most reviews one store page lists; the dialog shows them all up to this. */
export const REVIEWS_MAX = 200;

const EMPTY_SUMMARY: RatingSummary = {
  totalReviews: 0,
  averageOverall: 0,
  averageCommunication: 0,
  averageShipping: 0,
  averageCondition: 0,
  totalSales: 0,
};

/** The seller_ratings row, or zeros before the first review or sale. */
export async function ratingSummary(db: Executor, sellerId: string): Promise<RatingSummary> {
  const row = await db
    .selectFrom('seller_ratings')
    .select([
      'total_reviews as totalReviews',
      'average_overall as averageOverall',
      'average_communication as averageCommunication',
      'average_shipping as averageShipping',
      'average_condition as averageCondition',
      'total_sales as totalSales',
    ])
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row ?? EMPTY_SUMMARY;
}

export interface ReviewView {
  id: string;
  reviewerName: string;
  reviewerAvatarUrl: string | null;
  isAnonymous: boolean;
  overallRating: number;
  communicationRating: number;
  shippingRating: number;
  conditionRating: number;
  comment: string | null;
  response: string | null;
  responseAt: string | null;
  createdAt: string;
}

/**
 * The seller's reviews, newest first. An anonymous review carries nothing about its author
 * (docs/product/reviews.md#review-list); others show the buyer's name and photo, 'Usuário' when
 * the name is blank. Buyer ids never leave the server.
 */
export async function listSellerReviews(db: Executor, sellerId: string): Promise<ReviewView[]> {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('profiles', 'profiles.user_id', 'reviews.buyer_id')
    .select([
      'reviews.id',
      'reviews.is_anonymous',
      'reviews.overall_rating',
      'reviews.communication_rating',
      'reviews.shipping_rating',
      'reviews.condition_rating',
      'reviews.comment',
      'reviews.response',
      'reviews.response_at',
      'reviews.created_at',
      'profiles.name',
      'profiles.photo_url',
      'profiles.avatar_type',
      'profiles.selected_avatar',
    ])
    .where('reviews.seller_id', '=', sellerId)
    // Only revealed reviews are public (docs/product/reviews.md#double-blind).
    .where('reviews.visible_at', 'is not', null)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id')
    .limit(REVIEWS_MAX)
    .execute();
  return rows.map((r) => {
    const anonymous = r.is_anonymous === 1;
    return {
      id: r.id,
      reviewerName: anonymous ? ANONYMOUS_REVIEWER : r.name?.trim() || UNKNOWN_REVIEWER,
      reviewerAvatarUrl:
        anonymous || r.avatar_type === null
          ? null
          : avatarUrlOf({
              photo_url: r.photo_url,
              avatar_type: r.avatar_type,
              selected_avatar: r.selected_avatar,
            }),
      isAnonymous: anonymous,
      overallRating: r.overall_rating,
      communicationRating: r.communication_rating,
      shippingRating: r.shipping_rating,
      conditionRating: r.condition_rating,
      comment: r.comment,
      response: r.response,
      responseAt: r.response_at,
      createdAt: r.created_at,
    };
  });
}
