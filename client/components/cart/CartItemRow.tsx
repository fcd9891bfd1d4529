import { vacationNotice } from '../../../shared/vacation.ts';
import type { CartItem } from '../../lib/cart.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { ItemPrice } from '../offers/ItemPrice.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { QuantityStepper, RemoveButton } from './CartItemControls.tsx';

/**
 * One book in the cart: cover and title linking to the book, price, quantity and remove. Used
 * books are single copies, so the quantity only goes down (to 0, which removes the item).
 */
export function CartItemRow({
  item,
  busy,
  onRemove,
  onQuantity,
}: {
  item: CartItem;
  busy: boolean;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) {
  const gone = item.available
    ? null
    : item.vacation
      ? 'Livraria em férias'
      : item.book.status === 'sold'
        ? 'Vendido'
        : 'Indisponível';
  return (
    <li className="flex gap-4 py-4" data-testid="cart-item">
      <SiteLink href={item.book.path} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <CoverImage photo={item.book.photo} alt="" className="size-20 rounded-lg sm:size-24" />
      </SiteLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <SiteLink
          href={item.book.path}
          className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
        >
          {item.book.title}
        </SiteLink>
        <p className="truncate text-sm text-stone-600">por {item.book.author}</p>
        {gone && (
          <p className="w-fit rounded-full bg-stone-800 px-2.5 py-0.5 font-semibold text-white text-xs">
            {gone}
            <span className="sr-only">
              {item.vacation ? ': não pode ser comprado agora' : ': este livro não pode mais ser comprado'}
            </span>
          </p>
        )}
        {!item.available && item.vacation && (
          // Why it cannot be bought now and when it can (docs/product/vacation.md#carts).
          <p className="text-sm text-stone-700">
            {vacationNotice(item.seller.storeName ?? item.seller.name, item.vacation.until)} O livro volta à
            venda quando ela reabrir.
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          <QuantityStepper
            title={item.book.title}
            quantity={item.quantity}
            busy={busy}
            onQuantity={onQuantity}
          />
          <RemoveButton title={item.book.title} busy={busy} onRemove={onRemove} />
        </div>
      </div>
      <p
        className={`shrink-0 font-bold tabular-nums ${gone ? 'text-stone-400 line-through' : 'text-brand-800'}`}
      >
        <ItemPrice book={item.book} quantity={item.quantity} />
      </p>
    </li>
  );
}
