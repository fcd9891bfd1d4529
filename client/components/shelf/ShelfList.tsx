import { EmptyState } from '../PageShell.tsx';
import { ShelfItemActions, ShelfItemDetails } from './ShelfItem.tsx';
import type { ShelfBook } from './types.ts';

/** One tab's listings, each with its details and its actions; `empty` when there are none. */
export function ShelfList({
  books,
  empty,
  onRemove,
  onSold,
}: {
  books: ShelfBook[];
  empty: string;
  onRemove: (book: ShelfBook) => void;
  onSold: (book: ShelfBook) => void;
}) {
  if (books.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="flex flex-col gap-3">
      {books.map((book) => (
        <li
          key={book.id}
          className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:flex-row sm:items-center sm:p-4"
        >
          <ShelfItemDetails book={book} />
          <ShelfItemActions book={book} onRemove={onRemove} onSold={onSold} />
        </li>
      ))}
    </ul>
  );
}
