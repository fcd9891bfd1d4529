import { formatPrice } from '../../../shared/format.ts';
import { useAgreedPrice } from '../offers/use-agreed-price.ts';
import { BookCopies } from './BookCopies.tsx';
import { BookSummary, type BookSummaryProps } from './BookSummary.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { MobileBuyBar } from './BuyButtons.tsx';
import { Description } from './Description.tsx';
import { DetailGrid } from './DetailGrid.tsx';
import { Gallery } from './Gallery.tsx';
import { RelatedBooks } from './RelatedBooks.tsx';

/**
 * /livro/$slug once the book has loaded (docs/product/book-page.md): the gallery beside its
 * summary, then the description and details, other copies of the work, related books and, on a
 * phone, the buy bar.
 */
export function BookPageBody(props: BookSummaryProps) {
  const { book, viewer, price } = props;
  const agreedCents = useAgreedPrice(book.id, viewer === 'member');
  const agreedPrice = agreedCents === null ? null : formatPrice(agreedCents);
  return (
    <div
      className={`mx-auto w-full max-w-7xl px-4 py-6 md:py-8 lg:px-6 ${viewer === 'owner' ? '' : 'pb-32 md:pb-10'}`}
    >
      <Breadcrumb pathname={book.path} current={book.title} />

      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] lg:gap-12">
        <Gallery key={book.id} photos={book.photos} title={book.title} />
        <BookSummary {...props} agreedPrice={agreedPrice} />
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-2 lg:gap-12">
        <Description text={book.description} />
        <DetailGrid book={book} />
      </div>

      <BookCopies bookId={book.id} />

      <RelatedBooks book={book} />

      {viewer !== 'owner' && (
        <MobileBuyBar book={book} viewer={viewer} priceText={price} agreedText={agreedPrice} />
      )}
    </div>
  );
}
