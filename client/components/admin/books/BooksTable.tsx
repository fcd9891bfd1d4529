import { TableFrame, TableHead } from '../Toolbar.tsx';
import { BookRow } from './BookRow.tsx';
import type { AdminBook, PendingBookAction } from './book-actions.ts';

export function BooksTable({
  books,
  onAction,
}: {
  books: readonly AdminBook[];
  onAction: (action: PendingBookAction) => void;
}) {
  return (
    <TableFrame label="Livros">
      <TableHead columns={['Livro', 'Vendedor', 'Preço', 'Situação']} />
      <tbody>
        {books.map((b) => (
          <BookRow key={b.id} book={b} onAction={onAction} />
        ))}
      </tbody>
    </TableFrame>
  );
}
