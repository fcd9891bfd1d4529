import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShelfBook } from '../../client/components/shelf/types.ts';
import type { AppRouter } from '../../server/app-router.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// Every write that changes what is on sale (a checkout, a cancelled order, a new or changed
// listing, an admin hiding a book) refreshes the catalogue the same way: the lists on screen read
// again, and the ones cached off screen are dropped, since the app never reads again on mount
// (refetchOnMount: false) and would show a sold book, or miss a relisted one, on the next visit.

/** The server: what each call answers, and the calls it got. */
const server = vi.hoisted(() => ({ calls: [] as string[], onSale: ['livro-vendido', 'outro'] }));
const link: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      server.calls.push(op.path);
      const answers: Record<string, unknown> = {
        'orders.checkout': { orderIds: ['pedido-1'] },
        'books.list': { items: server.onSale, nextCursor: null },
      };
      observer.next({ result: { type: 'data', data: answers[op.path] ?? null } });
      observer.complete();
    });
const client = createTRPCClient<AppRouter>({ links: [link] });
const queryClient = testQueryClient();
vi.mock('../../client/lib/trpc.ts', () => ({
  trpcClient: client,
  trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }),
}));

const { trpc } = await import('../../client/lib/trpc.ts');
const { useCheckout } = await import('../../client/components/cart/use-checkout.ts');
const { useRefreshOrder } = await import('../../client/components/orders/use-refresh-order.ts');
const { useShelfActions } = await import('../../client/components/shelf/use-shelf-actions.ts');
const { useAdminAction } = await import('../../client/components/admin/use-admin-action.ts');
vi.mock('../../client/components/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

/** Off screen: Lançamentos, a search and a store, read before the write, with the book then on sale. */
const cachedOffScreen = () => [
  trpc.books.section.queryKey({ slug: 'lancamentos' }),
  trpc.search.books.queryKey({ q: 'machado' }),
  trpc.stores.books.queryKey({ username: 'sebo' }),
];

function OnScreen() {
  const list = useQuery(trpc.books.list.queryOptions({}));
  return (
    <output aria-label="à venda">{(list.data?.items as unknown as string[] | undefined)?.join(',')}</output>
  );
}

beforeEach(() => {
  queryClient.clear();
  server.calls = [];
  server.onSale = ['livro-vendido', 'outro'];
  for (const key of cachedOffScreen()) queryClient.setQueryData(key, { items: ['livro-vendido'] } as never);
});

/** A write's hook, run inside the app's providers beside the list on screen. */
let write: () => Promise<unknown> = async () => {};
function Checkout() {
  const { confirm } = useCheckout(ADDRESS, () => {});
  write = confirm;
  return null;
}
function OrderStep() {
  write = useRefreshOrder('pedido-1');
  return null;
}

let shelf: ReturnType<typeof useShelfActions> | null = null;
function Shelf() {
  shelf = useShelfActions();
  return null;
}
function AdminHide() {
  const { run } = useAdminAction();
  write = () => run(async () => ({ message: 'Livro ocultado.' }), 'Não foi possível ocultar o livro.');
  return null;
}

async function renderWithList(writer: ReactNode) {
  await renderWithRouter(
    <>
      <OnScreen />
      {writer}
    </>,
    { queryClient },
  );
  expect(await screen.findByText('livro-vendido,outro')).toBeInTheDocument();
  // The write takes the book off sale.
  server.onSale = ['outro'];
}

async function expectCatalogueRefreshed() {
  for (const key of cachedOffScreen()) expect(queryClient.getQueryData(key)).toBeUndefined();
  await waitFor(() => expect(screen.getByLabelText('à venda')).toHaveTextContent(/^outro$/));
}

describe('the catalogue after a write that changes what is on sale', () => {
  it('after a checkout, drops the lists cached off screen and reads the one on screen again', async () => {
    await renderWithList(<Checkout />);
    await act(() => write());
    expect(server.calls).toContain('orders.checkout');
    await expectCatalogueRefreshed();
  });

  it('after a step on an order (a cancellation puts its books back on sale), the same', async () => {
    await renderWithList(<OrderStep />);
    await act(() => write());
    await expectCatalogueRefreshed();
  });

  it('after the seller marks a listing sold on their shelf, the same (the store too)', async () => {
    await renderWithList(<Shelf />);
    const book = { id: 'livro-vendido' } as ShelfBook;
    act(() => shelf?.ask({ kind: 'sold', book }));
    await act(async () => shelf?.confirm());
    expect(server.calls).toContain('books.markSold');
    await expectCatalogueRefreshed();
  });

  it('after an admin hides a book, the same', async () => {
    await renderWithList(<AdminHide />);
    await act(() => write());
    await expectCatalogueRefreshed();
  });
});
