import { notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';

/**
 * How the server says a page's record is not there for this person: NOT_FOUND for an unknown,
 * hidden or someone else's record, BAD_REQUEST for an address that cannot name one (a malformed
 * slug or id the strict input refuses). Both show the page's "não encontrado" screen, never the
 * retry screen (docs/product/book-page.md#not-found, docs/product/stores.md#when-a-store-is-not-found).
 */
export const MISSING_CODES = ['NOT_FOUND', 'BAD_REQUEST'] as const;

export type MissingCode = (typeof MISSING_CODES)[number];

/** True when `error` is the server's answer that the record is missing (see MISSING_CODES). */
export function isMissing(error: unknown, codes: readonly MissingCode[] = MISSING_CODES): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code: unknown = error.data?.code;
  return codes.some((missing) => missing === code);
}

/**
 * Runs a route loader's fetch; a missing record becomes the router's notFound(), so the route's
 * notFoundComponent renders. Any other failure is thrown as it came, for the errorComponent.
 */
export async function loadOrNotFound<T>(
  load: () => Promise<T>,
  codes: readonly MissingCode[] = MISSING_CODES,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissing(error, codes)) throw notFound();
    throw error;
  }
}
