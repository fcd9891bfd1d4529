import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { BookX } from 'lucide-react';
import { useCategories } from '../../components/categories.ts';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { PageShell, primaryButtonClass, secondaryButtonClass } from '../../components/PageShell.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { BookForm } from '../../components/sell/BookForm.tsx';
import { formValuesOf } from '../../components/sell/book-form-values.ts';
import { useIsbnLookup } from '../../components/sell/isbn-lookup.ts';
import { useLeaveGuard } from '../../components/sell/refresh.ts';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { loadOrNotFound } from '../../lib/not-found.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

// Editing one of the seller's own books, reached from Minha Estante. books.byId shows the owner
// their hidden and sold books too; books.update refuses anyone else's.
export const Route = createFileRoute('/_authed/editar-livro/$id')({
  loader: async ({ context, params }) => {
    await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(context.trpc.books.byId.queryOptions({ id: params.id })),
    );
  },
  pendingComponent: PendingPage,
  notFoundComponent: NotYours,
  errorComponent: ErrorPage,
  component: EditBook,
});

function NotYours() {
  return (
    <PageShell title="Livro não encontrado">
      <div className="flex max-w-xl flex-col items-start gap-4">
        <BookX aria-hidden="true" className="size-10 text-brand-600" />
        <p className="text-stone-700">
          O livro que você quer editar não existe ou não é seu. Você pode editar os livros que anunciou em
          Minha Estante.
        </p>
        <Link to="/estante" className={primaryButtonClass}>
          Ir para Minha Estante
        </Link>
      </div>
    </PageShell>
  );
}

function EditBook() {
  const { id } = Route.useParams();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategories();
  const book = useQuery(trpc.books.byId.queryOptions({ id }));
  const update = useMutation(trpc.books.update.mutationOptions());
  const unsaved = useLeaveGuard();
  const isbnLookup = useIsbnLookup();

  if (book.isLoading) return <PendingPage />;
  if (!book.data || book.data.seller.id !== user?.id || book.data.status === 'removed') return <NotYours />;

  const data = book.data;
  return (
    <PageShell
      title={`Editar: ${data.title}`}
      heading="Editar livro"
      intro={
        <BookSummary title={data.title} path={data.path} status={data.status} reason={data.statusReason} />
      }
    >
      <BookForm
        // A fresh form when another book is opened in the same page.
        key={data.id}
        initial={formValuesOf(data)}
        isbnLookup={isbnLookup}
        categories={categories.data}
        submitLabel="Salvar alterações"
        onSubmit={async (changes) => {
          await update.mutateAsync({ id, changes });
          unsaved.current = false;
          toastSuccess('Livro atualizado com sucesso.');
          await refreshCatalogue(queryClient);
          await navigate({ to: '/estante' });
        }}
        onDirtyChange={(dirty) => {
          unsaved.current = dirty;
        }}
        onFailure={() => toastError('Erro ao atualizar livro.')}
        secondary={
          <Link to="/estante" className={secondaryButtonClass}>
            Cancelar
          </Link>
        }
      />
    </PageShell>
  );
}

function BookSummary({
  title,
  path,
  status,
  reason,
}: {
  title: string;
  path: string;
  status: string;
  reason: string | null;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        As mudanças valem assim que você salvar.{' '}
        <SiteLink
          href={path}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Ver a página de “{title}”
        </SiteLink>
      </p>
      {status === 'sold' && (
        <p className="w-fit rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">
          Este livro está marcado como vendido e não aparece para os compradores.
        </p>
      )}
      {status === 'hidden' && (
        <p className="w-fit rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          Este livro está oculto{reason ? `: ${reason}` : '.'}
        </p>
      )}
    </div>
  );
}
