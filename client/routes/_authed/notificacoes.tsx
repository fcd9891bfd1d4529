import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CheckCheck, Loader2 } from 'lucide-react';
import { allItems, nextCursor } from '../../components/browse/paged.ts';
import { ListError } from '../../components/ListError.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { applyNotificationsChange } from '../../components/notifications/cache.ts';
import { NotificationRow } from '../../components/notifications/NotificationRow.tsx';
import { useMarkRead, useNotificationsUnread } from '../../components/notifications/notifications.ts';
import { EmptyState, PageShell, secondaryButtonClass } from '../../components/PageShell.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

// Notificações (docs/product/notifications.md#the-page): every notification, newest first, a page
// at a time; opening one marks it read.
export const Route = createFileRoute('/_authed/notificacoes')({
  component: Notifications,
});

function Notifications() {
  const unread = useNotificationsUnread();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions({}, { getNextPageParam: nextCursor }),
  );
  const markRead = useMarkRead();
  const markAll = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSuccess: ({ unread: left }) => applyNotificationsChange(queryClient, left),
      onError: (error) =>
        toastFromError(error, 'Erro', 'Não foi possível marcar as notificações como lidas. Tente novamente.'),
    }),
  );
  const items = allItems(query);
  const action = (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckCheck aria-hidden="true" className="size-4" />
      Marcar todas como lidas
    </button>
  );
  return (
    <PageShell title="Notificações" intro="Vendas, pedidos, mensagens, ofertas e seguidores.">
      {query.isPending ? (
        <PendingPage />
      ) : query.isError || !items ? (
        <ListError what="suas notificações" onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Nenhuma notificação por enquanto">
          Quando alguém comprar um livro seu, responder um pedido ou mandar mensagem, você vê aqui.
        </EmptyState>
      ) : (
        <div className="mx-auto flex max-w-2xl flex-col gap-4">
          <div className="flex justify-end">{action}</div>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((item) => (
              <li key={item.id}>
                <SiteLink
                  href={item.path}
                  onClick={() => markRead(item)}
                  className="block px-4 py-3 hover:bg-stone-50"
                >
                  <NotificationRow item={item} />
                </SiteLink>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className={`${secondaryButtonClass} self-center`}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage && (
                <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              )}
              Carregar mais
            </button>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-red-700 text-sm">
              Não foi possível carregar mais notificações. Tente novamente.
            </p>
          )}
        </div>
      )}
    </PageShell>
  );
}
