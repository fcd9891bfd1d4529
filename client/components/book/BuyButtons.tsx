import { Link } from '@tanstack/react-router';
import { Check, Loader2, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useRef } from 'react';
import { useBottomBar } from '../../lib/bottom-bar.ts';
import { useAddToCart, useBuyNow, useInCart } from '../../lib/cart.ts';
import { addToLocalCart, useLocalCart } from '../../lib/local-cart.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { AgreedPrice } from '../offers/ItemPrice.tsx';
import { toastError, toastSuccess } from '../toast.ts';

/** Who is looking at the book decides what its buttons do (docs/product/book-page.md#buying). */
export type Viewer = 'visitor' | 'member' | 'owner';

export interface BuyState {
  id: string;
  status: string;
  available: boolean;
}

/** 'Vendido' for sold books, 'Indisponível' for any other unlisted state, else null (buyable). */
export function unavailableLabel(
  book: Pick<BuyState, 'status' | 'available'>,
): 'Vendido' | 'Indisponível' | null {
  if (book.status === 'sold') return 'Vendido';
  return book.available ? null : 'Indisponível';
}

export type AddToCartLabel =
  | 'Adicionando...'
  | 'Vendido'
  | 'No carrinho'
  | 'Indisponível'
  | 'Adicionar ao carrinho';

/**
 * The add-to-cart button's label, in the order of docs/product/book-page.md#buying: working, sold, already in the
 * cart, not available, else the action. Only the last one is clickable.
 */
export function addToCartLabel(state: {
  pending: boolean;
  status: string;
  available: boolean;
  inCart: boolean;
}): { label: AddToCartLabel; disabled: boolean } {
  if (state.pending) return { label: 'Adicionando...', disabled: true };
  if (state.status === 'sold') return { label: 'Vendido', disabled: true };
  if (state.inCart) return { label: 'No carrinho', disabled: true };
  if (!state.available) return { label: 'Indisponível', disabled: true };
  return { label: 'Adicionar ao carrinho', disabled: false };
}

/**
 * A visitor's 'Comprar' signs in first, saying why, and on return puts the book in the cart and
 * opens /checkout; 'Adicionar ao carrinho' keeps the book in the cart on this device, which joins
 * the account's at sign-in (docs/product/book-page.md#buying, docs/product/cart.md#a-visitors-cart).
 */
function useVisitorActions(bookId: string) {
  return {
    buyNow: useSignInFirst('comprar', { intent: { kind: 'buy', bookId } }),
    addToCart: () =>
      addToLocalCart(bookId)
        ? toastSuccess('Livro adicionado ao carrinho')
        : toastError('Seu carrinho está cheio. Entre para finalizar a compra.'),
  };
}

const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600';
const secondary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-white';

/**
 * 'Comprar agora' and the add-to-cart button. Visitors are sent to sign in; readers add the book
 * (or find it already in their cart) and buying goes on to /checkout. Sold books show
 * 'Vendido'; the owner sees 'Seu Livro' instead (rendered by the page).
 */
export function BuyButtons({ book, viewer }: { book: BuyState; viewer: Exclude<Viewer, 'owner'> }) {
  const blocked = unavailableLabel(book);
  if (blocked) {
    return (
      <button type="button" disabled className={primary}>
        {blocked}
      </button>
    );
  }
  return viewer === 'member' ? <MemberBuyButtons book={book} /> : <VisitorBuyButtons bookId={book.id} />;
}

function VisitorBuyButtons({ bookId }: { bookId: string }) {
  const visitor = useVisitorActions(bookId);
  const inCart = useLocalCart().includes(bookId);
  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={primary} onClick={visitor.buyNow}>
        <ShoppingBag aria-hidden="true" className="size-5" />
        Comprar agora
      </button>
      {inCart ? (
        <Link to="/carrinho" className={secondary}>
          <Check aria-hidden="true" className="size-5" />
          No carrinho
        </Link>
      ) : (
        <button type="button" className={secondary} onClick={visitor.addToCart}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          Adicionar ao carrinho
        </button>
      )}
    </div>
  );
}

/** A signed-in reader's buttons: they read the cart, so visitors never fetch it. */
function MemberBuyButtons({ book }: { book: BuyState }) {
  const cart = useAddToCart();
  const buyNow = useBuyNow();
  const inCart = useInCart(book.id) ?? false;
  const add = addToCartLabel({
    pending: cart.isPending,
    status: book.status,
    available: book.available,
    inCart,
  });
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={primary}
        disabled={buyNow.isPending || cart.isPending}
        aria-busy={buyNow.isPending || undefined}
        onClick={() => void buyNow.buy(book.id)}
      >
        {buyNow.isPending ? (
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <ShoppingBag aria-hidden="true" className="size-5" />
        )}
        {buyNow.isPending ? 'Processando...' : 'Comprar agora'}
      </button>
      <button
        type="button"
        className={secondary}
        disabled={add.disabled || buyNow.isPending}
        aria-busy={cart.isPending || undefined}
        onClick={() => void cart.add(book.id)}
      >
        {cart.isPending ? (
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : add.label === 'No carrinho' ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <ShoppingCart aria-hidden="true" className="size-5" />
        )}
        {add.label}
      </button>
      {inCart && (
        <Link to="/carrinho" className="text-center font-medium text-brand-800 text-sm hover:underline">
          Ver carrinho
        </Link>
      )}
    </div>
  );
}

/**
 * Under 768 px, a sticky bar at the bottom of the screen (docs/product/book-page.md#buying): the
 * price (the agreed one where an accepted offer gives it), 'Adicionar ao carrinho' and 'Comprar',
 * doing what the desktop buttons do.
 */
export function MobileBuyBar({
  book,
  viewer,
  priceText,
  agreedText = null,
}: {
  book: BuyState;
  viewer: Exclude<Viewer, 'owner'>;
  priceText: string;
  /** The agreed price, formatted, when an accepted offer gives this reader one. */
  agreedText?: string | null;
}) {
  const blocked = unavailableLabel(book);
  const ref = useRef<HTMLDivElement>(null);
  useBottomBar(ref);
  return (
    <div
      ref={ref}
      data-testid="mobile-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-stone-200 border-t bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:hidden"
    >
      <p className="mb-2 flex items-baseline gap-2">
        {agreedText ? (
          <AgreedPrice
            agreed={agreedText}
            asking={priceText}
            agreedClass="font-bold text-brand-800 text-lg"
            askingClass="text-sm text-stone-500"
          />
        ) : (
          <span className="font-bold text-brand-800 text-lg">{priceText}</span>
        )}
      </p>
      {blocked ? (
        <button type="button" className={primary} disabled>
          {blocked}
        </button>
      ) : viewer === 'member' ? (
        <MemberMobileBuy bookId={book.id} />
      ) : (
        <VisitorMobileBuy bookId={book.id} />
      )}
    </div>
  );
}

// Two buttons in 358 px: the longer label gets the room and a smaller type.
const mobileRow = 'grid grid-cols-[minmax(0,1fr)_auto] gap-2';
const mobileSecondary =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 font-semibold text-brand-800 text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500';
const mobilePrimary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600';

/** In the cart already: the way to it, rather than a disabled 'No carrinho' in the way. */
function MobileCartLink() {
  return (
    <Link to="/carrinho" className={mobileSecondary}>
      <Check aria-hidden="true" className="size-5 shrink-0" />
      Ver carrinho
    </Link>
  );
}

function VisitorMobileBuy({ bookId }: { bookId: string }) {
  const visitor = useVisitorActions(bookId);
  const inCart = useLocalCart().includes(bookId);
  return (
    <div className={mobileRow}>
      {inCart ? (
        <MobileCartLink />
      ) : (
        <button type="button" className={mobileSecondary} onClick={visitor.addToCart}>
          <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
          Adicionar ao carrinho
        </button>
      )}
      <button type="button" className={mobilePrimary} onClick={visitor.buyNow}>
        Comprar
      </button>
    </div>
  );
}

function MemberMobileBuy({ bookId }: { bookId: string }) {
  const cart = useAddToCart();
  const buyNow = useBuyNow();
  const inCart = useInCart(bookId) ?? false;
  const add = addToCartLabel({ pending: cart.isPending, status: 'available', available: true, inCart });
  return (
    <div className={mobileRow}>
      {inCart ? (
        <MobileCartLink />
      ) : (
        <button
          type="button"
          className={mobileSecondary}
          disabled={add.disabled || buyNow.isPending}
          aria-busy={cart.isPending || undefined}
          onClick={() => void cart.add(bookId)}
        >
          {cart.isPending ? (
            <Loader2 aria-hidden="true" className="size-5 shrink-0 motion-safe:animate-spin" />
          ) : (
            <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
          )}
          {add.label}
        </button>
      )}
      <button
        type="button"
        className={mobilePrimary}
        disabled={buyNow.isPending || cart.isPending}
        aria-busy={buyNow.isPending || undefined}
        onClick={() => void buyNow.buy(bookId)}
      >
        {buyNow.isPending && <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
        {buyNow.isPending ? 'Processando...' : 'Comprar'}
      </button>
    </div>
  );
}
