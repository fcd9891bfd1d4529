import { type QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShelfBook } from '../../client/components/shelf/types.ts';
import type { SessionUser } from '../../server/context.ts';
import { createBook, createStore, createUser, VALID_ADDRESS } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// Every write that changes what is on sale (a checkout, a cancelled order, a new or changed
// listing, an admin hiding a book) refreshes the catalogue the same way: the lists on screen read
// again, and the ones cached off screen are dropped, since the app never reads again on mount
// (refetchOnMount: false) and would show a sold book, or miss a relisted one, on the next visit.

vi.mock('../../client/components/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { trpc, trpcClient } = await import('../../client/lib/trpc.ts');
const { useCheckout } = await import('../../client/components/cart/use-checkout.ts');
const { useRefreshOrder } = await import('../../client/components/orders/use-refresh-order.ts');
const { useShelfActions } = await import('../../client/components/shelf/use-shelf-actions.ts');
const { useAdminAction } = await import('../../client/components/admin/use-admin-action.ts');

const server = pageServerForEachTest();

/** Sebo's two books on sale: Dom Casmurro, the one each write takes off sale (or puts back), and Outro. */
let seller: SessionUser;
let domCasmurro: string;
beforeEach(async () => {
  const { t } = server();
  seller = await createUser(t.db, { name: 'Sebo', username: 'sebo' });
  await createStore(t.db, seller.id);
  await createBook(t.db, seller.id, { title: 'Outro', author: 'Machado de Assis' });
  domCasmurro = await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis' });
});

/** Off screen: Lançamentos, a search and a store, read before the write. */
const offScreen = () =>
  [
    trpc.books.section.queryOptions({ slug: 'lancamentos' }),
    trpc.search.books.queryOptions({ q: 'machado' }),
    trpc.stores.books.queryOptions({ username: 'sebo' }),
  ] as const;

/** The books on sale on screen, by title. */
function OnScreen() {
  const list = useQuery(trpc.books.list.queryOptions({}));
  const titles = list.data?.items.map((b) => b.title).sort();
  return <output aria-label="à venda">{titles?.join(',')}</output>;
}

/** A write's hook, run inside the app's providers beside the list on screen. */
let write: () => Promise<unknown> = async () => {};
function Checkout() {
  const { confirm } = useCheckout({ ...VALID_ADDRESS, complement: null }, () => {});
  write = confirm;
  return null;
}
function OrderStep({ id }: { id: string }) {
  write = useRefreshOrder(id);
  return null;
}
let shelf: ReturnType<typeof useShelfActions> | null = null;
function Shelf() {
  shelf = useShelfActions();
  return null;
}
function AdminHide() {
  const { run } = useAdminAction();
  write = () =>
    run(
      () => trpcClient.admin.books.hide.mutate({ bookId: domCasmurro, reason: 'Anúncio enganoso.' }),
      'Não foi possível ocultar o livro.',
    );
  return null;
}

/** Renders the list and the writer, with the lists off screen read: the cache the write finds. */
async function renderWithList(writer: ReactNode, before: string): Promise<QueryClient> {
  const { queryClient } = await renderWithRouter(
    <>
      <OnScreen />
      {writer}
    </>,
  );
  await waitFor(() => expect(screen.getByLabelText('à venda')).toHaveTextContent(new RegExp(`^${before}$`)));
  const [section, search, store] = offScreen();
  await Promise.all([
    queryClient.prefetchQuery(section),
    queryClient.prefetchQuery(search),
    queryClient.prefetchQuery(store),
  ]);
  return queryClient;
}

async function expectCatalogueRefreshed(queryClient: QueryClient, after: string) {
  for (const { queryKey } of offScreen()) expect(queryClient.getQueryState(queryKey)).toBeUndefined();
  await waitFor(() => expect(screen.getByLabelText('à venda')).toHaveTextContent(new RegExp(`^${after}$`)));
}

describe('the catalogue after a write that changes what is on sale', () => {
  it('after a checkout, drops the lists cached off screen and reads the one on screen again', async () => {
    const { caller } = await signedIn(server(), { name: 'Lia' });
    await caller.cart.add({ bookId: domCasmurro });
    const queryClient = await renderWithList(<Checkout />, 'Dom Casmurro,Outro');
    await act(() => write());
    expect(server().calls).toContain('orders.checkout');
    await expectCatalogueRefreshed(queryClient, 'Outro');
  });

  it('after a step on an order (a cancellation puts its books back on sale), the same', async () => {
    const { caller } = await signedIn(server(), { name: 'Lia' });
    await caller.cart.add({ bookId: domCasmurro });
    const [order = ''] = (await caller.orders.checkout({ delivery: VALID_ADDRESS })).orderIds;
    const queryClient = await renderWithList(<OrderStep id={order} />, 'Outro');
    await caller.orders.cancel({ id: order });
    await act(() => write());
    await expectCatalogueRefreshed(queryClient, 'Dom Casmurro,Outro');
  });

  it('after the seller marks a listing sold on their shelf, the same (the store too)', async () => {
    await server().signIn(seller);
    const queryClient = await renderWithList(<Shelf />, 'Dom Casmurro,Outro');
    act(() => shelf?.ask({ kind: 'sold', book: { id: domCasmurro } as ShelfBook }));
    await act(async () => shelf?.confirm());
    expect(server().calls).toContain('books.markSold');
    await expectCatalogueRefreshed(queryClient, 'Outro');
  });

  it('after an admin hides a book, the same', async () => {
    await signedIn(server(), { admin: true });
    const queryClient = await renderWithList(<AdminHide />, 'Dom Casmurro,Outro');
    await act(() => write());
    await expectCatalogueRefreshed(queryClient, 'Outro');
  });
});
