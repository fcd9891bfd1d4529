import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { Avatar } from '../Avatar.tsx';
import type { ConversationSummary } from './live.ts';
import { listTime } from './time.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

export function listQueryOptions() {
  // Live events keep it current; a remount after an invalidation fetches again.
  return { ...trpc.messages.list.queryOptions(), refetchOnMount: true };
}

/** What a conversation is about, in a few words. */
export function topicLine(c: Pick<ConversationSummary, 'book' | 'order'>): string | null {
  if (c.book) return c.book.title;
  if (c.order) return `Pedido nº ${c.order.id.slice(0, 8).toUpperCase()}`;
  return null;
}

function Row({ c, active, me }: { c: ConversationSummary; active: boolean; me: string | null }) {
  const topic = topicLine(c);
  const last = c.lastMessage;
  const unread = c.unreadCount > 0;
  return (
    <Link
      to="/chats/$id"
      params={{ id: c.id }}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex gap-3 border-stone-100 border-b px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50',
        active && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <Avatar name={c.other.name} photoUrl={c.other.photoUrl} size="lg" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span className={clsx('truncate text-stone-900', unread ? 'font-bold' : 'font-semibold')}>
            {c.other.name}
          </span>
          <span
            className={clsx(
              'ml-auto shrink-0 text-xs',
              unread ? 'font-semibold text-brand-800' : 'text-stone-500',
            )}
          >
            {listTime(c.updatedAt)}
          </span>
        </span>
        {topic && <span className="truncate text-brand-800 text-xs">{topic}</span>}
        <span className="flex items-center gap-2">
          <span
            className={clsx('truncate text-sm', unread ? 'font-medium text-stone-900' : 'text-stone-600')}
          >
            {last ? `${last.senderId === me ? 'Você: ' : ''}${last.body}` : 'Nenhuma mensagem ainda'}
          </span>
          <UnreadBadge count={c.unreadCount} />
        </span>
      </span>
    </Link>
  );
}

/** The signed-in user's conversations, most recent first, with the open one highlighted. */
export function ConversationList({ activeId }: { activeId?: string }) {
  const { user } = useCurrentUser();
  const query = useQuery(listQueryOptions());
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col">
        <p className="sr-only">Carregando conversas...</p>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex animate-pulse gap-3 border-stone-100 border-b px-4 py-3">
            <span className="size-10 rounded-full bg-stone-200" />
            <span className="flex flex-1 flex-col gap-2 py-1">
              <span className="h-3 w-1/2 rounded bg-stone-200" />
              <span className="h-3 w-3/4 rounded bg-stone-100" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-6 text-center text-sm text-stone-700">
        <p>Não foi possível carregar suas conversas.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-3 rounded-full border border-stone-300 px-4 py-1.5 font-semibold hover:bg-stone-100"
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <MessageCircle aria-hidden="true" className="size-10 text-stone-300" />
        <p className="font-semibold text-stone-800">Nenhuma conversa ainda</p>
        <p className="text-sm text-stone-600">
          Para começar, use 'Perguntar ao vendedor' na página de um livro ou 'Conversar' na página de uma
          livraria.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Conversas">
      {query.data.map((c) => (
        <li key={c.id}>
          <Row c={c} active={c.id === activeId} me={user?.id ?? null} />
        </li>
      ))}
    </ul>
  );
}
