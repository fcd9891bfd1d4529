import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { AppRouter } from '../../../../server/routers/_app.ts';
import { formatPrice } from '../../../../shared/format.ts';
import type { ADMIN_BOOK_STATUSES } from '../../../../shared/schemas/admin.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { ReasonDialog } from '../../../components/admin/ReasonDialog.tsx';
import {
  FilterSelect,
  ListState,
  TableFrame,
  Toolbar,
  tdClass,
  thClass,
} from '../../../components/admin/Toolbar.tsx';
import { useAdminAction } from '../../../components/admin/useAdminAction.ts';
import {
  BOOK_STATUS_LABELS,
  BOOK_STATUS_OPTIONS,
  dangerSmallButtonClass,
  formatDate,
  smallButtonClass,
  useDebounced,
} from '../../../components/admin/util.ts';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';
import { allItems, nextCursor } from '../../../components/browse/paged.ts';
import { SiteLink } from '../../../components/SiteLink.tsx';
import { trpc, trpcClient } from '../../../lib/trpc.ts';

type AdminBook = inferRouterOutputs<AppRouter>['admin']['books']['list']['items'][number];
type Status = (typeof ADMIN_BOOK_STATUSES)[number];
type Kind = 'hide' | 'reinstate' | 'remove';

export const Route = createFileRoute('/admin/_guarded/livros')({
  component: BooksPage,
});

const DIALOG: Record<Kind, { title: string; confirm: string; destructive: boolean; fallback: string }> = {
  hide: {
    title: 'Ocultar livro',
    confirm: 'Ocultar',
    destructive: true,
    fallback: 'Não foi possível ocultar o livro.',
  },
  reinstate: {
    title: 'Republicar livro',
    confirm: 'Republicar',
    destructive: false,
    fallback: 'Não foi possível republicar o livro.',
  },
  remove: {
    title: 'Remover livro',
    confirm: 'Remover',
    destructive: true,
    fallback: 'Erro ao remover livro.',
  },
};

const STATUS_STYLE: Record<string, string> = {
  available: 'bg-emerald-100 text-emerald-900',
  hidden: 'bg-amber-100 text-amber-900',
  sold: 'bg-stone-200 text-stone-800',
  reserved: 'bg-sky-100 text-sky-900',
  removed: 'bg-red-100 text-red-900',
};

function BooksPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const query = useInfiniteQuery(
    trpc.admin.books.list.infiniteQueryOptions(
      { search: useDebounced(search.trim()), status },
      { getNextPageParam: nextCursor },
    ),
  );
  const books = allItems(query);
  const [pending, setPending] = useState<{ kind: Kind; book: AdminBook } | null>(null);
  const action = useAdminAction();

  const confirm = async (reason: string) => {
    if (!pending) return;
    const input = { bookId: pending.book.id, reason };
    const call = {
      hide: () => trpcClient.admin.books.hide.mutate(input),
      reinstate: () => trpcClient.admin.books.reinstate.mutate(input),
      remove: () => trpcClient.admin.books.remove.mutate(input),
    }[pending.kind];
    if (await action.run(call, DIALOG[pending.kind].fallback)) setPending(null);
  };
  const dialog = pending ? DIALOG[pending.kind] : null;

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
      <ListState
        isPending={query.isPending}
        isError={query.isError && !books}
        isEmpty={books?.length === 0}
        onRetry={() => void query.refetch()}
        empty="Nenhum livro encontrado."
      >
        <TableFrame label="Livros">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Livro
              </th>
              <th scope="col" className={thClass}>
                Vendedor
              </th>
              <th scope="col" className={thClass}>
                Preço
              </th>
              <th scope="col" className={thClass}>
                Situação
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {books?.map((b) => {
              const canHide =
                b.status === 'available' ||
                b.status === 'reserved' ||
                (b.status === 'hidden' && b.hiddenBySuspension);
              const canReinstate = b.status === 'hidden' && !b.hiddenBySuspension && !b.seller.suspended;
              return (
                <tr key={b.id}>
                  <td className={tdClass}>
                    <div className="flex max-w-72 flex-col gap-0.5">
                      {b.status === 'removed' ? (
                        <span className="font-semibold text-stone-900">{b.title}</span>
                      ) : (
                        <SiteLink
                          href={b.path}
                          className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                        >
                          {b.title}
                        </SiteLink>
                      )}
                      <span className="text-stone-600">por {b.author}</span>
                      <span className="text-stone-500 text-xs">Anunciado em {formatDate(b.createdAt)}</span>
                      {b.openReports > 0 && (
                        <span className="inline-flex w-fit items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800 text-xs">
                          <Flag aria-hidden="true" className="size-3" />
                          {b.openReports} {b.openReports === 1 ? 'denúncia aberta' : 'denúncias abertas'}
                        </span>
                      )}
                    </div>
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-col gap-0.5">
                      <SiteLink href={b.seller.storePath} className="text-stone-900 hover:underline">
                        {b.seller.name}
                      </SiteLink>
                      <span className="text-stone-600 text-xs">{b.seller.email}</span>
                      {b.seller.suspended && (
                        <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
                          Conta suspensa
                        </span>
                      )}
                    </div>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{formatPrice(b.priceCents)}</td>
                  <td className={tdClass}>
                    <div className="flex max-w-56 flex-col gap-1">
                      <span
                        className={`w-fit rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_STYLE[b.status] ?? ''}`}
                      >
                        {BOOK_STATUS_LABELS[b.status] ?? b.status}
                      </span>
                      {b.statusReason && (
                        <span className="text-stone-700 text-xs">Motivo: {b.statusReason}</span>
                      )}
                    </div>
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-col items-end gap-2">
                      {canHide && (
                        <button
                          type="button"
                          className={dangerSmallButtonClass}
                          onClick={() => setPending({ kind: 'hide', book: b })}
                        >
                          Ocultar
                        </button>
                      )}
                      {canReinstate && (
                        <button
                          type="button"
                          className={smallButtonClass}
                          onClick={() => setPending({ kind: 'reinstate', book: b })}
                        >
                          Republicar
                        </button>
                      )}
                      {b.status !== 'removed' && (
                        <button
                          type="button"
                          className={dangerSmallButtonClass}
                          onClick={() => setPending({ kind: 'remove', book: b })}
                        >
                          Remover
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
        {books && <LoadMore query={query} shown={books.length} noun={['livro', 'livros']} />}
      </ListState>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            action.clearError();
          }
        }}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive={dialog?.destructive}
        busy={action.busy}
        error={action.error}
        reasonLabel={pending?.kind === 'hide' ? 'Motivo (o vendedor verá este texto)' : 'Motivo'}
        onConfirm={(reason) => void confirm(reason)}
        description={
          pending && (
            <p>
              <strong>{pending.book.title}</strong>, de {pending.book.seller.name}.{' '}
              {pending.kind === 'hide'
                ? 'O livro sai das listagens, da busca e da loja; o vendedor vê a situação e o motivo em Minha Estante.'
                : pending.kind === 'reinstate'
                  ? 'O livro volta às listagens.'
                  : 'Um livro que faz parte de um pedido fica guardado como removido; os demais são excluídos.'}
            </p>
          )
        }
      />
    </AdminLayout>
  );
}
