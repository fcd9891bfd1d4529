import { Link } from '@tanstack/react-router';
import { Heart, ShoppingCart } from 'lucide-react';
import { useCartCount } from '../../lib/cart.ts';
import { CountBadge } from '../CountBadge.tsx';
import { useFavouritesCount } from '../favourites/favourites.ts';

function countLabel(base: string, count: number, one: string, many: string): string {
  if (count <= 0) return base;
  return `${base} (${count} ${count === 1 ? one : many})`;
}

const iconButtonClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-brand-800 md:pointer-fine:size-10';

/** The header's favourites and cart buttons, each with its count badge and the count in its name. */
export function HeaderShortcuts() {
  // Right at first paint from the per-user session cache, then the server's count.
  const cartCount = useCartCount();
  const favourites = useFavouritesCount();
  return (
    <nav aria-label="Atalhos" className="flex shrink-0 items-center gap-0.5">
      <Link
        to="/favoritos"
        className={iconButtonClass}
        aria-label={countLabel('Favoritos', favourites, 'livro', 'livros')}
      >
        <Heart aria-hidden="true" className="size-5" />
        <CountBadge count={favourites} />
      </Link>
      <Link
        to="/carrinho"
        className={iconButtonClass}
        aria-label={countLabel('Carrinho', cartCount, 'item', 'itens')}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <CountBadge count={cartCount} />
      </Link>
    </nav>
  );
}
