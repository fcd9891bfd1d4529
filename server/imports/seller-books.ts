import type { Executor } from '../../db/client.ts';
import { BOOK_ID_CODE_PREFIX } from '../../shared/spreadsheets.ts';

// A seller's books as a sheet sees them (docs/product/spreadsheets.md): the export writes these
// and an import matches its rows against these by code, so both read the same columns of the same
// books.

/** The seller's books, removed ones left out; the caller orders them when the order shows. */
export function sellerSheetBooks(db: Executor, userId: string) {
  return db
    .selectFrom('books')
    .select([
      'id',
      'seller_code as sellerCode',
      'title',
      'authors',
      'author',
      'publisher',
      'isbn',
      'year',
      'language',
      'condition',
      'price_cents as priceCents',
      'description',
    ])
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed');
}

/** The export's code of a book: the seller's own, else one naming the book (docs/product/spreadsheets.md#the-sellers-code). */
export function exportCode(book: { id: string; sellerCode: string | null }): string {
  return book.sellerCode ?? `${BOOK_ID_CODE_PREFIX}${book.id}`;
}
