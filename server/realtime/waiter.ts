// The consumer's side of an in-process subscription (server/realtime/likes.ts, messages.ts): the
// producer queues and calls `wake`; `next` hands out what is queued and otherwise sleeps until
// woken, the subscription closes or the caller's signal aborts.

export interface Waiter {
  /** Wakes a pending `next`, after something was queued or the subscription closed. */
  wake(): void;
  /** The first value `take` yields, sleeping between tries; null once `isClosed()` or `signal` aborts. */
  next<T>(take: () => T | undefined, isClosed: () => boolean, signal?: AbortSignal): Promise<T | null>;
}

export function createWaiter(): Waiter {
  let wake: (() => void) | null = null;
  return {
    wake: () => wake?.(),
    async next(take, isClosed, signal) {
      while (!isClosed() && !signal?.aborted) {
        const value = take();
        if (value !== undefined) return value;
        const onAbort = () => wake?.();
        signal?.addEventListener('abort', onAbort, { once: true });
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        signal?.removeEventListener('abort', onAbort);
      }
      return null;
    },
  };
}
