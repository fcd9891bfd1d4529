import type { DB } from '../../db/client.ts';
import { busFor } from './bus.ts';
import { createWaiter } from './waiter.ts';

// Live like counts (docs/product/likes.md#live-sync): every like or unlike is published here after
// its transaction commits, and each open browser's subscription listens to the books it shows.
// Through the database's event bus (server/realtime/bus.ts), so on PostgreSQL a like sent to one
// process reaches browsers connected to any other
// (docs/decisions/028-live-events-across-processes.md).

/** A type rather than an interface, so it is a bus payload (JSON). */
export type LikeChange = {
  bookId: string;
  likesCount: number;
  /** Who liked or unliked: subscribers only learn whether it was themselves. */
  userId: string;
  liked: boolean;
};

const channel = (bookId: string) => `like:${bookId}`;

export function publishLikeChange(db: DB, change: LikeChange): Promise<void> {
  return busFor(db).publish(channel(change.bookId), change);
}

/** Number of listeners on one book, for tests that check subscriptions clean up. */
export function likeListenerCount(db: DB, bookId: string): number {
  return busFor(db).listenerCount(channel(bookId));
}

export interface LikeSubscription {
  /** Resolves once changes are heard (EventBus.ready): read the snapshot after it. */
  ready(signal?: AbortSignal): Promise<void>;
  /**
   * The next change, waiting for one; 'missed' when changes may have been lost (the subscriber
   * sends a fresh snapshot); null once `signal` aborts or the subscription is closed.
   */
  next(signal?: AbortSignal): Promise<LikeChange | 'missed' | null>;
  close(): void;
}

/**
 * Listens to the changes of `bookIds` from `ready()` on, so a caller can read a snapshot after it
 * without missing a change in between. Changes that arrive while the consumer is busy are queued,
 * never dropped; a queued older change of the same book by the same person is replaced by the
 * newer one, since only the latest count and flag matter.
 */
export function subscribeLikeChanges(db: DB, bookIds: readonly string[]): LikeSubscription {
  const bus = busFor(db);
  const queue: LikeChange[] = [];
  let missed = false;
  const waiter = createWaiter();
  let closed = false;
  const onChange = (change: LikeChange) => {
    const i = queue.findIndex((c) => c.bookId === change.bookId && c.userId === change.userId);
    if (i >= 0) queue.splice(i, 1);
    queue.push(change);
    waiter.wake();
  };
  // A snapshot covers every queued change.
  const onMissed = () => {
    queue.length = 0;
    missed = true;
    waiter.wake();
  };
  const unsubscribes = bookIds.map((id) => bus.subscribe(channel(id), onChange, onMissed));

  const take = (): LikeChange | 'missed' | undefined => {
    if (!missed) return queue.shift();
    missed = false;
    return 'missed';
  };

  const close = () => {
    if (closed) return;
    closed = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
    waiter.wake();
  };

  return {
    ready: (signal) => bus.ready(signal),
    close,
    next: (signal) => waiter.next(take, () => closed, signal),
  };
}
