import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLEANUP_EVERY_MS,
  createOfflineStore,
  DELETE_AFTER_MS,
  EXPIRES_AFTER_MS,
  isObsolete,
  isUsable,
  memoryBackend,
  type OfflineBackend,
  type OfflineRecord,
  scheduleCleanup,
} from '../../client/lib/offline-store.ts';

const HOUR = 60 * 60_000;
const T0 = Date.UTC(2026, 10, 21, 12);
const record = (over: Partial<OfflineRecord> = {}): OfflineRecord => ({
  key: 'books.section:{"slug":"romance"}',
  data: [{ id: 'b1' }],
  timestamp: T0,
  version: 'v1',
  ...over,
});

describe('record rules', () => {
  it('shows a record for 24 hours, and only to the version that saved it', () => {
    expect(EXPIRES_AFTER_MS).toBe(24 * HOUR);
    expect(isUsable(record(), T0, 'v1')).toBe(true);
    expect(isUsable(record(), T0 + 24 * HOUR, 'v1')).toBe(true);
    expect(isUsable(record(), T0 + 24 * HOUR + 1, 'v1')).toBe(false);
    expect(isUsable(record(), T0, 'v2')).toBe(false);
  });

  it('deletes a record after 7 days, or at once when another version saved it', () => {
    expect(DELETE_AFTER_MS).toBe(7 * 24 * HOUR);
    expect(isObsolete(record(), T0 + 24 * HOUR + 1, 'v1')).toBe(false);
    expect(isObsolete(record(), T0 + 7 * 24 * HOUR, 'v1')).toBe(false);
    expect(isObsolete(record(), T0 + 7 * 24 * HOUR + 1, 'v1')).toBe(true);
    expect(isObsolete(record(), T0, 'v2')).toBe(true);
  });
});

describe('createOfflineStore', () => {
  function storeAt(backend = memoryBackend(), version = 'v1') {
    const clock = { now: T0 };
    const store = createOfflineStore(backend, { version, now: () => clock.now });
    return { store, clock, backend };
  }

  it('saves with key, data, timestamp and version, and loads it back', async () => {
    const { store, backend } = storeAt();
    await store.save('k', { titulo: 'Dom Casmurro' });
    expect(await backend.get('k')).toEqual({
      key: 'k',
      data: { titulo: 'Dom Casmurro' },
      timestamp: T0,
      version: 'v1',
    });
    expect((await store.load('k'))?.data).toEqual({ titulo: 'Dom Casmurro' });
    expect(await store.load('outra')).toBeNull();
  });

  it('stops serving a record after 24 hours but keeps it until the 7-day cleanup', async () => {
    const { store, clock, backend } = storeAt();
    await store.save('k', 1);
    clock.now = T0 + 25 * HOUR;
    expect(await store.load('k')).toBeNull();
    expect(await store.cleanup()).toBe(0);
    expect(await backend.get('k')).toBeDefined();
    clock.now = T0 + 7 * 24 * HOUR + 1;
    expect(await store.cleanup()).toBe(1);
    expect(await backend.get('k')).toBeUndefined();
  });

  it('a newer save replaces the record and restarts its 24 hours', async () => {
    const { store, clock } = storeAt();
    await store.save('k', 'antigo');
    clock.now = T0 + 20 * HOUR;
    await store.save('k', 'novo');
    clock.now = T0 + 30 * HOUR;
    expect((await store.load('k'))?.data).toBe('novo');
  });

  it('ignores and cleans up what another version saved', async () => {
    const backend = memoryBackend();
    await backend.put(record({ key: 'old', version: 'v0' }));
    const { store } = storeAt(backend, 'v1');
    expect(await store.load('old')).toBeNull();
    expect(await store.cleanup()).toBe(1);
  });

  it('clear removes everything', async () => {
    const { store } = storeAt();
    await store.save('a', 1);
    await store.save('b', 2);
    await store.clear();
    expect(await store.load('a')).toBeNull();
    expect(await store.load('b')).toBeNull();
  });

  it('works without storage: a failing database costs only the saved data', async () => {
    const fail = () => Promise.reject(new DOMException('QuotaExceededError'));
    const broken: OfflineBackend = { get: fail, put: fail, deleteWhere: fail, clear: fail };
    const { store } = storeAt(broken);
    await expect(store.save('k', 1)).resolves.toBeUndefined();
    await expect(store.load('k')).resolves.toBeNull();
    await expect(store.cleanup()).resolves.toBe(0);
    await expect(store.clear()).resolves.toBeUndefined();
  });
});

describe('scheduleCleanup', () => {
  afterEach(() => vi.useRealTimers());

  it('cleans up once the browser is idle, every 30 minutes and when the page is left, until stopped', () => {
    vi.useFakeTimers();
    const cleanup = vi.fn(async () => 0);
    const store = { save: vi.fn(), load: vi.fn(), clear: vi.fn(), cleanup };
    const stop = scheduleCleanup(store);
    // Not during the start-up task itself: idb and the records wait for the first page.
    expect(cleanup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(cleanup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CLEANUP_EVERY_MS - 1);
    expect(cleanup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cleanup).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(cleanup).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(CLEANUP_EVERY_MS * 4);
    window.dispatchEvent(new Event('pagehide'));
    expect(cleanup).toHaveBeenCalledTimes(3);
  });

  it('does not run the first cleanup once stopped before the browser was idle', () => {
    vi.useFakeTimers();
    const cleanup = vi.fn(async () => 0);
    const stop = scheduleCleanup({ save: vi.fn(), load: vi.fn(), clear: vi.fn(), cleanup });
    stop();
    vi.advanceTimersByTime(CLEANUP_EVERY_MS);
    expect(cleanup).not.toHaveBeenCalled();
  });
});
