import { EventEmitter } from 'node:events';
import { createWaiter } from './waiter.ts';

// Live messages (docs/product/messages.md#live-messages): after a message commits, both participants hear about it; after a
// read or a block, the person who did it hears too (their other tabs update). One channel per
// user id, in-process like server/realtime/likes.ts and for the same reason (one Node process;
// a second one would put PostgreSQL LISTEN/NOTIFY or Redis behind these two functions).

export type MessageBusEvent =
  | {
      type: 'message';
      conversationId: string;
      message: { id: number; senderId: string; senderName: string; body: string; createdAt: string };
    }
  | { type: 'read'; conversationId: string }
  | { type: 'block'; otherUserId: string };

const bus = new EventEmitter();
// One listener per open tab of each signed-in user.
bus.setMaxListeners(0);

const channel = (userId: string) => `messages:${userId}`;

export function publishToUser(userId: string, event: MessageBusEvent): void {
  bus.emit(channel(userId), event);
}

/** Listeners on one user's channel, for tests that check subscriptions clean up. */
export function messageListenerCount(userId: string): number {
  return bus.listenerCount(channel(userId));
}

/** Beyond this many waiting events a tab is not reading; it gets a fresh snapshot instead. */
const QUEUE_MAX = 500;

export interface UserEventSubscription {
  /** The next event, waiting for one; null once `signal` aborts or the subscription closes. */
  next(signal?: AbortSignal): Promise<MessageBusEvent | 'overflow' | null>;
  close(): void;
}

/**
 * Listens to `userId`'s channel from this moment on, so a snapshot read after subscribing misses
 * nothing. Events wait in order while the consumer is busy.
 */
export function subscribeUserEvents(userId: string): UserEventSubscription {
  let queue: MessageBusEvent[] = [];
  let overflow = false;
  const waiter = createWaiter();
  let closed = false;
  const onEvent = (event: MessageBusEvent) => {
    if (queue.length >= QUEUE_MAX) {
      queue = [];
      overflow = true;
    } else {
      queue.push(event);
    }
    waiter.wake();
  };
  bus.on(channel(userId), onEvent);

  const take = (): MessageBusEvent | 'overflow' | undefined => {
    if (!overflow) return queue.shift();
    overflow = false;
    return 'overflow';
  };

  const close = () => {
    if (closed) return;
    closed = true;
    bus.off(channel(userId), onEvent);
    waiter.wake();
  };

  return {
    close,
    next: (signal) => waiter.next(take, () => closed, signal),
  };
}
