import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { bookSaveFailure } from '../../../shared/book.ts';
import { useVerification } from '../../components/auth/VerificationSteps.tsx';
import { useCategories } from '../../components/categories.ts';
import { PageShell, secondaryButtonClass } from '../../components/PageShell.tsx';
import { BookForm } from '../../components/sell/BookForm.tsx';
import { emptyBookForm } from '../../components/sell/book-form-values.ts';
import { useIsbnLookup } from '../../components/sell/isbn-lookup.ts';
import { useLeaveGuard } from '../../components/sell/refresh.ts';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { trpc } from '../../lib/trpc.ts';

// Only eligible sellers may list books (docs/product/selling.md#who-can-sell); the server refuses the others
// (sellerProcedure). Everyone else is sent to the guided steps (docs/product/selling.md#becoming-a-seller),
// so every 'Vender Livros' link leads there without knowing who follows it.
export const Route = createFileRoute('/_authed/add-book')({
  // The redirect is the component's, not the loader's: loaders ship in the home page's entry script.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.verification.status.queryOptions()),
  component: AddBook,
});

function AddBook() {
  const { data, isLoading } = useVerification();
  if (isLoading || !data) return <Pending />;
  if (!data.isSellerEligible) return <Navigate to="/comecar-a-vender" replace />;
  return <NewBook />;
}

function Pending() {
  return (
    <PageShell title="Vender Livros">
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
      </p>
    </PageShell>
  );
}

function NewBook() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategories();
  // The server says where the seller's books are (docs/product/selling.md#location).
  const defaults = useQuery(trpc.books.defaultLocation.queryOptions());
  const create = useMutation(trpc.books.create.mutationOptions());
  const unsaved = useLeaveGuard();
  const isbnLookup = useIsbnLookup();
  if (defaults.isLoading) return <Pending />;
  const location = defaults.data?.location ?? '';

  return (
    <PageShell
      title="Vender Livros"
      intro="Preencha os dados do seu livro. Título, autor, condição e preço são obrigatórios; o resto ajuda o comprador a decidir."
    >
      <BookForm
        initial={emptyBookForm(location)}
        isbnLookup={isbnLookup}
        categories={categories.data}
        submitLabel="Publicar livro"
        onSubmit={async (input) => {
          const { path } = await create.mutateAsync(input);
          unsaved.current = false;
          toastSuccess('Livro publicado com sucesso.');
          // The new book heads 'Lançamentos', its seller's store and the searches.
          await refreshCatalogue(queryClient);
          await navigate({ href: path });
        }}
        onDirtyChange={(dirty) => {
          unsaved.current = dirty;
        }}
        onFailure={(message) => toastError(bookSaveFailure(message))}
        secondary={
          <Link to="/estante" className={secondaryButtonClass}>
            Cancelar
          </Link>
        }
      />
    </PageShell>
  );
}
