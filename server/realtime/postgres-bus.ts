import { sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/client.ts';
import { dedicatedConnectionOf } from '../../db/postgres.ts';
import { logger } from '../observability/index.ts';
import type { EventBus } from './event-bus.ts';
import { encodeEvent, Fanout, type Json } from './fanout.ts';

// The event bus on PostgreSQL (docs/decisions/028-live-events-across-processes.md): every process
// LISTENs on one channel with a connection of its own and hands each notification to its local
// subscribers by the event's channel name; a publish is one pg_notify through the pool, heard by
// every process, this one included. NOTIFY is per database, so test databases on one cluster
// never hear each other.

/** The one PostgreSQL channel all of Releia's events travel on. */
const PG_CHANNEL = 'releia_events';
/** Waits between attempts to listen again after a dropped connection, doubling up to the cap. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export function createPostgresBus(db: DB): EventBus {
  const connection = dedicatedConnectionOf(db);
  if (!connection) throw new Error('barramento PostgreSQL sem conexão PostgreSQL');
  const fanout = new Fanout();
  const listener = new Listener(connection.url, fanout);
  connection.closeWithDb(() => listener.close());
  return {
    async publish(channel, payload) {
      const text = encodeEvent(channel, payload);
      if (text === null) return;
      try {
        await sql`select pg_notify(${PG_CHANNEL}, ${text})`.execute(db);
      } catch (err) {
        logger.error({ err, channel }, 'evento ao vivo não publicado');
      }
    },
    subscribe(channel, handler, onMissed) {
      listener.start();
      return fanout.subscribe(channel, handler as (payload: Json) => void, onMissed);
    },
    ready: (signal) => listener.ready(signal),
    listenerCount: (channel) => fanout.listenerCount(channel),
  };
}

type State = 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed';

/**
 * The LISTEN connection: opened on the first subscription, opened again after it drops (with a
 * growing wait between attempts), closed with the database. While it is down events are lost,
 * so the subscribers of that moment are told to start over from a snapshot once it is back.
 */
class Listener {
  #state: State = 'idle';
  #client: pg.Client | null = null;
  #attempt = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #listening = deferred();
  readonly #url: string;
  readonly #fanout: Fanout;

  constructor(url: string, fanout: Fanout) {
    this.#url = url;
    this.#fanout = fanout;
  }

  start(): void {
    if (this.#state === 'idle') void this.#connect();
  }

  async ready(signal?: AbortSignal): Promise<void> {
    if (this.#state === 'listening' || this.#state === 'closed' || signal?.aborted) return;
    this.start();
    if (!signal) return this.#listening.promise;
    const aborted = new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    await Promise.race([this.#listening.promise, aborted]);
  }

  async close(): Promise<void> {
    this.#state = 'closed';
    clearTimeout(this.#retry);
    this.#listening.resolve();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    this.#state = 'connecting';
    // keepAlive: a connection that vanished without a word (a network cut) is noticed too.
    const client = new pg.Client({
      connectionString: this.#url,
      application_name: 'releia-events',
      keepAlive: true,
    });
    this.#client = client;
    let gone = false;
    const drop = (err?: unknown) => {
      if (gone) return;
      gone = true;
      this.#dropped(client, err);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === PG_CHANNEL && message.payload !== undefined) this.#deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${PG_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    // Closed while connecting: close() ended this client, its 'end' may not have come yet.
    if (gone || this.#closed()) return;
    this.#state = 'listening';
    if (this.#attempt > 0) logger.info('conexão de eventos ao vivo (LISTEN) restabelecida');
    this.#attempt = 0;
    this.#listening.resolve();
    this.#fanout.resume();
  }

  #closed(): boolean {
    return this.#state === 'closed';
  }

  #deliver(text: string): void {
    try {
      this.#fanout.deliver(text);
    } catch (err) {
      logger.error({ err }, 'evento ao vivo ilegível');
    }
  }

  #dropped(client: pg.Client, err: unknown): void {
    // pg emits errors after a drop too; with no listener they would crash the process.
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.#state === 'closed') return;
    if (this.#client === client) this.#client = null;
    if (this.#state === 'listening') {
      this.#listening = deferred();
      this.#fanout.markStale();
    }
    this.#state = 'waiting';
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.#attempt);
    this.#attempt += 1;
    logger.warn({ err, retryInMs: wait }, 'conexão de eventos ao vivo (LISTEN) perdida; tentando de novo');
    this.#retry = setTimeout(() => void this.#connect(), wait);
    this.#retry.unref();
  }
}

/** A promise with its resolve at hand (Promise.withResolvers, from Node 22). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
