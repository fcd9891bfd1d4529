import { describe, expect, it } from 'vitest';
import { eventNote, eventTitle } from '../../client/components/orders/model.ts';

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
});
