import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor } from '../helpers/db.ts';
import { createStore, createUser } from '../helpers/factories.ts';
import { buy } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// The order page's 'Problemas com o pedido' card follows the member's own steps on the order
// (docs/product/problems.md#opening): 'Relatar problema' appears once the order is paid and leaves
// once it is cancelled, without a reload. The other party's steps reach it through the live feed.

const { OrderProblems } = await import('../../client/components/problems/OrderProblems.tsx');
const { useRefreshOrder } = await import('../../client/components/orders/use-refresh-order.ts');

const server = pageServerForEachTest();

let seller: SessionUser;
let orderId: string;
beforeEach(async () => {
  const { t } = server();
  seller = await createUser(t.db, { name: 'Sebo' });
  await createStore(t.db, seller.id);
  orderId = await buy(server(), await createUser(t.db, { name: 'Lia' }), seller, 'Dom Casmurro');
  await server().signIn(seller);
});

/** What the order page runs after each of the member's steps (the step itself goes through the caller). */
let refresh: () => Promise<void> = async () => {};
function OrderPageCards({ id }: { id: string }) {
  refresh = useRefreshOrder(id);
  return <OrderProblems orderId={id} />;
}

const report = () => screen.queryByRole('button', { name: 'Relatar problema' });

describe("'Relatar problema' after the member's own step", () => {
  it('appears once the seller confirms the payment', async () => {
    await renderWithRouter(<OrderPageCards id={orderId} />);
    // Read while the order awaits payment: nothing to report yet, so the card draws nothing.
    await waitFor(() =>
      expect(screen.queryByText('Carregando problemas do pedido...')).not.toBeInTheDocument(),
    );
    expect(report()).not.toBeInTheDocument();
    await callerFor(server().t, seller).orders.confirmPayment({ id: orderId });
    await act(() => refresh());
    await waitFor(() => expect(report()).toBeInTheDocument());
  });

  it('leaves once the seller cancels the paid order', async () => {
    const caller = callerFor(server().t, seller);
    await caller.orders.confirmPayment({ id: orderId });
    await renderWithRouter(<OrderPageCards id={orderId} />);
    expect(await screen.findByRole('button', { name: 'Relatar problema' })).toBeInTheDocument();
    await caller.orders.cancel({ id: orderId });
    await act(() => refresh());
    await waitFor(() => expect(report()).not.toBeInTheDocument());
  });
});
