import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

interface ChatsSearch {
  /** Start or find the conversation with this user... */
  com?: string;
  /** ...about this book... */
  livro?: string;
  /** ...or about this order (with its other party). */
  pedido?: string;
}

const ID = /^[\w-]{1,100}$/;
const pick = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : undefined);

export const Route = createFileRoute('/_authed/chats/')({
  validateSearch: (search: Record<string, unknown>): ChatsSearch => ({
    com: pick(search.com),
    livro: pick(search.livro),
    pedido: pick(search.pedido),
  }),
  component: ChatsIndex,
});

function ChatsIndex() {
  const search = Route.useSearch();
  if (search.com || search.pedido) return <StartConversation search={search} />;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <MessageCircle aria-hidden="true" className="size-12 text-stone-300" />
      <p className="font-semibold text-lg text-stone-800">Selecione uma conversa</p>
      <p className="max-w-sm text-sm text-stone-600">
        Suas conversas com compradores e vendedores aparecem aqui.
      </p>
    </div>
  );
}

/** Finds or opens the conversation the address names, then shows it in its place. */
function StartConversation({ search }: { search: ChatsSearch }) {
  const navigate = useNavigate();
  const start = useMutation(
    trpc.messages.start.mutationOptions({
      onSuccess: ({ conversationId }) =>
        void navigate({ to: '/chats/$id', params: { id: conversationId }, replace: true }),
    }),
  );
  const key = `${search.com ?? ''}|${search.livro ?? ''}|${search.pedido ?? ''}`;
  const started = useRef<string | null>(null);
  const mutate = start.mutate;
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    mutate({ otherUserId: search.com, bookId: search.livro, orderId: search.pedido });
  }, [key, mutate, search]);

  if (start.isError) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
        <p className="font-semibold text-lg text-stone-900">Não foi possível abrir a conversa</p>
        <p className="max-w-sm text-sm text-stone-700">
          {refusalMessage(start.error, 'Verifique sua conexão e tente novamente.')}
        </p>
        <Link to="/chats" search={{}} className="mt-3 font-semibold text-brand-800 text-sm underline">
          Voltar para as conversas
        </Link>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="flex flex-1 items-center justify-center p-8 text-stone-600">
      Abrindo conversa...
    </div>
  );
}
