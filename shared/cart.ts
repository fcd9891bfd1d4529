/** Shipping is a flat R$ 12,00 per seller: each seller ships their own parcel (docs/product/cart.md#shipping). */
export const SHIPPING_PER_SELLER_CENTS = 1200;

export interface CartLine {
  sellerId: string;
  priceCents: number;
  quantity: number;
  available: boolean;
}

/** Subtotal, one shipping line per seller with available items, and the total (docs/product/cart.md#totals). */
export function cartTotals(lines: ReadonlyArray<CartLine>) {
  const buyable = lines.filter((l) => l.available);
  const subtotalCents = buyable.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const sellers = new Set(buyable.map((l) => l.sellerId));
  const shippingCents = sellers.size * SHIPPING_PER_SELLER_CENTS;
  return {
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    sellerCount: sellers.size,
  };
}
