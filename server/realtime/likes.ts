import { EventEmitter } from 'node:events';
import { createWaiter } from './waiter.ts';

// Live like counts (docs/product/likes.md#live-sync): every like or unlike is published here after
// its transaction commits, and each open browser's subscription listens to the books it shows.
// In-process, because Releia is one Node process (docs/decisions/001-one-node-process.md); a
// second process would need a shared channel (PostgreSQL LISTEN/NOTIFY, Redis) behind the same
// two functions.

export interface LikeChange {
  bookId: string;
  likesCount: number;
  /** Who liked or unliked: subscribers only learn whether it was themselves. */
  userId: string;
  liked: boolean;
}

const bus = new EventEmitter();
// One listener per watched book per open browser: far beyond Node's default warning of 10.
bus.setMaxListeners(0);

const eventName = (bookId: string) => `like:${bookId}`;

export function publishLikeChange(change: LikeChange): void {
  bus.emit(eventName(change.bookId), change);
}

/** Number of listeners on one book, for tests that check subscriptions clean up. */
export function likeListenerCount(bookId: string): number {
  return bus.listenerCount(eventName(bookId));
}

export interface LikeSubscription {
  /** The next change, waiting for one; null once `signal` aborts or the subscription is closed. */
  next(signal?: AbortSignal): Promise<LikeChange | null>;
  close(): void;
}

/**
 * Listens to the changes of `bookIds` from this moment on, so a caller can read a snapshot after
 * subscribing without missing a change in between. Changes that arrive while the consumer is
 * busy are queued, never dropped; a queued older change of the same book by the same person is
 * replaced by the newer one, since only the latest count and flag matter.
 */
export function subscribeLikeChanges(bookIds: readonly string[]): LikeSubscription {
  const queue: LikeChange[] = [];
  const waiter = createWaiter();
  let closed = false;
  const onChange = (change: LikeChange) => {
    const i = queue.findIndex((c) => c.bookId === change.bookId && c.userId === change.userId);
    if (i >= 0) queue.splice(i, 1);
    queue.push(change);
    waiter.wake();
  };
  for (const id of bookIds) bus.on(eventName(id), onChange);

  const close = () => {
    if (closed) return;
    closed = true;
    for (const id of bookIds) bus.off(eventName(id), onChange);
    waiter.wake();
  };

  return {
    close,
    next: (signal) =>
      waiter.next(
        () => queue.shift(),
        () => closed,
        signal,
      ),
  };
}
