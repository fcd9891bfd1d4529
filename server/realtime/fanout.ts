import { EventEmitter } from 'node:events';
import { logger } from '../observability/index.ts';

// The local half of every event bus (server/realtime/bus.ts): hands each event to this process's
// subscribers of its channel, and tells the subscribers that were listening when the bus lost
// events (a dropped LISTEN connection) to start over from a snapshot
// (docs/decisions/028-live-events-across-processes.md).

/** What a payload may hold: it crosses processes as JSON, so no Dates, functions or undefined. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; an event is its channel and payload
 * as one JSON text. The in-process bus keeps the same limit, so an event that could not cross
 * processes fails on SQLite too, in the tests, rather than only in production.
 */
const MAX_EVENT_BYTES = 7999;

/**
 * An event as it travels: its channel and payload in one JSON text (the NOTIFY payload). Null,
 * logged as an error, when too large: a publisher should have checked with eventFits, and the
 * write the event reports has committed, so its request must not fail for it.
 */
export function encodeEvent(channel: string, payload: Json): string | null {
  const text = JSON.stringify({ channel, payload });
  if (Buffer.byteLength(text, 'utf8') <= MAX_EVENT_BYTES) return text;
  logger.error(
    { channel, bytes: Buffer.byteLength(text, 'utf8') },
    'evento ao vivo grande demais; descartado',
  );
  return null;
}

/** Whether `payload` fits in one event on `channel` (see MAX_EVENT_BYTES). */
export function eventFits(channel: string, payload: Json): boolean {
  return Buffer.byteLength(JSON.stringify({ channel, payload }), 'utf8') <= MAX_EVENT_BYTES;
}

interface Subscriber {
  handler: (payload: Json) => void;
  onMissed: () => void;
}

export class Fanout {
  readonly #emitter = new EventEmitter();
  readonly #subscribers = new Set<Subscriber>();
  /** Subscribers that were listening when events were lost, told once the bus hears again. */
  readonly #stale = new Set<Subscriber>();

  constructor() {
    // One listener per watched book or user per open browser: far beyond Node's warning at 10.
    this.#emitter.setMaxListeners(0);
  }

  /** `handler` gets each payload published on `channel` from now on; returns the unsubscribe. */
  subscribe(channel: string, handler: (payload: Json) => void, onMissed: () => void): () => void {
    const subscriber: Subscriber = { handler, onMissed };
    this.#emitter.on(channel, handler);
    this.#subscribers.add(subscriber);
    return () => {
      this.#emitter.off(channel, handler);
      this.#subscribers.delete(subscriber);
      this.#stale.delete(subscriber);
    };
  }

  /** Delivers one encoded event (encodeEvent) to the subscribers of its channel. */
  deliver(text: string): void {
    const { channel, payload } = JSON.parse(text) as { channel: string; payload: Json };
    this.#emitter.emit(channel, payload);
  }

  listenerCount(channel: string): number {
    return this.#emitter.listenerCount(channel);
  }

  /** Events are being lost from now on: everyone subscribed so far will need a snapshot. */
  markStale(): void {
    for (const subscriber of this.#subscribers) this.#stale.add(subscriber);
  }

  /** Events arrive again: each subscriber that may have missed some is told so, once. */
  resume(): void {
    const stale = [...this.#stale];
    this.#stale.clear();
    for (const subscriber of stale) subscriber.onMissed();
  }
}
