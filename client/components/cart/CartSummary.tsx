import type { ReactNode } from 'react';
import { DELIVERY_LABELS } from '../../../shared/delivery.ts';
import { formatPrice } from '../../../shared/format.ts';
import { booksCount, type GroupableItem, type SellerGroup } from './group.ts';

/**
 * Subtotal, one delivery line per seller with something to buy ('Frete' by post, 'Retirada em
 * mãos' free), and the total (docs/product/cart.md#totals, docs/product/delivery.md#in-the-cart).
 */
export function CartSummary<T extends GroupableItem>({
  groups,
  subtotalCents,
  totalCents,
  title = 'Resumo',
  children,
}: {
  groups: SellerGroup<T>[];
  subtotalCents: number;
  totalCents: number;
  title?: string;
  children?: ReactNode;
}) {
  const buyable = groups.filter((g) => g.buyable);
  const count = buyable.reduce(
    (n, g) => n + g.items.filter((i) => i.available).reduce((m, i) => m + i.quantity, 0),
    0,
  );
  return (
    <section
      aria-labelledby="resumo-titulo"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="resumo-titulo" className="font-semibold font-serif text-stone-900 text-xl">
        {title}
      </h2>
      <dl className="flex flex-col gap-2 text-sm" data-testid="cart-summary">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Subtotal ({booksCount(count)})</dt>
          <dd className="font-medium text-stone-900 tabular-nums">{formatPrice(subtotalCents)}</dd>
        </div>
        {buyable.map((g) => (
          <div key={g.seller.id} className="flex justify-between gap-4">
            <dt className="min-w-0 text-stone-700">
              {g.parcel.method === 'retirada' ? DELIVERY_LABELS.retirada : 'Frete'}
              {buyable.length > 1 && (
                <span className="block truncate text-stone-500 text-xs">{g.sellerLabel}</span>
              )}
            </dt>
            <dd className="font-medium text-stone-900 tabular-nums">
              {g.parcel.method === 'retirada'
                ? 'Grátis'
                : g.parcel.method
                  ? formatPrice(g.parcel.cents)
                  : '—'}
            </dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-stone-200 border-t pt-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-brand-800 tabular-nums" data-testid="cart-total">
            {formatPrice(totalCents)}
          </dd>
        </div>
      </dl>
      {buyable.length > 1 && (
        <p className="text-stone-600 text-xs">
          Cada livraria entrega o seu pacote, por isso há uma entrega por vendedor.
        </p>
      )}
      {children}
    </section>
  );
}
