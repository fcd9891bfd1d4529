import { useEffect } from 'react';

// A visitor's 'Fazer oferta', asked before signing in, opens the offer dialog once they are back
// on the book page signed in (docs/product/accounts.md#sign-in): PendingIntentRunner asks, the
// book's offer box answers, whichever comes first waiting for the other.

let wanted: string | null = null;
const listeners = new Set<() => void>();

export function requestOffer(bookId: string): void {
  wanted = bookId;
  for (const listener of listeners) listener();
}

/** Calls `open` once when an offer on `bookId` was asked for, now or later while mounted. */
export function useOfferRequested(bookId: string, enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const answer = () => {
      if (wanted !== bookId) return;
      wanted = null;
      open();
    };
    answer();
    listeners.add(answer);
    return () => {
      listeners.delete(answer);
    };
  }, [bookId, enabled, open]);
}
