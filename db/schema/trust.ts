import type { Generated } from 'kysely';
import type { EvidencePurpose, ProblemOutcome, ProblemReason, ProblemStatus } from '../../shared/problems.ts';
import type { Bool, Defaulted } from './columns.ts';

// The tables of trust between strangers in the Database interface of db/schema.ts: deadlines'
// notices, evidence photos, problems and their mediation, and the seller's review of a buyer
// (docs/product/orders.md, docs/product/problems.md, docs/product/reviews.md).

/**
 * One row per deadline notice or firing already done for an order: the primary key makes each
 * happen once whichever process's job gets there first (insert ... on conflict do nothing).
 */
export interface OrderDeadlineNoticesTable {
  order_id: string;
  /** Which notice, e.g. 'pagamento:aviso:<due date>'; the deadlines job names them. */
  key: string;
  created_at: string;
}

/**
 * A private photo sent as evidence about an order: served only to its two parties and to admins,
 * never under the public /images/ path. `received_at` is the server's clock when the file arrived.
 */
export interface EvidencePhotosTable {
  id: string;
  order_id: string;
  /** '/evidencias/<sha256>.webp' */
  url: string;
  uploaded_by: string;
  purpose: EvidencePurpose;
  received_at: string;
}

export interface OrderProblemsTable {
  id: string;
  order_id: string;
  opened_by: string;
  reason: ProblemReason;
  text: string;
  /** JSON array of evidence photo URLs (at most 5). */
  photos: Defaulted<string>;
  status: Defaulted<ProblemStatus>;
  /** When the other side's 3 days to answer end. */
  answer_due_at: string;
  mediation_requested_by: Defaulted<string | null>;
  mediation_requested_at: Defaulted<string | null>;
  /** The outcome, once resolved: by agreement (an accepted proposal) or by the moderation. */
  outcome: Defaulted<ProblemOutcome | null>;
  outcome_cents: Defaulted<number | null>;
  resolved_by: Defaulted<'acordo' | 'moderacao' | null>;
  resolved_at: Defaulted<string | null>;
  /** 'Decisão da moderação': the written reason both parties read, and who decided. */
  decision_text: Defaulted<string | null>;
  decided_by: Defaulted<string | null>;
  /** The buyer's Pix key for a refund, shown only to the seller of this order (and admins). */
  refund_pix_key: Defaulted<string | null>;
  /** When the buyer confirmed the seller did what was decided or agreed. */
  outcome_confirmed_at: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

/** An answer on a problem by either side: text, photos and perhaps a proposal. */
export interface ProblemRepliesTable {
  id: Generated<number>;
  problem_id: string;
  author_id: string;
  text: string;
  photos: Defaulted<string>;
  proposal: Defaulted<ProblemOutcome | null>;
  proposal_cents: Defaulted<number | null>;
  /** Set when the other side accepted this proposal, which resolved the problem. */
  accepted_at: Defaulted<string | null>;
  created_at: string;
}

/** The seller's review of the buyer of a delivered order (double-blind with the buyer's, in reviews). */
export interface BuyerReviewsTable {
  id: string;
  order_id: string;
  seller_id: string;
  buyer_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  /** When the other side can read it: both written, or the 14-day window closed. */
  visible_at: Defaulted<string | null>;
}

export interface ReviewsTable {
  id: string;
  order_id: string;
  seller_id: string;
  buyer_id: string;
  is_anonymous: Defaulted<Bool>;
  overall_rating: number;
  communication_rating: number;
  shipping_rating: number;
  condition_rating: number;
  comment: string | null;
  response: string | null;
  response_at: string | null;
  created_at: string;
  /**
   * When the seller can read it and it counts in the rating (docs/product/reviews.md): both sides
   * reviewed, or the 14-day window closed. Reviews written before double-blind reviews are visible.
   */
  visible_at: Defaulted<string | null>;
}

export interface SellerRatingsTable {
  seller_id: string;
  total_reviews: Defaulted<number>;
  average_overall: Defaulted<number>;
  average_communication: Defaulted<number>;
  average_shipping: Defaulted<number>;
  average_condition: Defaulted<number>;
  total_sales: Defaulted<number>;
}
