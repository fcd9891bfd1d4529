import type { Json } from './fanout.ts';

// What every live-events bus offers, in-process (server/realtime/bus.ts) or over LISTEN/NOTIFY
// (server/realtime/postgres-bus.ts): its own module, so the two implementations share it without
// importing each other.

export interface EventBus {
  /**
   * Sends `payload` to the subscribers of `channel` in every process. Never rejects: the write
   * the event reports has committed, so a payload too large for one event (eventFits) or a
   * database failure is logged and the event dropped; subscribers catch up at their next snapshot.
   */
  publish(channel: string, payload: Json): Promise<void>;
  /**
   * `handler` gets every payload published on `channel` once `ready()` resolves; publisher and
   * subscribers of a channel agree on its payload's type `T`. `onMissed` is called when events
   * may have been lost (the listening connection dropped and came back): the subscriber should
   * start over from a snapshot. Returns the unsubscribe.
   */
  subscribe<T extends Json>(channel: string, handler: (payload: T) => void, onMissed: () => void): () => void;
  /**
   * Resolves once this process hears every later publish (at once in-process; once the LISTEN is
   * in place on PostgreSQL), or when `signal` aborts: a snapshot read after it misses nothing.
   */
  ready(signal?: AbortSignal): Promise<void>;
  /** Local subscribers of one channel, for tests that check subscriptions clean up. */
  listenerCount(channel: string): number;
}
