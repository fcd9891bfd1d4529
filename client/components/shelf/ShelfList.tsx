import { EmptyState } from '../PageShell.tsx';
import type { BulkSelection } from './bulk.ts';
import { ShelfItemActions, ShelfItemDetails } from './ShelfItem.tsx';
import type { ShelfBook } from './types.ts';

/** One tab's listings, each with its details and its actions; `empty` when there are none. */
export function ShelfList({
  books,
  empty,
  onRemove,
  onSold,
  selection,
}: {
  books: ShelfBook[];
  empty: string;
  onRemove: (book: ShelfBook) => void;
  onSold: (book: ShelfBook) => void;
  /** A checkbox on each row, for changing many at once (docs/product/selling.md#many-books-at-once). */
  selection?: BulkSelection;
}) {
  if (books.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="flex flex-col gap-3">
      {books.map((book) => (
        <li
          key={book.id}
          className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:flex-row sm:items-center sm:p-4"
        >
          <div className="flex min-w-0 flex-1 items-start gap-2 sm:items-center">
            {selection && (
              // The label is the 44 px target a finger hits (docs/product/accessibility.md#touch-targets).
              <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  aria-label={`Selecionar “${book.title}”`}
                  className="size-5 accent-brand-700"
                  checked={selection.isSelected(book.id)}
                  onChange={() => selection.toggle(book.id)}
                />
              </label>
            )}
            <ShelfItemDetails book={book} />
          </div>
          <ShelfItemActions book={book} onRemove={onRemove} onSold={onSold} />
        </li>
      ))}
    </ul>
  );
}
