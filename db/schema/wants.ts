import type { Generated } from 'kysely';
import type { BookCondition } from '../../shared/book.ts';

// Lista de desejos' tables (docs/decisions/031-wants-matching.md).

export type WantKind = 'search' | 'work';

export interface WantsTable {
  id: Generated<number>;
  user_id: string;
  kind: WantKind;
  /** What the want is, unique per member: the same search or work is not saved twice. */
  signature: string;
  /** A search want's query as typed, and its filters (prices in cents, inclusive). */
  query: string | null;
  condition: BookCondition | null;
  min_cents: number | null;
  max_cents: number | null;
  genre: string | null;
  /** A work want's books.work_key (shared/work-key.ts). */
  work_key: string | null;
  /** What the member sees: the query, or the work's title and author. */
  label: string;
  created_at: string;
}

/** A want already told about a book: the primary key makes it once per book. */
export interface WantHitsTable {
  want_id: number;
  book_id: string;
  created_at: string;
}

/** A book listed (or available again) whose wants are still to be matched; claimed_at set by the worker that took it. */
export interface WantChecksTable {
  book_id: string;
  queued_at: string;
  claimed_at: string | null;
}
