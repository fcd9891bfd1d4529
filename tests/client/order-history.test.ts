import { describe, expect, it } from 'vitest';
import { endedByRefund, eventNote, eventTitle, refundHint } from '../../client/components/orders/model.ts';

// The order page's history: each step's title says who took it, a cancellation whether buyer or
// seller (docs/product/orders.md#cancelling), and its note the tracking code or the reason.

describe('the order history', () => {
  it('words the history with who did what', () => {
    expect(eventTitle('cancelado', 'buyer')).toBe('Pedido cancelado pelo comprador');
    expect(eventTitle('cancelado', 'seller')).toBe('Pedido cancelado pelo vendedor');
    expect(eventNote('enviado', 'AA123456789BR')).toBe('Código de rastreio: AA123456789BR');
    expect(eventNote('cancelado', 'Desisti')).toBe('Motivo: Desisti');
    expect(eventNote('pago', null)).toBeNull();
  });

  it('titles what a problem’s outcome did: a refund’s cancel and a resend’s new clock', () => {
    // docs/product/problems.md#outcomes-and-the-order
    const refund = 'Cancelado: valor devolvido ao comprador';
    const resend = 'Reenvio combinado: o prazo de entrega recomeça';
    expect(eventTitle('cancelado', 'buyer', refund)).toBe(refund);
    expect(eventNote('cancelado', refund)).toBeNull();
    expect(eventTitle('enviado', 'seller', resend)).toBe(resend);
    expect(eventNote('enviado', resend)).toBeNull();
    expect(endedByRefund([{ status: 'cancelado', note: refund }])).toBe(true);
    expect(endedByRefund([{ status: 'cancelado', note: 'Desisti' }])).toBe(false);
    expect(refundHint('buyer', false)).toBe(
      'Pedido cancelado: o valor total volta para você. Informe sua chave Pix no problema abaixo e confirme quando receber.',
    );
    expect(refundHint('seller', false)).toContain('Os livros não voltaram à venda');
    expect(refundHint('seller', true)).toContain('Os livros voltaram à venda.');
  });
});
