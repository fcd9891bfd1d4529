import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventNote, eventTitle } from '../../client/components/orders/model.ts';
import type { NextStepOrder } from '../../client/components/orders/OrderNextStep.tsx';
import { trpc } from '../../client/lib/trpc.ts';
import { deadlineLabel } from '../../shared/order-next-step.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// 'Situação' always says what happens next to an open order and by when
// (docs/product/orders.md#deadlines), for both parties, from shared/order-next-step.ts.

const { OrderNextStep } = await import('../../client/components/orders/OrderNextStep.tsx');

const ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
/** 12:00 in Brasília on 01/12. */
const T0 = '2026-12-01T15:00:00.000Z';
const NOW = new Date('2026-12-02T15:00:00.000Z');

const order = (over: Partial<NextStepOrder> = {}): NextStepOrder => ({
  id: ID,
  role: 'buyer',
  status: 'aguardando_pagamento',
  statusSince: T0,
  deliveryMethod: 'correios',
  paymentReportedAt: null,
  pickup: null,
  ...over,
});

async function show(o: NextStepOrder, problemOpen?: boolean, now = NOW) {
  const queryClient = testQueryClient();
  if (problemOpen !== undefined)
    queryClient.setQueryData(trpc.orders.deadlines.queryKey({ id: ID }), { problemOpen });
  return renderWithRouter(<OrderNextStep order={o} now={now} />, { queryClient });
}

describe('what happens next', () => {
  it.each(['buyer', 'seller'] as const)(
    "names the payment deadline to the %s, 'Já paguei' extending it",
    async (role) => {
      await show(order({ role }));
      expect(
        screen.getByText('Se o pagamento não for confirmado até 04/12, o pedido será cancelado.'),
      ).toBeInTheDocument();
    },
  );

  it("moves the date by 2 days once the buyer said 'Já paguei'", async () => {
    await show(order({ paymentReportedAt: '2026-12-02T10:00:00.000Z' }));
    expect(
      screen.getByText('Se o pagamento não for confirmado até 06/12, o pedido será cancelado.'),
    ).toBeInTheDocument();
  });

  it('tells the buyer of a paid order from when they may cancel, and that they may once it is late', async () => {
    await show(order({ status: 'pago' }));
    expect(
      screen.getByText(
        'Se o pedido não for enviado até 08/12, você poderá cancelar o pedido; se não for enviado até 15/12, ele será cancelado automaticamente.',
      ),
    ).toBeInTheDocument();
    await show(order({ status: 'pago', role: 'seller' }), undefined, new Date('2026-12-09T12:00:00.000Z'));
    expect(
      screen.getByText(
        'O prazo terminou: o comprador já pode cancelar o pedido. Se o pedido não for enviado até 15/12, ele será cancelado automaticamente.',
      ),
    ).toBeInTheDocument();
  });

  it('counts a pickup from the first confirmed handover, and says when a problem holds it', async () => {
    const pickup = { place: null, buyerConfirmedAt: null, sellerConfirmedAt: '2026-12-02T15:00:00.000Z' };
    await show(order({ status: 'pago', deliveryMethod: 'retirada', pickup }), false);
    expect(
      screen.getByText('Se nenhum problema for relatado até 05/12, o pedido será marcado como entregue.'),
    ).toBeInTheDocument();
    await show(order({ status: 'enviado', role: 'seller' }), true);
    expect(
      screen.getByText(
        'Há um problema aberto neste pedido: ele só será marcado como entregue quando o problema for resolvido.',
      ),
    ).toBeInTheDocument();
  });

  it('waits for orders.deadlines only where a problem could hold the order', async () => {
    await show(order({ status: 'enviado' }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o prazo do pedido…');
  });

  it('says nothing of a closed order', async () => {
    const { container } = await show(order({ status: 'entregue' }));
    expect(container).toBeEmptyDOMElement();
    const cancelled = await show(order({ status: 'cancelado' }));
    expect(cancelled.container).toBeEmptyDOMElement();
  });
});

describe("the history's line of a step the deadlines job took", () => {
  it('is titled by its note, with no one named and no separate reason', () => {
    const note = 'Cancelado automaticamente: pagamento não confirmado em 3 dias';
    expect(eventTitle('cancelado', null, note)).toBe(note);
    expect(eventNote('cancelado', note)).toBeNull();
    const delivered = 'Marcado como entregue automaticamente: 14 dias após o envio, sem problema relatado';
    expect(eventTitle('entregue', null, delivered)).toBe(delivered);
    expect(eventTitle('cancelado', 'buyer', 'Desisti')).toBe('Pedido cancelado pelo comprador');
    expect(eventNote('cancelado', 'Desisti')).toBe('Motivo: Desisti');
  });
});

describe("the orders list's deadline", () => {
  it('says in a few words which deadline comes and on which day', () => {
    expect(deadlineLabel({ key: 'pagamento', at: '2026-12-04T15:00:00.000Z' }, 'correios')).toBe(
      'Pagamento até 04/12',
    );
    expect(deadlineLabel({ key: 'envio', at: '2026-12-08T15:00:00.000Z' }, 'correios')).toBe(
      'Envio até 08/12',
    );
    expect(deadlineLabel({ key: 'envio', at: '2026-12-11T15:00:00.000Z' }, 'retirada')).toBe(
      'Entrega em mãos até 11/12',
    );
    expect(deadlineLabel({ key: 'cancelamento', at: '2026-12-15T15:00:00.000Z' }, 'correios')).toBe(
      'Cancelamento automático em 15/12',
    );
    // 02:00 UTC is still the evening before in Brasília.
    expect(deadlineLabel({ key: 'entrega', at: '2026-12-15T02:00:00.000Z' }, 'correios')).toBe(
      'Entrega automática em 14/12',
    );
  });
});
