import type { Bool } from './columns.ts';

/**
 * An ISBN providers' answer kept (docs/product/listing.md#prefill-from-the-isbn): found with its
 * facts, or not found (facts null). `provider` names who answered a found ISBN.
 */
export interface IsbnLookupsTable {
  /** ISBN-13, digits only. */
  isbn: string;
  found: Bool;
  title: string | null;
  subtitle: string | null;
  /** JSON array of author names. */
  authors: string | null;
  publisher: string | null;
  year: number | null;
  pages: number | null;
  /** The language's code as the listing form keeps it. */
  language: string | null;
  synopsis: string | null;
  /** The cover as stored by the photo pipeline (a local image path), null when none was found. */
  cover_photo: string | null;
  provider: string | null;
  looked_up_at: string;
}
