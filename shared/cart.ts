import {
  DEFAULT_SELLER_DELIVERY,
  type DeliveryMethod,
  type ParcelCost,
  type Place,
  parcelCost,
  type SellerDelivery,
} from './delivery.ts';

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

/** A cart item as far as its price is concerned (the cart.list answer's items have this shape). */
export interface PricedItem {
  quantity: number;
  available: boolean;
  book: { priceCents: number };
  seller: { id: string };
}

/** One seller's delivery options and the buyer's choice for them (docs/product/delivery.md#in-the-cart). */
export interface SellerDeliveryChoice {
  sellerId: string;
  offer: SellerDelivery;
  chosen: DeliveryMethod | null;
}

/**
 * The cart priced for the place the parcels go to: each seller's parcel by the buyer's choice
 * while it is open to them, and the totals. The server prices the cart answer with it, the
 * browser the address in use at checkout.
 */
export function priceCartItems(
  items: ReadonlyArray<PricedItem>,
  deliveries: ReadonlyArray<SellerDeliveryChoice>,
  place: Place | null,
) {
  const bySeller = new Map(deliveries.map((d) => [d.sellerId, d]));
  const parcelOf = (sellerId: string): ParcelCost => {
    const d = bySeller.get(sellerId);
    return parcelCost(d?.offer ?? DEFAULT_SELLER_DELIVERY, place, d?.chosen ?? null);
  };
  const lines = items.map((i) => ({
    sellerId: i.seller.id,
    priceCents: i.book.priceCents,
    quantity: i.quantity,
    available: i.available,
  }));
  return {
    parcelOf,
    offerOf: (sellerId: string) => bySeller.get(sellerId),
    totals: cartTotals(lines, parcelOf),
  };
}
