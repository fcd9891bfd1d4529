import { createFileRoute, Outlet, useParams, useSearch } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ConversationList } from '../../components/messages/ConversationList.tsx';
import { useMessagesLive } from '../../components/messages/live.ts';
import { usePageTitle } from '../../components/use-page-title.ts';

// /chats ('Mensagens'): the conversation list beside the open conversation. On phones they are
// two screens: the list at /chats, the conversation at /chats/<id> with a way back.
export const Route = createFileRoute('/_authed/chats')({
  component: ChatsLayout,
});

function ChatsLayout() {
  usePageTitle('Mensagens');
  useMessagesLive();
  const openId = useParams({ strict: false, select: (p) => ('id' in p ? p.id : undefined) });
  const starting = useSearch({
    strict: false,
    select: (s) => Boolean('com' in s && s.com) || Boolean('pedido' in s && s.pedido),
  });
  const detail = Boolean(openId) || starting;
  return (
    <div className="mx-auto w-full max-w-7xl md:px-4 md:py-6 lg:px-6">
      <div className="flex h-[calc(100dvh-7rem)] min-h-[26rem] overflow-hidden bg-white md:h-[calc(100dvh-11rem)] md:rounded-2xl md:border md:border-stone-200 md:shadow-sm">
        <aside
          aria-label="Conversas"
          className={clsx(
            'min-h-0 w-full flex-col border-stone-200 md:flex md:w-80 md:shrink-0 md:border-r lg:w-96',
            detail ? 'hidden' : 'flex',
          )}
        >
          <h1 className="border-stone-200 border-b px-4 py-3.5 font-semibold font-serif text-2xl text-stone-900">
            Mensagens
          </h1>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList activeId={openId} />
          </div>
        </aside>
        <section
          aria-label="Conversa"
          className={clsx('min-h-0 min-w-0 flex-1 flex-col md:flex', detail ? 'flex' : 'hidden')}
        >
          <Outlet />
        </section>
      </div>
    </div>
  );
}
