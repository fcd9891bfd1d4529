import type { OfferStatus } from '../../shared/offers.ts';
import type { Defaulted } from './columns.ts';

// The offers' table of the Database interface in db/schema.ts (docs/decisions/032-offers.md).

export interface OffersTable {
  id: string;
  book_id: string;
  buyer_id: string;
  seller_id: string;
  amount_cents: number;
  /** The seller's counter price, once countered. */
  counter_cents: number | null;
  status: Defaulted<OfferStatus>;
  /** When an open or countered offer lapses. */
  expires_at: string;
  /** The end of the agreed price's window, once accepted. */
  accepted_until: string | null;
  created_at: string;
  updated_at: string;
}
