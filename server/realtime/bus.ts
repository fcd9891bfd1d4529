import type { DB } from '../../db/client.ts';
import { engineOf } from '../../db/dialect.ts';
import type { EventBus } from './event-bus.ts';
import { encodeEvent, Fanout, type Json } from './fanout.ts';
import { createPostgresBus } from './postgres-bus.ts';
import { joinProcessRelay } from './process-relay.ts';

// The live events' bus (docs/decisions/028-live-events-across-processes.md): named channels
// carrying JSON payloads, published after a write commits and heard by the subscriptions of every
// process serving the same database. On SQLite the bus is in-process, and when Releia runs
// several processes on the file (PROCESSES, decision 051) the primary relays events between them;
// on PostgreSQL, where processes on several machines may share the database, events go through
// LISTEN/NOTIFY. Likes, messages and whatever comes next publish here.

export type { EventBus } from './event-bus.ts';
export type { Json } from './fanout.ts';
export { eventFits } from './fanout.ts';

const buses = new WeakMap<DB, EventBus>();

/**
 * The bus of one database (tests open many, each with its own; the server one), made on first
 * use. On PostgreSQL it closes with the database (db.destroy()).
 */
export function busFor(db: DB): EventBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = engineOf(db) === 'postgres' ? createPostgresBus(db) : createLocalBus();
    buses.set(db, bus);
  }
  return bus;
}

/**
 * One process's subscribers, each event delivered before `publish` returns; in several processes
 * on one SQLite file, the primary relays it to the others (process-relay.ts).
 */
function createLocalBus(): EventBus {
  const fanout = new Fanout();
  const relay = joinProcessRelay((text) => fanout.deliver(text));
  return {
    publish: async (channel, payload) => {
      const text = encodeEvent(channel, payload);
      if (text === null) return;
      fanout.deliver(text);
      relay?.(text);
    },
    subscribe: (channel, handler, onMissed) =>
      fanout.subscribe(channel, handler as (payload: Json) => void, onMissed),
    ready: async () => {},
    listenerCount: (channel) => fanout.listenerCount(channel),
  };
}
