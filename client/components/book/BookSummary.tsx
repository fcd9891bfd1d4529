import type { ReactNode } from 'react';
import { AskSellerButton } from '../messages/StartButtons.tsx';
import { BookOffers, VisitorOffer } from '../offers/BookOffers.tsx';
import { ReportButton } from '../reports/ReportButton.tsx';
import { BookWantButton } from '../wants/BookWantButton.tsx';
import { BookPriceLine, BookTitle, HiddenNotice, OwnerNotice } from './BookSummaryParts.tsx';
import { BuyButtons, unavailableLabel, type Viewer } from './BuyButtons.tsx';
import type { BookDetailData } from './labels.ts';
import { SellerCard } from './SellerCard.tsx';
import { ShareButton } from './ShareButton.tsx';
import { ShippingCalculator } from './ShippingCalculator.tsx';

/**
 * The book page's column beside the gallery (docs/product/book-page.md): title, price, the like,
 * favourite and share buttons, buying (not for the owner), the seller. The like and favourite
 * buttons come from the page, which holds the book's like and favourite state.
 */
export interface BookSummaryProps {
  book: BookDetailData;
  viewer: Viewer;
  /** The book's price, formatted. */
  price: string;
  /** The price an accepted offer gives this reader, formatted (BookPageBody reads it). */
  agreedPrice?: string | null;
  /** The page's like button. */
  like: ReactNode;
  /** The page's favourite button. */
  favourite: ReactNode;
}

export function BookSummary({ book, viewer, price, agreedPrice, like, favourite }: BookSummaryProps) {
  const blocked = unavailableLabel(book);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {viewer === 'owner' && <OwnerNotice />}
      {book.status === 'hidden' && <HiddenNotice reason={book.statusReason} />}

      <BookTitle book={book} />

      <BookPriceLine price={price} agreed={agreedPrice} blocked={blocked} city={book.city} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {like}
        <div className="flex items-center gap-2">
          {favourite}
          <ShareButton
            title={book.title}
            text={`${book.title}, de ${book.author}, por ${price} no Releia`}
            path={book.path}
          />
        </div>
      </div>

      {viewer !== 'owner' && (
        <>
          <div className="hidden md:block">
            <BuyButtons book={book} viewer={viewer} />
          </div>
          <BookWantButton bookId={book.id} />
          {!blocked && <ShippingCalculator bookId={book.id} />}
        </>
      )}

      {/* Ofertas (docs/product/offers.md#where-offers-show): members on someone else's book, the seller on
          theirs; a visitor, on a book on sale, a 'Fazer oferta' that leads to sign in and back. */}
      {viewer !== 'visitor' ? (
        <BookOffers bookId={book.id} available={!blocked} />
      ) : (
        !blocked && <VisitorOffer bookId={book.id} />
      )}

      <SellerCard seller={book.seller} city={book.city} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AskSellerButton sellerId={book.seller.id} bookId={book.id} />
        <ReportButton targetType="book" targetId={book.id} ownerId={book.seller.id} />
      </div>
    </div>
  );
}
