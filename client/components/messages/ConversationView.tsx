import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { MESSAGE_BLOCKED } from '../../../shared/schemas/messages.ts';
import { errorCode } from '../../lib/errors.ts';
import { Avatar } from '../Avatar.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { BlockMenu } from './BlockMenu.tsx';
import type { ConversationSummary } from './live.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageLog } from './MessageLog.tsx';
import { TopicCard } from './TopicCard.tsx';
import { useConversation, useScrollAnchor } from './use-conversation.ts';

type Actions = Pick<ReturnType<typeof useConversation>, 'block' | 'unblock'>;

/** An open conversation: who, about what, the messages (live) and the message box. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { me, query, first, messages, block, unblock, sendMessage } = useConversation(conversationId);
  const scroller = useScrollAnchor(messages, me);

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8 text-stone-600" aria-busy="true">
        Carregando conversa...
      </div>
    );
  }
  if (query.isError || !first) return <ConversationFailed missing={errorCode(query.error) === 'NOT_FOUND'} />;

  const { conversation, canSend, blockedByMe } = first;
  const other = conversation.other;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader
        conversation={conversation}
        blockedByMe={blockedByMe}
        actions={{ block, unblock }}
      />
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
        <MessageLog messages={messages} me={me} otherName={other.name} />
      </div>
      {canSend ? (
        <MessageComposer onSend={sendMessage} />
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

function ConversationFailed({ missing }: { missing: boolean }) {
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

/** Back to the list (phones), who the other person is, and the block menu. */
function ConversationHeader({
  conversation,
  blockedByMe,
  actions,
}: {
  conversation: ConversationSummary;
  blockedByMe: boolean;
  actions: Actions;
}) {
  const other = conversation.other;
  const { block, unblock } = actions;
  return (
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
  );
}
