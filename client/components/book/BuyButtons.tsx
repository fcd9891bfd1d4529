import { useRouter } from '@tanstack/react-router';
import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';

/** Who is looking at the book decides what its buttons do (spec sections 4 and 6). */
export type Viewer = 'visitor' | 'member' | 'owner';

export interface BuyState {
  status: string;
  available: boolean;
}

export const PURCHASE_SOON_NOTE = 'Compras pelo Releia chegam em breve.';

/** 'Vendido' for sold books, 'Indisponível' for any other unlisted state, else null (buyable). */
export function unavailableLabel(book: BuyState): 'Vendido' | 'Indisponível' | null {
  if (book.status === 'sold') return 'Vendido';
  return book.available ? null : 'Indisponível';
}

function useVisitorActions() {
  const router = useRouter();
  return {
    // Spec section 4: buy-now for visitors goes to /auth.
    buyNow: () => void router.navigate({ href: '/auth' }),
    addToCart: () =>
      toast.warning('Login necessário', {
        description: 'Faça login para adicionar livros ao carrinho',
        action: { label: 'Entrar', onClick: () => void router.navigate({ href: '/login' }) },
      }),
  };
}

const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600';
const secondary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-white';

/**
 * 'Comprar agora' and 'Adicionar ao carrinho'. Visitors are sent to sign in; for signed-in
 * readers buying arrives with the cart feature, so until then both buttons are disabled and say
 * why. Sold books show 'Vendido'; the owner sees 'Seu Livro' instead (rendered by the page).
 */
export function BuyButtons({ book, viewer }: { book: BuyState; viewer: Exclude<Viewer, 'owner'> }) {
  const noteId = useId();
  const visitor = useVisitorActions();
  const blocked = unavailableLabel(book);

  if (blocked) {
    return (
      <button type="button" disabled className={primary}>
        {blocked}
      </button>
    );
  }

  const member = viewer === 'member';
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={primary}
        disabled={member}
        aria-describedby={member ? noteId : undefined}
        onClick={visitor.buyNow}
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        Comprar agora
      </button>
      <button
        type="button"
        className={secondary}
        disabled={member}
        aria-describedby={member ? noteId : undefined}
        onClick={visitor.addToCart}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Adicionar ao carrinho
      </button>
      {member && (
        <p id={noteId} className="text-center text-sm text-stone-600">
          {PURCHASE_SOON_NOTE}
        </p>
      )}
    </div>
  );
}

/** Under 768 px: one sticky 'Comprar' button at the bottom of the screen (spec section 2). */
export function MobileBuyBar({
  book,
  viewer,
  priceText,
}: {
  book: BuyState;
  viewer: Exclude<Viewer, 'owner'>;
  priceText: string;
}) {
  const noteId = useId();
  const visitor = useVisitorActions();
  const blocked = unavailableLabel(book);
  const member = viewer === 'member';
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-stone-200 border-t bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:hidden">
      <div className="flex items-center gap-3">
        <p className="shrink-0 font-bold text-brand-800 text-lg">{priceText}</p>
        <button
          type="button"
          className={primary}
          disabled={blocked !== null || member}
          aria-describedby={member && !blocked ? noteId : undefined}
          onClick={visitor.buyNow}
        >
          {blocked ?? 'Comprar'}
        </button>
      </div>
      {member && !blocked && (
        <p id={noteId} className="mt-1 text-center text-stone-600 text-xs">
          {PURCHASE_SOON_NOTE}
        </p>
      )}
    </div>
  );
}
