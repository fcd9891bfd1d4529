import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CartItem } from '../../lib/cart.ts';
import { CartItemRow } from './CartItemRow.tsx';
import type { SellerGroup } from './group.ts';
import type { MemberCartState } from './use-member-cart.ts';

/** How many books can no longer be bought, and that they must go before checking out. */
export function UnavailableAlert({ count }: { count: number }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {count === 1
        ? 'Um livro do seu carrinho não está mais disponível. Remova-o para finalizar a compra.'
        : `${count} livros do seu carrinho não estão mais disponíveis. Remova-os para finalizar a compra.`}
    </p>
  );
}

/** One seller's books: who sells them, a row per book, then how they come (`delivery`). */
export function CartGroup({
  group,
  state,
  delivery,
}: {
  group: SellerGroup<CartItem>;
  state: MemberCartState;
  delivery: ReactNode;
}) {
  return (
    <section
      className="rounded-2xl border border-stone-200 bg-white px-5 pt-4 shadow-sm"
      data-testid="cart-group"
    >
      <SellerHeading label={group.sellerLabel} username={group.seller.username} />
      <ul className="divide-y divide-stone-100">
        {group.items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            busy={state.busyId === item.id}
            onRemove={() => state.removeItem(item.id)}
            onQuantity={(q) => state.setQuantity(item.id, q)}
          />
        ))}
      </ul>
      {delivery}
    </section>
  );
}

/** The seller heading of a group, linking to the store when it has an address. */
export function SellerHeading({ label, username }: { label: string; username: string | null }) {
  return (
    <h2 className="font-semibold text-stone-800">
      <span className="font-normal text-stone-600">Vendido por </span>
      {username ? (
        <Link to="/livraria/$username" params={{ username }} className="text-brand-800 hover:underline">
          {label}
        </Link>
      ) : (
        label
      )}
    </h2>
  );
}
