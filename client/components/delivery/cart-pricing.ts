import { priceCartItems } from '../../../shared/cart.ts';
import type { Place } from '../../../shared/delivery.ts';
import type { CartData } from '../../lib/cart.ts';
import { groupBySeller } from '../cart/group.ts';

/**
 * The cart priced for a place (docs/product/delivery.md#in-the-cart): the saved address's city in
 * the cart, the address in use at checkout, by the same shared rule the server prices it with,
 * grouped by seller for the page.
 */
export function priceCart(cart: Pick<CartData, 'items' | 'deliveries'>, place: Place | null) {
  const { parcelOf, offerOf, totals } = priceCartItems(cart.items, cart.deliveries, place);
  const groups = groupBySeller(cart.items, parcelOf);
  /** Sellers with books to buy and no way to this place (pickup only, elsewhere). */
  const stranded = groups.filter((g) => g.buyable && g.parcel.method === null);
  return { groups, stranded, offerOf, ...totals };
}

export type PricedCart = ReturnType<typeof priceCart>;
