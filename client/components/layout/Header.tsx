import { Link } from '@tanstack/react-router';
import { BookOpen, Heart, PlusCircle, ShoppingCart } from 'lucide-react';
import { useCartCount } from '../../lib/cart.ts';
import { useCurrentUser, useSessionSync } from '../../lib/session.ts';
import { CountBadge } from '../CountBadge.tsx';
import { useFavouritesCount } from '../favourites/favourites.ts';
import { SiteLink } from '../SiteLink.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { DeferredMobileMenu, DeferredUserMenu } from './HeaderMenus.tsx';
import { ACCOUNT_PATHS } from './nav.ts';
import { SearchBox } from './SearchBox.tsx';

function countLabel(base: string, count: number, one: string, many: string): string {
  if (count <= 0) return base;
  return `${base} (${count} ${count === 1 ? one : many})`;
}

const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-brand-800';

/**
 * Site header (docs/product/screens.md#header): logo, search, 'Vender Livros', cart and favourites with count
 * badges, the account menu or Entrar/Cadastrar, and on small screens the slide-in menu.
 */
export function Header() {
  const { user, isLoading } = useCurrentUser();
  // Right at first paint from the per-user session cache, then the server's count.
  const cartCount = useCartCount();
  // Sign-in and sign-out in another tab refresh this one too.
  useSessionSync();
  const favourites = useFavouritesCount();

  return (
    <header className="sticky top-0 z-40 border-stone-200 border-b bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 md:gap-4 md:px-4 lg:px-6">
        <DeferredMobileMenu />
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md"
          aria-label="Releia, página inicial"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <BookOpen aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-bold font-serif text-brand-800 text-xl">Releia</span>
            <span className="hidden text-stone-500 text-xs xl:block">Descubra, compre e venda livros</span>
          </span>
        </Link>

        <SearchBox variant="desktop" className="mx-2 hidden max-w-xl flex-1 md:block" />
        <div className="flex-1 md:hidden" />

        <SiteLink
          href={user ? ACCOUNT_PATHS.addBook : ACCOUNT_PATHS.login}
          className="hidden shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800 md:inline-flex"
        >
          <PlusCircle aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Vender Livros</span>
          <span className="lg:hidden">Vender</span>
        </SiteLink>

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

        <div className="hidden shrink-0 items-center gap-2 md:flex">
          {isLoading ? (
            <span className="size-9 rounded-full bg-stone-200 motion-safe:animate-pulse" aria-hidden="true" />
          ) : user ? (
            <DeferredUserMenu user={user} />
          ) : (
            <>
              <SiteLink
                href={ACCOUNT_PATHS.login}
                className="rounded-full px-3 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100"
              >
                Entrar
              </SiteLink>
              <SiteLink
                href={ACCOUNT_PATHS.register}
                className="rounded-full border border-brand-700 px-4 py-2 font-medium text-brand-800 text-sm hover:bg-brand-50"
              >
                Cadastrar
              </SiteLink>
            </>
          )}
        </div>
      </div>
      <div className="px-3 pb-2.5 md:hidden">
        <SearchBox variant="compact" />
      </div>
      <CategoryBar />
    </header>
  );
}
