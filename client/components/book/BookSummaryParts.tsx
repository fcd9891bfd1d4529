import { Link } from '@tanstack/react-router';
import { BookOpenCheck, EyeOff, MapPin } from 'lucide-react';
import { slugify } from '../../../shared/slug.ts';
import { AgreedPrice } from '../offers/ItemPrice.tsx';
import { SiteLink } from '../SiteLink.tsx';
import type { BookDetailData } from './labels.ts';

/** What the seller sees on their own book's page instead of the buttons to buy it. */
export function OwnerNotice() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <BookOpenCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-brand-900">Seu Livro</p>
        <p className="text-sm text-stone-700">Este é seu livro</p>
        <SiteLink href="/estante" className="text-brand-700 text-sm hover:underline">
          Gerenciar na Minha Estante
        </SiteLink>
      </div>
    </div>
  );
}

/** A hidden listing, as its seller (or an admin) sees it, with the reason when there is one. */
export function HiddenNotice({ reason }: { reason: string | null }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Este anúncio está oculto e não aparece para outros leitores.
        {reason ? ` Motivo: ${reason}` : ''}
      </span>
    </p>
  );
}

/** The page's h1 and its authors, each linking to their page ('por A, B e C'). */
export function BookTitle({ book }: { book: BookDetailData }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="font-bold font-serif text-3xl text-stone-900 leading-tight md:text-4xl">{book.title}</h1>
      <p className="text-lg text-stone-700">
        por{' '}
        {book.authors.map((author, i) => (
          <span key={`${author}-${String(i)}`}>
            {i > 0 && (i === book.authors.length - 1 ? ' e ' : ', ')}
            <Link
              to="/autor/$slug"
              params={{ slug: slugify(author) || book.authorSlug }}
              className="font-medium text-brand-800 hover:underline"
            >
              {author}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * The price, a 'Vendido' or 'Indisponível' badge when it cannot be bought, and the city. With an
 * accepted offer, the agreed price the cart will charge, the asking one struck through
 * (docs/product/offers.md#the-agreed-price).
 */
export function BookPriceLine({
  price,
  agreed = null,
  blocked,
  city,
}: {
  price: string;
  /** The agreed price, formatted, when an accepted offer gives this reader one. */
  agreed?: string | null;
  blocked: string | null;
  city: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {agreed ? (
          <p className="flex flex-wrap items-baseline gap-x-3" data-testid="book-price">
            <AgreedPrice
              agreed={agreed}
              asking={price}
              agreedClass="font-bold text-3xl text-brand-800"
              askingClass="text-lg text-stone-500"
            />
            <span className="w-full text-emerald-800 text-sm">Preço da sua oferta aceita</span>
          </p>
        ) : (
          <p className="font-bold text-3xl text-brand-800" data-testid="book-price">
            {price}
          </p>
        )}
        {blocked && (
          <span className="rounded-full bg-stone-800 px-3 py-1 font-semibold text-sm text-white">
            {blocked}
          </span>
        )}
      </div>
      <p className="flex items-center gap-1.5 text-stone-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>{city}</span>
      </p>
    </>
  );
}
