import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ArrowLeft, Ban, EllipsisVertical, Package } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { MESSAGE_BLOCKED } from '../../../shared/schemas/messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { Avatar } from '../Avatar.tsx';
import { DEFAULT_COVER, sizedImageUrl } from '../image.ts';
import { Modal } from '../Modal.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { toastError } from '../toast.ts';
import { refusalCode, refusalMessage } from './errors.ts';
import {
  appendToThread,
  type ConversationSummary,
  clearListUnread,
  setUnreadTotal,
  type ThreadMessage,
} from './live.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageText } from './MessageText.tsx';
import { dayLabel, messageTime, sameDay } from './time.ts';

const ORDER_STATUS: Record<string, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

function threadOptions(conversationId: string) {
  return trpc.messages.thread.infiniteQueryOptions(
    { conversationId },
    {
      getNextPageParam: (page) => page.nextCursor,
      // Live events keep it current while open; coming back later fetches it again.
      refetchOnMount: true,
      staleTime: 30_000,
      retry: (count, error) => refusalCode(error) !== 'NOT_FOUND' && count < 2,
    },
  );
}

function subscribeVisibility(notify: () => void) {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** Whether the person can see this tab: a conversation in a background tab is not "read". */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** The book or order the conversation is about, pinned above the messages. */
function TopicCard({ conversation }: { conversation: ConversationSummary }) {
  const { book, order } = conversation;
  if (book) {
    const unavailable = book.status !== 'available';
    return (
      <SiteLink
        href={book.path}
        className="flex items-center gap-3 border-stone-200 border-b bg-stone-50 px-4 py-2.5 hover:bg-stone-100"
      >
        <img
          src={sizedImageUrl(book.photo ?? DEFAULT_COVER, 96)}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-md bg-stone-200 object-cover"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-sm text-stone-900">{book.title}</span>
          <span className="truncate text-stone-600 text-xs">por {book.author}</span>
          <span className={clsx('font-semibold text-sm', unavailable ? 'text-stone-500' : 'text-brand-800')}>
            {book.status === 'sold' ? 'Vendido' : unavailable ? 'Indisponível' : formatPrice(book.priceCents)}
          </span>
        </span>
      </SiteLink>
    );
  }
  if (order) {
    return (
      <SiteLink
        href={`/pedidos/${order.id}`}
        className="flex items-center gap-3 border-stone-200 border-b bg-stone-50 px-4 py-2.5 hover:bg-stone-100"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-800">
          <Package aria-hidden="true" className="size-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-sm text-stone-900">
            {order.role === 'buyer' ? 'Sua compra' : 'Sua venda'}: pedido nº{' '}
            {order.id.slice(0, 8).toUpperCase()}
          </span>
          <span className="text-stone-600 text-xs">
            {ORDER_STATUS[order.status] ?? order.status} · {formatPrice(order.totalCents)}
          </span>
        </span>
      </SiteLink>
    );
  }
  return null;
}

function BlockMenu({
  name,
  blockedByMe,
  busy,
  onBlock,
  onUnblock,
}: {
  name: string;
  blockedByMe: boolean;
  busy: boolean;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Opções da conversa"
          className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              disabled={busy}
              onSelect={() => (blockedByMe ? onUnblock() : setConfirming(true))}
              className="flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
            >
              <Ban aria-hidden="true" className="size-4" />
              {blockedByMe ? 'Desbloquear usuário' : 'Bloquear usuário'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md rounded-2xl bg-white p-6 shadow-2xl"
      >
        <Dialog.Title className="font-semibold text-lg text-stone-900">Bloquear {name}?</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">
          Vocês não poderão mais trocar mensagens. As mensagens anteriores continuam visíveis, e você pode
          desbloquear quando quiser.
        </Dialog.Description>
        <div className="mt-6 flex justify-end gap-2">
          <Dialog.Close className="rounded-full border border-stone-300 px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100">
            Cancelar
          </Dialog.Close>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onBlock();
            }}
            className="rounded-full bg-red-700 px-4 py-2 font-semibold text-sm text-white hover:bg-red-800 disabled:opacity-60"
          >
            Bloquear
          </button>
        </div>
      </Modal>
    </>
  );
}

function Bubble({ message, mine }: { message: ThreadMessage; mine: boolean }) {
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] shadow-sm md:max-w-[70%]',
          mine
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md bg-white text-stone-900 ring-1 ring-stone-200',
        )}
      >
        <span className="sr-only">{mine ? 'Você' : 'Recebida'}: </span>
        <MessageText body={message.body} />
        <time
          dateTime={message.createdAt}
          className={clsx('mt-0.5 block text-right text-[11px]', mine ? 'text-brand-100' : 'text-stone-500')}
        >
          {messageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}

/** An open conversation: who, about what, the messages (live) and the message box. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { user } = useCurrentUser();
  const me = user?.id ?? null;
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(threadOptions(conversationId));
  const visible = usePageVisible();

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const messages = pages
    .slice()
    .reverse()
    .flatMap((p) => p.messages);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.messages.thread.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
  };
  const send = useMutation(trpc.messages.send.mutationOptions());
  const markRead = useMutation(
    trpc.messages.markRead.mutationOptions({
      onSuccess: (result) => {
        setUnreadTotal(queryClient, result.unreadTotal);
        clearListUnread(queryClient, conversationId);
      },
    }),
  );
  const onBlockError = (error: unknown) =>
    toastError(refusalMessage(error, 'Não foi possível concluir. Tente novamente.'));
  const block = useMutation(
    trpc.messages.block.mutationOptions({ onSuccess: refresh, onError: onBlockError }),
  );
  const unblock = useMutation(
    trpc.messages.unblock.mutationOptions({ onSuccess: refresh, onError: onBlockError }),
  );

  // Opening a conversation reads it; so does a message arriving while it is on screen.
  const newestFromOther = messages.reduce((max, m) => (m.senderId !== me && m.id > max ? m.id : max), 0);
  const readUpTo = useRef<number | null>(null);
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (!first) return;
    if (readUpTo.current === null && first.conversation.unreadCount === 0) {
      readUpTo.current = newestFromOther;
      return;
    }
    if (!visible || newestFromOther <= (readUpTo.current ?? 0)) return;
    readUpTo.current = newestFromOther;
    markReadMutate({ conversationId });
  }, [first, newestFromOther, visible, conversationId, markReadMutate]);

  // Scrolling: to the end on opening and when a message arrives while near the end (or is
  // one's own); kept in place when older messages load above.
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ firstId?: number; lastId?: number; height: number } | null>(null);
  const firstId = messages[0]?.id;
  const lastMessage = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || firstId === undefined) return;
    const before = last.current;
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.firstId && lastMessage?.id === before.lastId) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastMessage?.id !== before.lastId) {
      const nearEnd = before.height - el.scrollTop - el.clientHeight < 160;
      if (nearEnd || lastMessage?.senderId === me) el.scrollTop = el.scrollHeight;
    }
    last.current = { firstId, lastId: lastMessage?.id, height: el.scrollHeight };
  }, [firstId, lastMessage, me]);

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8 text-stone-600" aria-busy="true">
        Carregando conversa...
      </div>
    );
  }
  if (query.isError || !first) {
    const missing = refusalCode(query.error) === 'NOT_FOUND';
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
        <p className="font-semibold text-lg text-stone-900">
          {missing ? 'Conversa não encontrada' : 'Não foi possível abrir a conversa'}
        </p>
        <p className="max-w-sm text-sm text-stone-600">
          {missing
            ? 'Esta conversa não existe ou você não participa dela.'
            : 'Verifique sua conexão e tente novamente.'}
        </p>
        <Link to="/chats" className="mt-3 font-semibold text-brand-800 text-sm underline">
          Voltar para as conversas
        </Link>
      </div>
    );
  }

  const { conversation, canSend, blockedByMe } = first;
  const other = conversation.other;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-stone-200 border-b bg-white px-2 py-2 md:px-4">
        <Link
          to="/chats"
          aria-label="Voltar para as conversas"
          className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <Avatar name={other.name} photoUrl={other.photoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-stone-900">{other.name}</h2>
          {other.username && (
            <SiteLink
              href={`/livraria/${other.username}`}
              className="block truncate text-stone-600 text-xs hover:underline"
            >
              @{other.username} · ver livraria
            </SiteLink>
          )}
        </div>
        <BlockMenu
          name={other.name}
          blockedByMe={blockedByMe}
          busy={block.isPending || unblock.isPending}
          onBlock={() => block.mutate({ userId: other.id })}
          onUnblock={() => unblock.mutate({ userId: other.id })}
        />
      </div>
      <TopicCard conversation={conversation} />

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4 md:px-6">
        {query.hasNextPage && (
          <div className="mb-3 text-center">
            <button
              type="button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              className="rounded-full border border-stone-300 bg-white px-4 py-1.5 font-semibold text-stone-800 text-xs hover:bg-stone-100 disabled:opacity-60"
            >
              {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mensagens anteriores'}
            </button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-stone-600">
            Nenhuma mensagem ainda. Escreva a primeira!
          </p>
        ) : (
          <ol
            role="log"
            aria-live="polite"
            aria-label={`Mensagens com ${other.name}`}
            className="flex flex-col gap-1.5"
          >
            {messages.map((message, i) => {
              const previous = messages[i - 1];
              const newDay = !previous || !sameDay(previous.createdAt, message.createdAt);
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li aria-hidden="true" className="my-2 text-center">
                      <span className="rounded-full bg-stone-200 px-3 py-0.5 text-stone-700 text-xs">
                        {dayLabel(message.createdAt)}
                      </span>
                    </li>
                  )}
                  <Bubble message={message} mine={message.senderId === me} />
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>

      {canSend ? (
        <MessageComposer
          onSend={async (body) => {
            const message = await send.mutateAsync({ conversationId, body });
            appendToThread(queryClient, conversationId, message);
            void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
          }}
        />
      ) : (
        <div
          role="status"
          className="border-stone-200 border-t bg-white p-4 text-center text-sm text-stone-700"
        >
          {blockedByMe ? (
            <>
              Você bloqueou este usuário.{' '}
              <button
                type="button"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate({ userId: other.id })}
                className="font-semibold text-brand-800 underline"
              >
                Desbloquear
              </button>
            </>
          ) : (
            MESSAGE_BLOCKED
          )}
        </div>
      )}
    </div>
  );
}
