import { useQueries } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { signInHref } from '../../../shared/sign-in-reason.ts';
import { removeFromLocalCart, useLocalCart } from '../../lib/local-cart.ts';
import { trpc } from '../../lib/trpc.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { PendingPage } from '../Loading.tsx';
import { PageShell, primaryButtonClass } from '../PageShell.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { CartSignIn } from './CartEmptyStates.tsx';
import { RemoveButton } from './CartItemControls.tsx';
import { booksCount } from './group.ts';

/**
 * A visitor's cart, kept on the device (docs/product/cart.md#a-visitors-cart): each book as it is
 * now on the server, and 'Entrar para finalizar', after which it joins the account's cart.
 */
export function VisitorCart() {
  const ids = useLocalCart();
  const books = useQueries({
    queries: ids.map((id) => ({ ...trpc.books.byId.queryOptions({ id }), retry: false })),
  });
  if (ids.length === 0) return <CartSignIn />;
  if (books.some((b) => b.isPending)) return <PendingPage />;
  const total = books.reduce((sum, b) => sum + (b.data?.available ? b.data.priceCents : 0), 0);
  return (
    <PageShell title="Carrinho" intro={`${booksCount(ids.length)} no seu carrinho, guardado neste aparelho.`}>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4">
          {ids.map((id, i) => (
            <VisitorCartRow key={id} id={id} book={books[i]?.data} />
          ))}
        </ul>
        <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5">
          <p className="flex justify-between font-semibold text-stone-900">
            <span>Subtotal</span>
            <span className="tabular-nums">{formatPrice(total)}</span>
          </p>
          <p className="text-sm text-stone-600">
            Entre ou crie sua conta para escolher a entrega e finalizar. Os livros vão junto para a sua conta.
          </p>
          <SiteLink href={signInHref('/carrinho', 'finalizar')} className={`${primaryButtonClass} w-full`}>
            <LogIn aria-hidden="true" className="size-4" />
            Entrar para finalizar
          </SiteLink>
        </div>
      </div>
    </PageShell>
  );
}

type Book = {
  title: string;
  author: string;
  path: string;
  photos: string[];
  priceCents: number;
  available: boolean;
};

function VisitorCartRow({ id, book }: { id: string; book: Book | undefined }) {
  // A book gone from the site (removed, hidden) reads as unavailable, as a sold one.
  const title = book?.title ?? 'Livro indisponível';
  return (
    <li className="flex gap-4 py-4" data-testid="cart-item">
      {book && (
        <SiteLink href={book.path} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <CoverImage photo={book.photos[0] ?? null} alt="" className="size-20 rounded-lg sm:size-24" />
        </SiteLink>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {book ? (
          <SiteLink
            href={book.path}
            className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
          >
            {book.title}
          </SiteLink>
        ) : (
          <p className="font-semibold text-stone-900">{title}</p>
        )}
        {book && <p className="truncate text-sm text-stone-600">por {book.author}</p>}
        {!book?.available && (
          <p className="w-fit rounded-full bg-stone-800 px-2.5 py-0.5 font-semibold text-white text-xs">
            Indisponível<span className="sr-only">: este livro não pode mais ser comprado</span>
          </p>
        )}
        <div className="mt-auto pt-1">
          <RemoveButton title={title} busy={false} onRemove={() => removeFromLocalCart(id)} />
        </div>
      </div>
      {book && (
        <p
          className={`shrink-0 font-bold tabular-nums ${book.available ? 'text-brand-800' : 'text-stone-400 line-through'}`}
        >
          {formatPrice(book.priceCents)}
        </p>
      )}
    </li>
  );
}
