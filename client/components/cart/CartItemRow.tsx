import { Link } from '@tanstack/react-router';
import { Loader2, Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import type { CartItem } from '../../lib/cart.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { SiteLink } from '../SiteLink.tsx';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

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
  const limitId = useId();
  const gone = item.available ? null : item.book.status === 'sold' ? 'Vendido' : 'Indisponível';
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
            <span className="sr-only">: este livro não pode mais ser comprado</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Quantidade de {item.book.title}</legend>
            <button
              type="button"
              className={iconButton}
              disabled={busy}
              onClick={() => onQuantity(item.quantity - 1)}
              aria-label={`Diminuir quantidade de ${item.book.title}`}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-6 text-center font-medium text-sm tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className={iconButton}
              disabled
              aria-label={`Aumentar quantidade de ${item.book.title}`}
              aria-describedby={limitId}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
            <span id={limitId} className="text-stone-500 text-xs">
              Exemplar único
            </span>
          </fieldset>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-medium text-red-700 text-sm hover:bg-red-50 disabled:opacity-50"
            aria-label={`Remover ${item.book.title} do carrinho`}
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            Remover
          </button>
        </div>
      </div>
      <p
        className={`shrink-0 font-bold tabular-nums ${gone ? 'text-stone-400 line-through' : 'text-brand-800'}`}
      >
        {formatPrice(item.book.priceCents * item.quantity)}
      </p>
    </li>
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
