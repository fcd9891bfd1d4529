import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartSummary } from '../../client/components/cart/CartSummary.tsx';
import { priceCart } from '../../client/components/delivery/cart-pricing.ts';
import { DeliveryChoice } from '../../client/components/delivery/DeliveryChoice.tsx';
import { nextStepHint } from '../../client/components/orders/model.ts';
import type { CartItem } from '../../client/lib/cart.ts';
import type { SellerDelivery } from '../../shared/delivery.ts';

// The delivery choice per seller in the cart and checkout, the total that follows it, and the
// pickup order's steps (docs/product/delivery.md).

const both: SellerDelivery = { postCents: 1500, pickup: { city: 'Belo Horizonte', state: 'MG' } };
const bh = { city: 'belo horizonte', state: 'MG' };

describe('DeliveryChoice', () => {
  it("offers the seller's options as radios and reports the buyer's pick", async () => {
    const onChoose = vi.fn();
    render(
      <DeliveryChoice sellerLabel="Sebo" offer={both} place={bh} method="correios" onChoose={onChoose} />,
    );
    const group = screen.getByRole('group', { name: 'Entrega' });
    const post = within(group).getByRole('radio', { name: /Correios/ });
    const pickup = within(group).getByRole('radio', { name: /Retirada em mãos/ });
    expect(post).toBeChecked();
    expect(post).toHaveAccessibleDescription('5 a 10 dias úteis');
    expect(pickup).toBeEnabled();
    expect(pickup).toHaveAccessibleDescription('Em Belo Horizonte/MG: combinem o local pela conversa');
    await userEvent.click(pickup);
    expect(onChoose).toHaveBeenCalledWith('retirada');
  });

  it('keeps pickup closed to an address in another city, and says where it is offered', () => {
    render(
      <DeliveryChoice
        sellerLabel="Sebo"
        offer={both}
        place={{ city: 'Contagem', state: 'MG' }}
        method="correios"
        onChoose={() => {}}
      />,
    );
    const pickup = screen.getByRole('radio', { name: /Retirada em mãos/ });
    expect(pickup).toBeDisabled();
    expect(pickup).toHaveAccessibleDescription('Só para endereços em Belo Horizonte/MG');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when a pickup-only seller cannot reach the buyer', () => {
    render(
      <DeliveryChoice
        sellerLabel="Sebo da Esquina"
        offer={{ postCents: null, pickup: both.pickup }}
        place={{ city: 'São Paulo', state: 'SP' }}
        method={null}
        onChoose={() => {}}
      />,
    );
    expect(screen.queryByRole('radio', { name: /Correios/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sebo da Esquina só entrega em mãos em Belo Horizonte/MG. Use um endereço nessa cidade ou remova estes livros.',
    );
  });
});

function item(id: string, sellerId: string, price: number): CartItem {
  return {
    id,
    quantity: 1,
    addedAt: '2026-11-26T10:00:00.000Z',
    available: true,
    vacation: null,
    book: {
      id: `${id}-book`,
      title: `Livro ${id}`,
      author: 'Autora',
      priceCents: price,
      askingCents: price,
      offerId: null,
      currency: 'BRL',
      photo: null,
      status: 'available',
      path: `/livro/${id}`,
    },
    seller: { id: sellerId, name: `Pessoa ${sellerId}`, username: sellerId, storeName: null },
  };
}

describe('the total follows the choice', () => {
  const items = [item('a', 's1', 3000), item('b', 's2', 2000)];
  const deliveries = [
    { sellerId: 's1', offer: both, chosen: 'retirada' as const },
    { sellerId: 's2', offer: { postCents: null, pickup: both.pickup }, chosen: null },
  ];

  it('is free in hand in the same city, and blocked for a pickup-only seller elsewhere', () => {
    const here = priceCart({ items, deliveries }, bh);
    expect([here.totalCents, here.stranded]).toEqual([5000, []]);
    render(
      <CartSummary groups={here.groups} subtotalCents={here.subtotalCents} totalCents={here.totalCents} />,
    );
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getAllByText('Retirada em mãos')).toHaveLength(2);
    expect(within(summary).getAllByText('Grátis')).toHaveLength(2);

    const elsewhere = priceCart({ items, deliveries }, { city: 'Recife', state: 'PE' });
    expect(elsewhere.totalCents).toBe(6500);
    expect(elsewhere.stranded.map((g) => g.seller.id)).toEqual(['s2']);
  });
});

describe('a pickup order on the order page', () => {
  const open = { place: both.pickup, buyerConfirmedAt: null, sellerConfirmedAt: null };

  it('tells the seller who confirmed the handover that the buyer confirms next', () => {
    const sellerDone = { ...open, sellerConfirmedAt: '2026-11-26T10:00:00.000Z' };
    expect(nextStepHint('seller', 'pago', { pix: false, reported: false }, sellerDone)).toBe(
      'Você confirmou a entrega. Falta o comprador confirmar que recebeu os livros.',
    );
  });
});
