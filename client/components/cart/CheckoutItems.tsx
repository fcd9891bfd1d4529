import type { ReactNode } from 'react';
import type { useCart } from '../../lib/cart.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { ItemPrice } from '../offers/ItemPrice.tsx';
import { SellerReputation } from '../reputation/SellerReputation.tsx';
import type { SellerGroup } from './group.ts';

type CartItem = NonNullable<ReturnType<typeof useCart>['data']>['items'][number];

/** 'Livros': what is being bought, seller by seller, and how each parcel comes (`delivery`). */
export function CheckoutItems({
  groups,
  delivery,
}: {
  groups: SellerGroup<CartItem>[];
  delivery: (group: SellerGroup<CartItem>) => ReactNode;
}) {
  return (
    <section aria-labelledby="itens-titulo" className="flex flex-col gap-4">
      <h2 id="itens-titulo" className="font-semibold font-serif text-stone-900 text-xl">
        Livros
      </h2>
      {groups.map((group) => (
        <div
          key={group.seller.id}
          data-testid="checkout-group"
          className="rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm"
        >
          <p className="font-semibold text-stone-800 text-sm">
            <span className="font-normal text-stone-600">Vendido por </span>
            {group.sellerLabel}
          </p>
          <SellerReputation sellerId={group.seller.id} compact />
          <ul className="mt-2 divide-y divide-stone-100">
            {group.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <CoverImage photo={item.book.photo} alt="" className="size-14 shrink-0 rounded-md" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-stone-900">{item.book.title}</p>
                  <p className="truncate text-sm text-stone-600">por {item.book.author}</p>
                  {!item.available && (
                    <p className="font-semibold text-red-700 text-xs">Não está mais disponível</p>
                  )}
                </div>
                <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
                  <ItemPrice book={item.book} quantity={item.quantity} />
                </p>
              </li>
            ))}
          </ul>
          {delivery(group)}
        </div>
      ))}
    </section>
  );
}
