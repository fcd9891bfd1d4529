import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { clsx } from 'clsx';
import { CheckCircle2, Eye, Heart, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AppRouter } from '../../../server/routers/_app.ts';
import { formatPrice } from '../../../shared/format.ts';
import { CoverImage } from '../../components/books/CoverImage.tsx';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../../components/PageShell.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { ConfirmDialog } from '../../components/sell/ConfirmDialog.tsx';
import { refreshListings } from '../../components/sell/refresh.ts';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { trpc } from '../../lib/trpc.ts';

// Minha Estante (docs/product/selling.md#minha-estante): the signed-in user's own listings, on sale and sold, with edit,
// remove and mark as sold.

type ShelfBook = inferRouterOutputs<AppRouter>['books']['mine'][number];

export const Route = createFileRoute('/_authed/estante')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.books.mine.queryOptions()),
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: Estante,
});

const tabClass =
  'flex-1 rounded-full px-4 py-2 font-semibold text-sm text-stone-700 outline-none hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

function Estante() {
  const books = useQuery(trpc.books.mine.queryOptions());
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<'venda' | 'vendidos'>('venda');
  const [pending, setPending] = useState<{ kind: 'remove' | 'sold'; book: ShelfBook } | null>(null);
  const remove = useMutation(trpc.books.remove.mutationOptions());
  const markSold = useMutation(trpc.books.markSold.mutationOptions());

  const all = books.data ?? [];
  const onSale = all.filter((b) => b.status !== 'sold');
  const sold = all.filter((b) => b.status === 'sold');

  const confirm = async () => {
    if (!pending) return;
    const { kind, book } = pending;
    try {
      if (kind === 'remove') await remove.mutateAsync({ id: book.id });
      else await markSold.mutateAsync({ id: book.id });
    } catch {
      toastError(kind === 'remove' ? 'Erro ao remover livro.' : 'Erro ao atualizar livro.');
      setPending(null);
      return;
    }
    toastSuccess(kind === 'remove' ? 'Livro removido com sucesso.' : 'Livro marcado como vendido.');
    setPending(null);
    await refreshListings(queryClient);
    // The row (and the button that opened the dialog) is gone: keep focus in the list.
    listRef.current?.focus();
  };

  const sell = (
    <Link to="/add-book" className={primaryButtonClass}>
      <Plus aria-hidden="true" className="size-4" /> Vender um livro
    </Link>
  );

  if (books.isLoading) return <PendingPage />;

  return (
    <PageShell
      title="Minha Estante"
      intro="Os livros que você anunciou: edite, marque como vendido ou remova."
    >
      {all.length === 0 ? (
        <EmptyState title="Sua estante está vazia" action={sell}>
          Anuncie um livro que você já leu: ele aparece aqui, em Lançamentos e na sua livraria.
        </EmptyState>
      ) : (
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'vendidos' ? 'vendidos' : 'venda')}>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <Tabs.List
              aria-label="Filtrar livros"
              className="flex w-full gap-1 rounded-full bg-stone-100 p-1 sm:w-auto"
            >
              <Tabs.Trigger value="venda" className={tabClass}>
                À venda ({onSale.length})
              </Tabs.Trigger>
              <Tabs.Trigger value="vendidos" className={tabClass}>
                Vendidos ({sold.length})
              </Tabs.Trigger>
            </Tabs.List>
            {sell}
          </div>
          <div ref={listRef} tabIndex={-1} className="outline-none">
            <Tabs.Content value="venda" className="outline-none">
              <ShelfList
                books={onSale}
                empty="Nenhum livro à venda no momento."
                onRemove={(book) => setPending({ kind: 'remove', book })}
                onSold={(book) => setPending({ kind: 'sold', book })}
              />
            </Tabs.Content>
            <Tabs.Content value="vendidos" className="outline-none">
              <ShelfList
                books={sold}
                empty="Nenhum livro vendido ainda."
                onRemove={(book) => setPending({ kind: 'remove', book })}
                onSold={(book) => setPending({ kind: 'sold', book })}
              />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'remove' ? 'Remover livro?' : 'Marcar como vendido?'}
        description={
          pending?.kind === 'remove' ? (
            <>
              “{pending.book.title}” sai da sua estante, da sua livraria e das buscas. Não é possível
              desfazer.
            </>
          ) : (
            <>“{pending?.book.title}” deixa de aparecer para os compradores e vai para a aba Vendidos.</>
          )
        }
        confirmLabel={pending?.kind === 'remove' ? 'Remover' : 'Marcar como vendido'}
        destructive={pending?.kind === 'remove'}
        busy={remove.isPending || markSold.isPending}
        onConfirm={() => void confirm()}
      />
    </PageShell>
  );
}

function ShelfList({
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
          <div className="flex min-w-0 flex-1 gap-4">
            <SiteLink href={book.path} tabIndex={-1} aria-hidden="true" className="shrink-0">
              <CoverImage photo={book.photo} alt="" className="size-20 rounded-lg sm:size-24" />
            </SiteLink>
            <div className="flex min-w-0 flex-col gap-1">
              <SiteLink
                href={book.path}
                className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
              >
                {book.title}
              </SiteLink>
              <p className="truncate text-sm text-stone-600">por {book.author}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-brand-800">{formatPrice(book.priceCents)}</span>
                <StatusBadge status={book.status} />
              </div>
              {book.status === 'hidden' && book.statusReason && (
                <p className="text-amber-800 text-sm">Motivo: {book.statusReason}</p>
              )}
              <p className="flex flex-wrap items-center gap-x-3 text-stone-500 text-xs">
                <span>Anunciado em {dateFormat.format(new Date(book.createdAt))}</span>
                <span className="inline-flex items-center gap-1">
                  <Eye aria-hidden="true" className="size-3.5" />
                  {book.viewsCount} {book.viewsCount === 1 ? 'visualização' : 'visualizações'}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Heart aria-hidden="true" className="size-3.5" />
                  {book.likesCount} {book.likesCount === 1 ? 'curtida' : 'curtidas'}
                </span>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
            <Link
              to="/editar-livro/$id"
              params={{ id: book.id }}
              aria-label={`Editar “${book.title}”`}
              className={actionClass}
            >
              <Pencil aria-hidden="true" className="size-4" /> Editar
            </Link>
            {book.status === 'available' && (
              <button
                type="button"
                onClick={() => onSold(book)}
                aria-label={`Marcar como vendido: “${book.title}”`}
                className={actionClass}
              >
                <CheckCircle2 aria-hidden="true" className="size-4" /> Marcar como vendido
              </button>
            )}
            <button
              type="button"
              onClick={() => onRemove(book)}
              aria-label={`Remover “${book.title}”`}
              className={clsx(actionClass, 'hover:border-red-300 hover:bg-red-50 hover:text-red-800')}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remover
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';

const STATUS: Record<string, { label: string; className: string }> = {
  available: { label: 'Disponível', className: 'bg-green-100 text-green-800' },
  sold: { label: 'Vendido', className: 'bg-stone-200 text-stone-800' },
  hidden: { label: 'Oculto', className: 'bg-amber-100 text-amber-900' },
  reserved: { label: 'Reservado', className: 'bg-sky-100 text-sky-900' },
};

function StatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: 'Indisponível', className: 'bg-stone-200 text-stone-800' };
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 font-semibold text-xs', s.className)}>{s.label}</span>
  );
}
