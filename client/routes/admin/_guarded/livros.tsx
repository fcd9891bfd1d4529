import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { BookDialogText } from '../../../components/admin/books/BookDialogText.tsx';
import { BooksTable } from '../../../components/admin/books/BooksTable.tsx';
import { useBooksPage } from '../../../components/admin/books/use-books-page.ts';
import { ReasonDialog } from '../../../components/admin/ReasonDialog.tsx';
import { FilterSelect, PagedListState, Toolbar } from '../../../components/admin/Toolbar.tsx';
import { BOOK_STATUS_OPTIONS } from '../../../components/admin/util.ts';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';

export const Route = createFileRoute('/admin/_guarded/livros')({
  component: BooksPage,
});

function BooksPage() {
  const { search, setSearch, status, setStatus, query, books, action, dialog, confirm } = useBooksPage();
  const { pending } = action;
  return (
    <AdminLayout
      title="Livros"
      intro="Busque qualquer livro, oculte-o com um motivo que o vendedor verá em Minha Estante, republique ou remova."
    >
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder="Título, autor, ISBN, vendedor ou email"
        label="Buscar livros"
      >
        <FilterSelect label="Situação" value={status} onChange={setStatus} options={BOOK_STATUS_OPTIONS} />
      </Toolbar>
      <PagedListState query={query} items={books} empty="Nenhum livro encontrado.">
        {books && <BooksTable books={books} onAction={action.setPending} />}
        {books && <LoadMore query={query} shown={books.length} noun={['livro', 'livros']} />}
      </PagedListState>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={action.onOpenChange}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive={dialog?.destructive}
        busy={action.busy}
        error={action.error}
        reasonLabel={pending?.kind === 'hide' ? 'Motivo (o vendedor verá este texto)' : 'Motivo'}
        onConfirm={(reason) => void confirm(reason)}
        description={pending && <BookDialogText pending={pending} />}
      />
    </AdminLayout>
  );
}
