/** A carrier's quote: one way to ship the book, its price and how long it takes. */
export interface ShippingOption {
  name: string;
  priceCents: number;
  deadline: string;
}

export const SHIPPING_DELAY_MS = 1000;
export const SHIPPING_ERROR = 'Erro ao calcular frete. Tente novamente.';

/**
 * docs/product/book-page.md#shipping-calculator: shipping makes no real call; after a 1 second wait it returns one fixed option
 * ('Frete Fixo', R$ 12,00, '5 a 10 dias úteis'). The same flat rate is what checkout
 * charges per seller (docs/product/cart.md#shipping), so the quote is honest.
 */
export function simulateShipping(_cep: string): Promise<ShippingOption[]> {
  return new Promise((resolve) => {
    setTimeout(
      () => resolve([{ name: 'Frete Fixo', priceCents: 1200, deadline: '5 a 10 dias úteis' }]),
      SHIPPING_DELAY_MS,
    );
  });
}
