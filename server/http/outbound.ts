// Asking an outside service (the CEP and ISBN providers): how Releia introduces itself, how one
// provider's share of a lookup's time budget is cut, and how a JSON answer is read. One copy, so
// every provider is asked the same way.

/** Tells the provider who asks and where to reach us (docs/product/delivery.md, docs/product/listing.md). */
export const outboundUserAgent = (publicUrl: string) => `Releia (+${publicUrl})`;

/** A configured base address without its trailing slashes, so paths can be appended. */
export const baseUrl = (url: string) => url.replace(/\/+$/, '');

/** A provider with another after it gets two thirds of the budget, so a hung one leaves time to the next. */
const FIRST_PROVIDERS_SHARE = 2 / 3;

/** The signal for one provider: the whole budget's for the last, a share of it for the others. */
export function providerSignal(total: AbortSignal, budgetMs: number, last: boolean): AbortSignal {
  return last
    ? total
    : AbortSignal.any([total, AbortSignal.timeout(Math.round(budgetMs * FIRST_PROVIDERS_SHARE))]);
}

/** What the providers answered: the first that knew, and whether any failed on the way. */
export type Asked<N extends string, T> =
  | { found: T; provider: N; failed: boolean }
  | { found: null; failed: boolean };

/**
 * Asks `providers` in order within one time budget until one knows the key. A provider that
 * fails (`onFailure` says so) lets the next try; so does one that does not know the key.
 */
export async function askInOrder<N extends string, T>(
  providers: readonly N[],
  budgetMs: number,
  ask: (provider: N, signal: AbortSignal) => Promise<T | null>,
  onFailure: (provider: N, error: unknown) => void,
): Promise<Asked<N, T>> {
  const total = AbortSignal.timeout(budgetMs);
  let failed = false;
  for (const [index, provider] of providers.entries()) {
    if (total.aborted) return { found: null, failed: true };
    const signal = providerSignal(total, budgetMs, index === providers.length - 1);
    try {
      const found = await ask(provider, signal);
      if (found) return { found, provider, failed };
    } catch (error) {
      failed = true;
      onFailure(provider, error);
    }
  }
  return { found: null, failed };
}

export interface OutboundRequest {
  userAgent: string;
  signal: AbortSignal;
}

/**
 * The JSON a provider answers; undefined for a status in `notFoundStatus` (the provider does not
 * know the key), and a throw for any other error status, so the next provider can try.
 */
export async function getJson(url: string, req: OutboundRequest, notFoundStatus: number[]): Promise<unknown> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': req.userAgent },
    signal: req.signal,
  });
  if (notFoundStatus.includes(res.status)) {
    await res.body?.cancel();
    return undefined;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  return res.json();
}
