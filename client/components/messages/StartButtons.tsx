import { Link, useRouter } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';

// Ways into a conversation from other pages. Each goes to /chats with who and what it is about
// (/chats?com=<userId>&livro=<bookId>, /chats?pedido=<orderId>), where the conversation is found
// or opened; visitors go to /auth first and come back there after signing in.

type ChatSearch = { com?: string; livro?: string; pedido?: string };

function useOpenChat() {
  const { user } = useCurrentUser();
  const router = useRouter();
  const wanted = useRef<ChatSearch>({});
  const signIn = useSignInFirst('conversar', {
    back: () => router.buildLocation({ to: '/chats', search: wanted.current }).href,
  });
  return {
    user,
    open: (search: ChatSearch) => {
      wanted.current = search;
      if (!user) return signIn();
      void router.navigate({ to: '/chats', search });
    },
  };
}

/** 'Perguntar ao vendedor' on a book page; not shown on one's own book. */
export function AskSellerButton({
  sellerId,
  bookId,
  className,
}: {
  sellerId: string;
  bookId: string;
  className?: string;
}) {
  const { user, open } = useOpenChat();
  if (user?.id === sellerId) return null;
  return (
    <button
      type="button"
      onClick={() => open({ com: sellerId, livro: bookId })}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 text-sm hover:bg-brand-50',
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Perguntar ao vendedor
    </button>
  );
}

/** The store page's 'Conversar' button; not shown on one's own store. */
export function ChatButton({ sellerId, className }: { sellerId: string; className?: string }) {
  const { user, open } = useOpenChat();
  if (user?.id === sellerId) return null;
  return (
    <button
      type="button"
      onClick={() => open({ com: sellerId })}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100',
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Conversar
    </button>
  );
}

/** On an order's page: the conversation with the other party about this order. */
export function OrderChatLink({
  orderId,
  label = 'Conversar sobre o pedido',
  className,
}: {
  orderId: string;
  label?: string;
  className?: string;
}) {
  return (
    <Link
      to="/chats"
      search={{ pedido: orderId }}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100',
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
