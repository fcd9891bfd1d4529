import type { ParcelCost } from '../../../shared/delivery.ts';

// The cart and checkout show items grouped by seller: each seller sends their own parcel, so
// each group with something to buy carries one delivery line, priced by the buyer's choice
// (docs/product/delivery.md#in-the-cart).

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
  /** Whether any of the group's books can still be bought: only then is there a parcel. */
  buyable: boolean;
  parcel: ParcelCost;
}

const NO_PARCEL: ParcelCost = { method: null, cents: 0 };

/** Groups in the order their first item was added; unavailable items count for nothing. */
export function groupBySeller<T extends GroupableItem>(
  items: ReadonlyArray<T>,
  parcelOf: (sellerId: string) => ParcelCost,
): SellerGroup<T>[] {
  const groups = new Map<string, SellerGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.seller.id);
    if (!group) {
      group = {
        seller: item.seller,
        sellerLabel: item.seller.storeName || item.seller.name,
        items: [],
        subtotalCents: 0,
        buyable: false,
        parcel: NO_PARCEL,
      };
      groups.set(item.seller.id, group);
    }
    group.items.push(item);
    if (item.available) {
      group.subtotalCents += item.book.priceCents * item.quantity;
      group.buyable = true;
      group.parcel = parcelOf(item.seller.id);
    }
  }
  return [...groups.values()];
}

/** 'livro' / 'livros' after a count. */
export function booksCount(n: number): string {
  return `${n} ${n === 1 ? 'livro' : 'livros'}`;
}
