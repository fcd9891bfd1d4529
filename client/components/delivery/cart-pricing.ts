import { cartTotals } from '../../../shared/cart.ts';
import { DEFAULT_SELLER_DELIVERY, type Place, parcelCost } from '../../../shared/delivery.ts';
import type { CartData } from '../../lib/cart.ts';
import { groupBySeller } from '../cart/group.ts';

/**
 * The cart priced for a place (docs/product/delivery.md#in-the-cart): the saved address's city in
 * the cart, the address in use at checkout. The same shared rules price the order on the server.
 */
export function priceCart(cart: Pick<CartData, 'items' | 'deliveries'>, place: Place | null) {
  const bySeller = new Map(cart.deliveries.map((d) => [d.sellerId, d]));
  const parcelOf = (sellerId: string) => {
    const d = bySeller.get(sellerId);
    return parcelCost(d?.offer ?? DEFAULT_SELLER_DELIVERY, place, d?.chosen ?? null);
  };
  const groups = groupBySeller(cart.items, parcelOf);
  const totals = cartTotals(
    cart.items.map((i) => ({
      sellerId: i.seller.id,
      priceCents: i.book.priceCents,
      quantity: i.quantity,
      available: i.available,
    })),
    parcelOf,
  );
  /** Sellers with books to buy and no way to this place (pickup only, elsewhere). */
  const stranded = groups.filter((g) => g.buyable && g.parcel.method === null);
  return { groups, stranded, offerOf: (sellerId: string) => bySeller.get(sellerId), ...totals };
}

export type PricedCart = ReturnType<typeof priceCart>;
