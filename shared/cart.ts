import type { ParcelCost } from './delivery.ts';

export interface CartLine {
  sellerId: string;
  priceCents: number;
  quantity: number;
  available: boolean;
}

/**
 * Subtotal, one delivery line per seller with available items, and the total
 * (docs/product/cart.md#totals). `parcel` prices each seller's parcel by the delivery chosen.
 */
export function cartTotals(lines: ReadonlyArray<CartLine>, parcel: (sellerId: string) => ParcelCost) {
  const buyable = lines.filter((l) => l.available);
  const subtotalCents = buyable.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const sellers = [...new Set(buyable.map((l) => l.sellerId))];
  const shippingCents = sellers.reduce((sum, id) => sum + parcel(id).cents, 0);
  return {
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    sellerCount: sellers.length,
  };
}
