import { focusManager, QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyNotificationsChange,
  refreshNotifications,
} from '../../client/components/notifications/cache.ts';
import { applyCachePolicy, kindOfKey } from '../../client/lib/cache-policy.ts';
import { trpc } from '../../client/lib/trpc.ts';

// The pages that follow the other party's steps (docs/product/notifications.md#pages-that-follow):
// the offer box, the orders, the Lista de desejos and Minha Estante are read again on every
// notification heard on the tab's live feed, after each reconnection, and when the window comes
// back into focus; the catalogue's reads are not.

const FAST = { effectiveType: '4g', downlink: 10 };

const LIVE: [string, QueryKey][] = [
  ['the offer box', trpc.offers.forBook.queryKey({ bookId: 'b1' })],
  ['the offers in /dashboard', trpc.offers.list.queryKey({ role: 'recebidas' })],
  ['an order', trpc.orders.byId.queryKey({ id: 'o1' })],
  ['the orders', trpc.orders.list.queryKey({ role: 'compras' })],
  ['the menus’ counts', trpc.orders.awaiting.queryKey()],
  ['the Lista de desejos', trpc.wants.list.queryKey()],
  ['Minha Estante', trpc.books.mine.queryKey()],
];
const NOT_LIVE: [string, QueryKey][] = [
  ['a book page', trpc.books.bySlug.queryKey({ slug: 'dom-casmurro' })],
  ['the cart', trpc.cart.list.queryKey()],
];

const clients: QueryClient[] = [];
/** The app's cache, mounted as QueryClientProvider mounts it: listening to the window's focus. */
function client() {
  const queryClient = new QueryClient();
  applyCachePolicy(queryClient, FAST);
  queryClient.mount();
  clients.push(queryClient);
  return queryClient;
}

/** A query on screen (one observer), answered once already; its query function counts the reads. */
async function onScreen(queryClient: QueryClient, queryKey: QueryKey) {
  const queryFn = vi.fn(async () => 'answer');
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
  return { queryFn, unsubscribe };
}

afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.unmount();
  focusManager.setFocused(undefined);
});

describe('the live kind', () => {
  it('is the kind of the offers, the orders, the wants and Minha Estante, not of the catalogue', () => {
    for (const [name, key] of LIVE) expect(kindOfKey(key), name).toBe('live');
    for (const [name, key] of NOT_LIVE) expect(kindOfKey(key), name).not.toBe('live');
  });

  it('is read again when the window comes back into focus, even while fresh; a book page is not', async () => {
    const queryClient = client();
    const reads = await Promise.all([...LIVE, ...NOT_LIVE].map(([, key]) => onScreen(queryClient, key)));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => {
      for (const [i, [name]] of LIVE.entries()) expect(reads[i]?.queryFn, name).toHaveBeenCalledTimes(2);
    });
    for (const [i, [name]] of NOT_LIVE.entries()) {
      expect(reads[LIVE.length + i]?.queryFn, name).toHaveBeenCalledTimes(1);
    }
    for (const read of reads) read.unsubscribe();
  });
});

describe('a notification heard on the live feed', () => {
  it('reads again the live queries on screen, and leaves the catalogue alone', async () => {
    const queryClient = client();
    const reads = await Promise.all([...LIVE, ...NOT_LIVE].map(([, key]) => onScreen(queryClient, key)));
    applyNotificationsChange(queryClient, 1);
    await vi.waitFor(() => {
      for (const [i, [name]] of LIVE.entries()) expect(reads[i]?.queryFn, name).toHaveBeenCalledTimes(2);
    });
    for (const [i, [name]] of NOT_LIVE.entries()) {
      expect(reads[LIVE.length + i]?.queryFn, name).toHaveBeenCalledTimes(1);
    }
    expect(queryClient.getQueryData(trpc.notifications.unreadCount.queryKey())).toBe(1);
  });

  it('drops the live answers no page shows, so the next visit reads them again', async () => {
    const queryClient = client();
    // Untyped keys: the answers here stand for whatever the server sent.
    const order: QueryKey = trpc.orders.byId.queryKey({ id: 'o1' });
    const book: QueryKey = trpc.books.bySlug.queryKey({ slug: 'dom-casmurro' });
    queryClient.setQueryData(order, 'Aguardando pagamento');
    queryClient.setQueryData(book, 'Dom Casmurro');
    applyNotificationsChange(queryClient, 2);
    expect(queryClient.getQueryData(order)).toBeUndefined();
    expect(queryClient.getQueryData(book)).toBe('Dom Casmurro');
  });

  it('after a reconnection, reads the live queries again too', async () => {
    const queryClient = client();
    const shelf = await onScreen(queryClient, trpc.books.mine.queryKey());
    const wants = await onScreen(queryClient, trpc.wants.list.queryKey());
    refreshNotifications(queryClient);
    await vi.waitFor(() => {
      expect(shelf.queryFn).toHaveBeenCalledTimes(2);
      expect(wants.queryFn).toHaveBeenCalledTimes(2);
    });
  });
});
