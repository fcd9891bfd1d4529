import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, type Operation, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isOfflineError,
  networkNotes,
  OFFLINE_ACTION_MESSAGE,
  offlineLink,
  queryIdentityOfKey,
  RECHECK_EVERY_MS,
  recordKey,
  refreshSavedData,
  savedDataNotes,
  watchNetwork,
} from '../../client/lib/offline-link.ts';
import { createOfflineStore, memoryBackend } from '../../client/lib/offline-store.ts';
import { signal } from '../../client/lib/signal.ts';
import { trpc } from '../../client/lib/trpc.ts';
import type { AppRouter } from '../../server/app-router.ts';

type Reply = { data: unknown } | { error: TRPCClientError<AppRouter> };

/** The server side of these tests: what each call gets, and every call that reached it. */
function fakeServer() {
  const sent: Operation[] = [];
  let reply: (op: Operation) => Reply = () => ({ data: null });
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(op);
        const answer = reply(op);
        if ('error' in answer) observer.error(answer.error);
        else {
          observer.next({ result: { type: 'data', data: answer.data } });
          observer.complete();
        }
        return () => {};
      });
  const answer = (fn: (op: Operation) => Reply) => {
    reply = fn;
  };
  return { sent, link, answer };
}

const onLine = vi.spyOn(navigator, 'onLine', 'get');
function setOnline(online: boolean) {
  onLine.mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** No answer at all: fetch rejects with a TypeError (the Fetch standard's network error). */
const unreachable = () => TRPCClientError.from<AppRouter>(new TypeError('Failed to fetch'));
/** An answer that is not the API's: a proxy's 502 page, which is not JSON. */
const badGateway = () => TRPCClientError.from<AppRouter>(new SyntaxError('Unexpected token < in JSON'));
const notFound = () =>
  TRPCClientError.from<AppRouter>({
    error: { code: -32004, message: 'Livro não encontrado', data: { code: 'NOT_FOUND', httpStatus: 404 } },
  });

function setup() {
  const server = fakeServer();
  const store = createOfflineStore(memoryBackend(), { version: 'v1' });
  const client = createTRPCClient<AppRouter>({ links: [offlineLink(store), server.link] });
  return { server, store, client };
}

beforeEach(() => {
  savedDataNotes.reset();
  networkNotes.reset();
  onLine.mockReturnValue(true);
});
afterEach(() => onLine.mockReset());

describe('offlineLink', () => {
  it('saves the answers of the saved reads, and only those', async () => {
    const { server, store, client } = setup();
    server.answer((op) => ({ data: { path: op.path } }));
    await client.books.section.query({ slug: 'romance' });
    await client.cart.list.query();
    await vi.waitFor(async () => {
      expect(await store.load(recordKey('books.section', { slug: 'romance' }))).not.toBeNull();
    });
    expect(await store.load(recordKey('cart.list', undefined))).toBeNull();
    expect(savedDataNotes.oldest()).toBeNull();
  });

  it('holds the saving back until the page says it may (its first render)', async () => {
    const server = fakeServer();
    server.answer(() => ({ data: [] }));
    const store = createOfflineStore(memoryBackend(), { version: 'v1' });
    const firstRender = signal();
    const client = createTRPCClient<AppRouter>({
      links: [offlineLink(store, { savesAfter: firstRender.settled }), server.link],
    });
    const key = recordKey('books.section', { slug: 'romance' });
    await expect(client.books.section.query({ slug: 'romance' })).resolves.toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.load(key)).toBeNull();
    firstRender.settle();
    await vi.waitFor(async () => {
      expect(await store.load(key)).toEqual(expect.objectContaining({ data: [] }));
    });
  });

  it('offline, answers a saved read from the store without a request, and notes it', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('books.bySlug', { slug: 'dom-casmurro' }), { title: 'Dom Casmurro' });
    setOnline(false);
    await expect(client.books.bySlug.query({ slug: 'dom-casmurro' })).resolves.toEqual({
      title: 'Dom Casmurro',
    });
    expect(server.sent).toHaveLength(0);
    expect(savedDataNotes.oldest()).toEqual(expect.any(Number));
  });

  it('offline, fails at once with an offline error for what is not saved, and for every action', async () => {
    const { server, client } = setup();
    setOnline(false);
    const read = await client.books.bySlug.query({ slug: 'nunca-visto' }).catch((e: unknown) => e);
    expect(isOfflineError(read)).toBe(true);
    const action = await client.cart.clear.mutate().catch((e: unknown) => e);
    expect(isOfflineError(action)).toBe(true);
    expect((action as Error).message).toBe(OFFLINE_ACTION_MESSAGE);
    expect(server.sent).toHaveLength(0);
  });

  it('online but out of reach of the server, falls back to saved data', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('stores.byUsername', { username: 'sebo' }), { name: 'Sebo' });
    server.answer(() => ({ error: unreachable() }));
    await expect(client.stores.byUsername.query({ username: 'sebo' })).resolves.toEqual({ name: 'Sebo' });
    expect(server.sent).toHaveLength(1);
  });

  it('a saved read with no answer at all, while navigator.onLine says online, counts as offline', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('books.bySlug', { slug: 'visto' }), { title: 'Visto' });
    server.answer(() => ({ error: unreachable() }));
    await expect(client.books.bySlug.query({ slug: 'visto' })).resolves.toEqual({ title: 'Visto' });
    expect(networkNotes.online()).toBe(false);
    // A page never seen says it is not saved offline, as when the browser knows it is offline.
    const never = await client.books.bySlug.query({ slug: 'nunca-visto' }).catch((e: unknown) => e);
    expect(isOfflineError(never)).toBe(true);
    // The next answer from the server, whatever it is, ends it.
    server.answer(() => ({ error: notFound() }));
    await client.books.bySlug.query({ slug: 'vendido' }).catch(() => {});
    expect(networkNotes.online()).toBe(true);
  });

  it('an answer that is not the API’s (a proxy’s 502) falls back to saved data, the network being there', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('books.section', { slug: 'romance' }), []);
    server.answer(() => ({ error: badGateway() }));
    await expect(client.books.section.query({ slug: 'romance' })).resolves.toEqual([]);
    expect(savedDataNotes.oldest()).not.toBeNull();
    expect(networkNotes.online()).toBe(true);
    // What is not saved fails with the server's failure, not as offline.
    const never = await client.books.bySlug.query({ slug: 'nunca-visto' }).catch((e: unknown) => e);
    expect(isOfflineError(never)).toBe(false);
  });

  it('passes the server’s refusals on: a 404 is not replaced by saved data', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('books.bySlug', { slug: 'vendido' }), { title: 'Vendido' });
    server.answer(() => ({ error: notFound() }));
    await expect(client.books.bySlug.query({ slug: 'vendido' })).rejects.toThrow('Livro não encontrado');
  });

  it('a live answer clears the saved-data note of that query', async () => {
    const { server, client, store } = setup();
    await store.save(recordKey('books.section', { slug: 'romance' }), []);
    setOnline(false);
    await client.books.section.query({ slug: 'romance' });
    expect(savedDataNotes.oldest()).not.toBeNull();
    setOnline(true);
    server.answer(() => ({ data: [] }));
    await client.books.section.query({ slug: 'romance' });
    expect(savedDataNotes.oldest()).toBeNull();
  });

  it('keeps a live feed closed while the server gets no answer, and opens it with the next answer', async () => {
    const { server, client } = setup();
    server.answer(() => ({ error: unreachable() }));
    await client.books.section.query({ slug: 'romance' }).catch(() => {});
    const subscription = client.likes.events.subscribe({ bookIds: [] }, { onData: () => {} });
    expect(server.sent.map((op) => op.type)).toEqual(['query']);
    server.answer(() => ({ data: [] }));
    await client.books.section.query({ slug: 'romance' });
    expect(server.sent.map((op) => op.type)).toEqual(['query', 'query', 'subscription']);
    subscription.unsubscribe();
  });

  it('keeps a live feed closed while offline and opens it on reconnection', () => {
    const { server, client } = setup();
    setOnline(false);
    const subscription = client.likes.events.subscribe({ bookIds: [] }, { onData: () => {} });
    expect(server.sent).toHaveLength(0);
    setOnline(true);
    expect(server.sent.map((op) => op.type)).toEqual(['subscription']);
    subscription.unsubscribe();
  });
});

describe('keys', () => {
  it('makes the same record key whatever the order of the input’s fields', () => {
    expect(recordKey('stores.books', { username: 'a', sort: 'newest' })).toBe(
      recordKey('stores.books', { sort: 'newest', username: 'a' }),
    );
    expect(recordKey('stores.books', { username: 'a' })).not.toBe(
      recordKey('stores.books', { username: 'b' }),
    );
  });

  it('orders fields by code unit, in nested objects too, whatever the language', () => {
    expect(recordKey('x', { b: 1, a: { d: 2, C: 3 }, B: 4 })).toBe('x:{"B":4,"a":{"C":3,"d":2},"b":1}');
  });

  it('notes saved data under the React Query query of the call, pages of an infinite list included', async () => {
    const { client, store } = setup();
    const page = { username: 'sebo', cursor: 'pagina-2' };
    // tRPC adds the page's direction to an infinite query's input.
    await store.save(recordKey('stores.books', { ...page, direction: 'forward' }), { items: [] });
    setOnline(false);
    await client.stores.books.query({ ...page, direction: 'forward' } as typeof page);
    const infiniteKey = trpc.stores.books.infiniteQueryKey({ username: 'sebo' });
    expect(savedDataNotes.has(queryIdentityOfKey(infiniteKey) ?? '')).toBe(true);
    const otherStore = trpc.stores.books.infiniteQueryKey({ username: 'outro' });
    expect(savedDataNotes.has(queryIdentityOfKey(otherStore) ?? '')).toBe(false);
  });
});

describe('refreshSavedData', () => {
  it('refetches the shown queries that hold saved data and drops the hidden ones', async () => {
    const queryClient = new QueryClient();
    // tRPC's own keys, untyped: the data here is a placeholder, not a real answer.
    const shown: QueryKey = trpc.books.section.queryKey({ slug: 'romance' });
    const hidden: QueryKey = trpc.books.bySlug.queryKey({ slug: 'x' });
    const live = vi.fn(async () => 'novo');
    queryClient.setQueryData(shown, 'salvo');
    queryClient.setQueryData(hidden, 'salvo');
    const observer = new QueryObserver(queryClient, { queryKey: shown, queryFn: live, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    const identity = (key: QueryKey) => queryIdentityOfKey(key) ?? '';
    savedDataNotes.shown(identity(shown), 1);
    savedDataNotes.shown(identity(hidden), 1);
    await refreshSavedData(queryClient);
    expect(live).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(shown)).toBe('novo');
    expect(queryClient.getQueryData(hidden)).toBeUndefined();
    expect(savedDataNotes.has(identity(hidden))).toBe(false);
    unsubscribe();
  });
});

describe('watchNetwork', () => {
  afterEach(() => vi.useRealTimers());

  it('while requests get no answer and the browser says online, asks the server every 5 s until it answers', async () => {
    vi.useFakeTimers();
    const probe = vi.fn<() => Promise<void>>();
    probe.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    const stop = watchNetwork(new QueryClient(), probe);
    networkNotes.unanswered();
    await vi.advanceTimersByTimeAsync(RECHECK_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(networkNotes.online()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECHECK_EVERY_MS);
    expect(networkNotes.online()).toBe(true);
    // Answered: no more asking.
    await vi.advanceTimersByTimeAsync(RECHECK_EVERY_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not ask while the browser says offline: its online event tells', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => {});
    const stop = watchNetwork(new QueryClient(), probe);
    setOnline(false);
    networkNotes.unanswered();
    await vi.advanceTimersByTimeAsync(RECHECK_EVERY_MS * 3);
    expect(probe).not.toHaveBeenCalled();
    setOnline(true);
    expect(networkNotes.online()).toBe(true);
    stop();
  });
});
