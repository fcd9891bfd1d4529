import type { DB } from '../../db/client.ts';
import { busFor, eventFits } from './bus.ts';
import { createWaiter } from './waiter.ts';

// Live messages (docs/product/messages.md#live-messages): after a message commits, both participants hear about it; after a
// read or a block, the person who did it hears too (their other tabs update). One channel per
// user id on the database's event bus, like server/realtime/likes.ts, so on PostgreSQL every
// process's subscribers hear it (docs/decisions/028-live-events-across-processes.md).

export type MessageBusEvent =
  | {
      type: 'message';
      conversationId: string;
      /** `body` null: too long for one event, the subscriber reads it back (publishToUser). */
      message: { id: number; senderId: string; senderName: string; body: string | null; createdAt: string };
    }
  | { type: 'read'; conversationId: string }
  | { type: 'block'; otherUserId: string }
  /** The member's notifications changed (docs/decisions/030-notifications.md#the-live-push). */
  | { type: 'notifications' };

const channel = (userId: string) => `messages:${userId}`;

/**
 * A message travels whole, as every other event, since nearly all fit in one: PostgreSQL's NOTIFY
 * carries under 8000 bytes, and 2000 characters stay under that unless most of them are escaped
 * in JSON (control characters take six bytes each). Only then the body is left out, and each
 * subscriber reads it back by id: one query in those rare cases instead of one per subscriber
 * for every message.
 */
export function publishToUser(db: DB, userId: string, event: MessageBusEvent): Promise<void> {
  const fitted =
    event.type === 'message' && !eventFits(channel(userId), event)
      ? { ...event, message: { ...event.message, body: null } }
      : event;
  return busFor(db).publish(channel(userId), fitted);
}

/** Listeners on one user's channel, for tests that check subscriptions clean up. */
export function messageListenerCount(db: DB, userId: string): number {
  return busFor(db).listenerCount(channel(userId));
}

/** Beyond this many waiting events a tab is not reading; it gets a fresh snapshot instead. */
const QUEUE_MAX = 500;

export interface UserEventSubscription {
  /** Resolves once events are heard (EventBus.ready): read the snapshot after it. */
  ready(signal?: AbortSignal): Promise<void>;
  /**
   * The next event, waiting for one; 'overflow' when events were dropped or lost (the subscriber
   * sends a fresh snapshot); null once `signal` aborts or the subscription closes.
   */
  next(signal?: AbortSignal): Promise<MessageBusEvent | 'overflow' | null>;
  close(): void;
}

/**
 * Listens to `userId`'s channel from `ready()` on, so a snapshot read after it misses nothing.
 * Events wait in order while the consumer is busy.
 */
export function subscribeUserEvents(db: DB, userId: string): UserEventSubscription {
  const bus = busFor(db);
  let queue: MessageBusEvent[] = [];
  let overflow = false;
  const waiter = createWaiter();
  let closed = false;
  const startOver = () => {
    queue = [];
    overflow = true;
    waiter.wake();
  };
  const onEvent = (event: MessageBusEvent) => {
    if (queue.length >= QUEUE_MAX) return startOver();
    queue.push(event);
    waiter.wake();
  };
  // Events lost while the bus was not listening: the same fresh snapshot as an overflow.
  const unsubscribe = bus.subscribe(channel(userId), onEvent, startOver);

  const take = (): MessageBusEvent | 'overflow' | undefined => {
    if (!overflow) return queue.shift();
    overflow = false;
    return 'overflow';
  };

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    waiter.wake();
  };

  return {
    ready: (signal) => bus.ready(signal),
    close,
    next: (signal) => waiter.next(take, () => closed, signal),
  };
}
