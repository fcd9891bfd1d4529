import { SHIPPING_PER_SELLER_CENTS } from '../../../shared/cart.ts';

// The cart and checkout show items grouped by seller: each seller ships their own parcel, so
// each group with something to buy carries one 'Frete' line of R$ 12,00 (docs/product/cart.md#shipping).

export interface GroupableItem {
  quantity: number;
  available: boolean;
  book: { priceCents: number };
  seller: { id: string; name: string; username: string | null; storeName: string | null };
}

export interface SellerGroup<T extends GroupableItem> {
  seller: T['seller'];
  /** The store name when there is one, else the seller's name. */
  sellerLabel: string;
  items: T[];
  subtotalCents: number;
  /** 0 when none of the group's books can still be bought. */
  shippingCents: number;
}

/** Groups in the order their first item was added; unavailable items count for nothing. */
export function groupBySeller<T extends GroupableItem>(items: ReadonlyArray<T>): SellerGroup<T>[] {
  const groups = new Map<string, SellerGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.seller.id);
    if (!group) {
      group = {
        seller: item.seller,
        sellerLabel: item.seller.storeName || item.seller.name,
        items: [],
        subtotalCents: 0,
        shippingCents: 0,
      };
      groups.set(item.seller.id, group);
    }
    group.items.push(item);
    if (item.available) {
      group.subtotalCents += item.book.priceCents * item.quantity;
      group.shippingCents = SHIPPING_PER_SELLER_CENTS;
    }
  }
  return [...groups.values()];
}

/** 'livro' / 'livros' after a count. */
export function booksCount(n: number): string {
  return `${n} ${n === 1 ? 'livro' : 'livros'}`;
}
