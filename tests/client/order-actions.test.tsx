import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderAction, OrderDetail } from '../../client/components/orders/model.ts';
import { renderWithRouter } from './render.tsx';

// The order page offers what orders.byId answers in `actions` (server/orders/actions.ts) and
// nothing else: tests/server/order-actions.test.ts checks that answer against the mutations.

const { OrderActions } = await import('../../client/components/orders/OrderActions.tsx');
const { OrderReview } = await import('../../client/components/orders/OrderReview.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const noop = async () => {};

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe("'Situação' buttons", () => {
  it('draws one button per step answered, in that order, the awaited step loud and cancelling quiet', async () => {
    await renderWithRouter(
      <OrderActions orderId={ORDER_ID} actions={['confirmHandover', 'cancel']} onChanged={noop} />,
    );
    expect(buttons()).toEqual(['Confirmar entrega em mãos', 'Cancelar pedido']);
    expect(screen.getByRole('button', { name: 'Confirmar entrega em mãos' })).toHaveClass('bg-brand-700');
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).not.toHaveClass('bg-brand-700');
  });

  it.each<[OrderAction[], string[]]>([
    [
      ['confirmPayment', 'cancel'],
      ['Pagamento recebido', 'Cancelar pedido'],
    ],
    [
      ['ship', 'cancel'],
      ['Marcar como enviado', 'Cancelar pedido'],
    ],
    [['confirmDelivery'], ['Confirmar entrega']],
  ])('draws %j as %j', async (actions, labels) => {
    await renderWithRouter(<OrderActions orderId={ORDER_ID} actions={actions} onChanged={noop} />);
    expect(buttons()).toEqual(labels);
  });

  it('draws nothing for actions that have their own cards, or none', async () => {
    await renderWithRouter(
      <div data-testid="steps">
        <OrderActions
          orderId={ORDER_ID}
          actions={['reportPayment', 'review', 'respondToReview']}
          onChanged={noop}
        />
        <OrderActions orderId={ORDER_ID} actions={[]} onChanged={noop} />
      </div>,
    );
    expect(screen.getByTestId('steps')).toBeEmptyDOMElement();
  });
});

const REVIEW: NonNullable<OrderDetail['review']> = {
  id: 'r1',
  isAnonymous: false,
  overall: 5,
  communication: 5,
  shipping: 4,
  condition: 5,
  comment: 'Chegou bem embalado.',
  response: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const DELIVERED = {
  id: ORDER_ID,
  review: null,
  buyer: { id: 'b1', name: 'Comprador' },
  seller: { id: 's1', name: 'Sebo da Esquina', memberName: 'Ana', username: null },
  actions: [],
};

describe("'Avaliação' of a delivered order", () => {
  it("shows the review form only when 'review' is answered", async () => {
    await renderWithRouter(<OrderReview order={{ ...DELIVERED, actions: ['review'] }} onChanged={noop} />);
    expect(screen.getByRole('form', { name: 'Avalie Sebo da Esquina' })).toBeInTheDocument();
  });

  it('says when the review will show otherwise (it may be written and still hidden)', async () => {
    await renderWithRouter(<OrderReview order={DELIVERED} onChanged={noop} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(
      screen.getByText(
        'A avaliação do comprador aparece aqui quando os dois tiverem avaliado ou quando o prazo para avaliar terminar.',
      ),
    ).toBeInTheDocument();
  });

  it("offers the reply only when 'respondToReview' is answered", async () => {
    const reviewed = { ...DELIVERED, review: REVIEW };
    const { unmount } = await renderWithRouter(
      <OrderReview order={{ ...reviewed, actions: ['respondToReview'] }} onChanged={noop} />,
    );
    expect(screen.getByTestId('order-review')).toBeInTheDocument();
    expect(screen.getByLabelText('Responder à avaliação')).toBeInTheDocument();
    unmount();
    await renderWithRouter(<OrderReview order={reviewed} onChanged={noop} />);
    expect(screen.getByTestId('order-review')).toBeInTheDocument();
    expect(screen.queryByLabelText('Responder à avaliação')).toBeNull();
  });
});
