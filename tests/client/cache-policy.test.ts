import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyCachePolicy,
  isRefusal,
  kindOfKey,
  POLICY,
  policyFor,
  retryDelay,
} from '../../client/lib/cache-policy.ts';
import { OfflineError } from '../../client/lib/offline-link.ts';
import { trpc } from '../../client/lib/trpc.ts';

const MINUTE = 60_000;
const FAST = { effectiveType: '4g', downlink: 10 };
const TWO_G = { effectiveType: '2g', downlink: 0.2 };

/** An error as the tRPC client makes it from a server answer with `status`. */
function answered(status: number) {
  return TRPCClientError.from({
    error: { code: -32600, message: 'recusado', data: { code: 'X', httpStatus: status } },
  });
}
/** A request that never reached the server. */
const unreachable = () => TRPCClientError.from(new TypeError('Failed to fetch'));

describe('kindOfKey', () => {
  it('classifies every query key by its tRPC namespace, with the procedures docs/product/offline.md#data-cache sets apart', () => {
    expect(kindOfKey(trpc.books.section.queryKey({ slug: 'romance' }))).toBe('books');
    expect(kindOfKey(trpc.search.books.infiniteQueryKey({ q: 'x' }))).toBe('books');
    expect(kindOfKey(trpc.stores.byUsername.queryKey({ username: 'x' }))).toBe('books');
    expect(kindOfKey(trpc.accounts.me.queryKey())).toBe('user');
    expect(kindOfKey(trpc.cart.list.queryKey())).toBe('user');
    expect(kindOfKey(trpc.follows.followingIds.queryKey())).toBe('user');
    expect(kindOfKey(trpc.views.recent.queryKey())).toBe('recentlyViewed');
    expect(kindOfKey(trpc.accounts.options.queryKey())).toBe('static');
    expect(kindOfKey(trpc.categories.list.queryKey())).toBe('categories');
    expect(kindOfKey(['not-trpc'])).toBe('books');
  });
});

describe('policyFor', () => {
  it('has the stale and kept times of docs/product/offline.md#data-cache', () => {
    const times = (kind: keyof typeof POLICY) => {
      const { staleTime, gcTime } = policyFor(kind, FAST);
      return [staleTime / MINUTE, gcTime / MINUTE];
    };
    expect(times('books')).toEqual([5, 10]);
    expect(times('user')).toEqual([10, 20]);
    expect(times('static')).toEqual([30, 60]);
    expect(times('categories')).toEqual([10, 30]);
    expect(times('recentlyViewed')).toEqual([2, 5]);
  });

  it('never retries a 4xx, retries anything else once (user data 3 times, categories twice)', () => {
    const retries = (kind: keyof typeof POLICY, error: unknown) => {
      const { retry } = policyFor(kind, FAST);
      let count = 0;
      while (retry(count, error)) count += 1;
      return count;
    };
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retries('user', answered(status)), String(status)).toBe(0);
    }
    expect(retries('books', answered(500))).toBe(1);
    expect(retries('books', unreachable())).toBe(1);
    expect(retries('user', answered(503))).toBe(3);
    expect(retries('static', unreachable())).toBe(1);
    expect(retries('categories', unreachable())).toBe(2);
  });

  it('does not retry what failed because the browser is offline', () => {
    const { retry } = policyFor('user', FAST);
    expect(retry(0, TRPCClientError.from(new OfflineError('offline')))).toBe(false);
  });

  it('on 2g doubles the stale time and retries once, whatever the kind', () => {
    for (const kind of Object.keys(POLICY) as (keyof typeof POLICY)[]) {
      const slow = policyFor(kind, TWO_G);
      expect(slow.staleTime, kind).toBe(POLICY[kind].staleTime * 2);
      expect(slow.gcTime, kind).toBe(POLICY[kind].gcTime);
      expect(slow.retry(0, unreachable()), kind).toBe(true);
      expect(slow.retry(1, unreachable()), kind).toBe(false);
    }
    expect(policyFor('books', { effectiveType: 'slow-2g' }).staleTime).toBe(10 * MINUTE);
    // Under 1 Mbit/s is slow for the performance panel, but only 2g changes the cache.
    expect(policyFor('books', { effectiveType: '3g', downlink: 0.5 }).staleTime).toBe(5 * MINUTE);
  });
});

describe('retryDelay', () => {
  it('waits 1 s, doubling, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('isRefusal', () => {
  it('is a 4xx answer, not a 5xx, a network failure or anything else', () => {
    expect(isRefusal(answered(404))).toBe(true);
    expect(isRefusal(answered(500))).toBe(false);
    expect(isRefusal(unreachable())).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});

describe('applyCachePolicy', () => {
  afterEach(() => vi.useRealTimers());

  it('gives each query its kind’s times, and no refetch on focus or mount', () => {
    const client = new QueryClient();
    applyCachePolicy(client, FAST);
    const options = (queryKey: readonly unknown[]) => client.defaultQueryOptions({ queryKey });
    const cart = options(trpc.cart.list.queryKey());
    expect([cart.staleTime, cart.gcTime]).toEqual([10 * MINUTE, 20 * MINUTE]);
    const categories = options(trpc.categories.list.queryKey());
    expect([categories.staleTime, categories.gcTime]).toEqual([10 * MINUTE, 30 * MINUTE]);
    const recent = options(trpc.views.recent.queryKey());
    expect([recent.staleTime, recent.gcTime]).toEqual([2 * MINUTE, 5 * MINUTE]);
    const book = options(trpc.books.bySlug.queryKey({ slug: 'x' }));
    expect([book.staleTime, book.gcTime]).toEqual([5 * MINUTE, 10 * MINUTE]);
    expect(book.refetchOnWindowFocus).toBe(false);
    expect(book.refetchOnMount).toBe(false);
  });

  it('switches to the 2g times when applied again for a 2g connection', () => {
    const client = new QueryClient();
    applyCachePolicy(client, FAST);
    applyCachePolicy(client, TWO_G);
    expect(client.defaultQueryOptions({ queryKey: trpc.cart.list.queryKey() }).staleTime).toBe(20 * MINUTE);
  });

  it('retries a user read 3 times, 1 s, 2 s and 4 s apart, then gives up', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    applyCachePolicy(client, FAST);
    const calls: number[] = [];
    const queryFn = () => {
      calls.push(Date.now());
      return Promise.reject(unreachable());
    };
    const result = client.fetchQuery({ queryKey: trpc.cart.list.queryKey(), queryFn }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toBeInstanceOf(TRPCClientError);
    expect(calls.map((at) => at - (calls[0] ?? 0))).toEqual([0, 1000, 3000, 7000]);
  });

  it('asks once for a book that the server says is not there', async () => {
    const client = new QueryClient();
    applyCachePolicy(client, FAST);
    const queryFn = vi.fn(() => Promise.reject(answered(404)));
    await expect(
      client.fetchQuery({ queryKey: trpc.books.bySlug.queryKey({ slug: 'x' }), queryFn }),
    ).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
