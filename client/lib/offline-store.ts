import type { DBSchema, IDBPDatabase } from 'idb';
import { whenIdle } from './idle.ts';

// Saved data for offline reading (docs/product/offline.md#offline-reading): the last answers of the reads
// listed in offline-link.ts, in an IndexedDB database named for the product. A record is
// { key, data, timestamp, version }; it is served for 24 hours, and records older than 7 days
// (or written by another build, whose data may have another shape) are deleted every 30 minutes
// and when the page is left.

export interface OfflineRecord {
  key: string;
  data: unknown;
  /** When it was saved (ms since the epoch). */
  timestamp: number;
  /** The app version that saved it. */
  version: string;
}

const HOUR = 60 * 60_000;
export const EXPIRES_AFTER_MS = 24 * HOUR;
export const DELETE_AFTER_MS = 7 * 24 * HOUR;
export const CLEANUP_EVERY_MS = 30 * 60_000;
/** At the latest, the first cleanup runs this long after the page starts. */
const FIRST_CLEANUP_WITHIN_MS = 10_000;

/** Whether `record` may still be shown: saved by this version within the last 24 hours. */
export function isUsable(record: OfflineRecord, now: number, version: string): boolean {
  return record.version === version && now - record.timestamp <= EXPIRES_AFTER_MS;
}

/** Whether cleanup deletes `record`: older than 7 days, or unreadable by this version. */
export function isObsolete(record: OfflineRecord, now: number, version: string): boolean {
  return record.version !== version || now - record.timestamp > DELETE_AFTER_MS;
}

/** Where records live: IndexedDB in the browser, memory in tests and where IndexedDB is missing. */
export interface OfflineBackend {
  get(key: string): Promise<OfflineRecord | undefined>;
  put(record: OfflineRecord): Promise<void>;
  /** Deletes every record `obsolete` says yes to; returns how many. */
  deleteWhere(obsolete: (record: OfflineRecord) => boolean): Promise<number>;
  clear(): Promise<void>;
}

export const DB_NAME = 'releia';
const STORE = 'offline-cache';

interface ReleiaDB extends DBSchema {
  [STORE]: { key: string; value: OfflineRecord; indexes: { timestamp: number } };
}

export function indexedDbBackend(name = DB_NAME): OfflineBackend {
  let opened: Promise<IDBPDatabase<ReleiaDB>> | null = null;
  const db = () => {
    // idb is loaded with the first use, after the page's first paint, not with the app's entry.
    opened ??= import('idb').then(({ openDB }) =>
      openDB<ReleiaDB>(name, 1, {
        upgrade(database) {
          database.createObjectStore(STORE, { keyPath: 'key' }).createIndex('timestamp', 'timestamp');
        },
        // Another tab opened a newer schema: let it, this tab reopens on its next use.
        blocking() {
          void opened?.then((d) => d.close());
          opened = null;
        },
      }),
    );
    return opened;
  };
  return {
    async get(key) {
      return (await db()).get(STORE, key);
    },
    async put(record) {
      await (await db()).put(STORE, record);
    },
    async deleteWhere(obsolete) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      let deleted = 0;
      for await (const cursor of tx.store) {
        if (obsolete(cursor.value)) {
          await cursor.delete();
          deleted += 1;
        }
      }
      await tx.done;
      return deleted;
    },
    async clear() {
      await (await db()).clear(STORE);
    },
  };
}

export function memoryBackend(): OfflineBackend {
  const records = new Map<string, OfflineRecord>();
  return {
    async get(key) {
      return records.get(key);
    },
    async put(record) {
      records.set(record.key, record);
    },
    async deleteWhere(obsolete) {
      let deleted = 0;
      for (const [key, record] of records) {
        if (obsolete(record)) {
          records.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
    async clear() {
      records.clear();
    },
  };
}

export interface OfflineStore {
  save(key: string, data: unknown): Promise<void>;
  /** The record for `key` if it may be shown, else null. */
  load(key: string): Promise<OfflineRecord | null>;
  /** Deletes obsolete records; returns how many. */
  cleanup(): Promise<number>;
  clear(): Promise<void>;
}

/**
 * The store over `backend`. Storage failures (full disk, private mode, a blocked database) only
 * cost offline reading, so they are swallowed: the app works the same without saved data.
 */
export function createOfflineStore(
  backend: OfflineBackend,
  { version, now = Date.now }: { version: string; now?: () => number },
): OfflineStore {
  return {
    async save(key, data) {
      await backend.put({ key, data, timestamp: now(), version }).catch(() => {});
    },
    async load(key) {
      const record = await backend.get(key).catch(() => undefined);
      return record && isUsable(record, now(), version) ? record : null;
    },
    async cleanup() {
      const at = now();
      return backend.deleteWhere((record) => isObsolete(record, at, version)).catch(() => 0);
    },
    async clear() {
      await backend.clear().catch(() => {});
    },
  };
}

/**
 * Runs the cleanup once the page has started and the browser is idle, then every 30 minutes and
 * when the page is hidden or left; returns the stop. The first run waits because opening the
 * database loads idb and reads every record: work that the first page's cover and data go before.
 */
export function scheduleCleanup(store: OfflineStore, target: Window = window): () => void {
  const run = () => void store.cleanup();
  const cancelFirst = whenIdle(run, FIRST_CLEANUP_WITHIN_MS);
  const timer = target.setInterval(run, CLEANUP_EVERY_MS);
  // 'pagehide' rather than 'unload': it also fires when the page goes into the back-forward
  // cache, and listening to 'unload' would keep it out of that cache.
  target.addEventListener('pagehide', run);
  return () => {
    cancelFirst();
    target.clearInterval(timer);
    target.removeEventListener('pagehide', run);
  };
}
