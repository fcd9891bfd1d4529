import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorTitle, toastFromError } from '../../lib/errors.ts';
import { clearLocalCart, readLocalCart } from '../../lib/local-cart.ts';
import { requestOffer } from '../../lib/offer-request.ts';
import { type PendingIntent, takePendingIntent } from '../../lib/pending-intent.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { FOLLOW_MESSAGES } from '../follows/FollowButton.tsx';
import { LIKE_ERROR } from '../likes/likes.ts';
import { toast, toastError, toastSuccess } from '../toast.ts';
import { SAVE_ERROR, WANT_SAVED } from '../wants/wants.ts';

/**
 * Does, once, what a visitor meant to do before signing in (docs/product/accounts.md#sign-in):
 * the cart kept on the device joins the account's (docs/product/cart.md#a-visitors-cart), then
 * the pending action. Mounted for members only, it waits until they have left the sign-in screen.
 */
export function PendingIntentRunner() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onSignInScreen = pathname === '/auth' || pathname === '/login';
  useEffect(() => {
    if (onSignInScreen) return;
    const intent = takePendingIntent();
    const local = readLocalCart();
    if (!intent && local.length === 0) return;
    void (async () => {
      await fetchesSettled(queryClient);
      if (local.length > 0) await mergeLocalCart(local, queryClient);
      if (intent) await perform(intent, queryClient, () => void navigate({ to: '/checkout' }));
    })();
  }, [onSignInScreen, queryClient, navigate]);
  return null;
}

async function perform(intent: PendingIntent, queryClient: QueryClient, toCheckout: () => void) {
  switch (intent.kind) {
    case 'buy': {
      const added = await addToCart(intent.bookId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.books.bySlug.pathKey() }),
      ]);
      if (added) toCheckout();
      return;
    }
    case 'like':
      await trpcClient.likes.like.mutate({ bookId: intent.bookId }).catch(() => toastError(LIKE_ERROR));
      await queryClient.invalidateQueries({ queryKey: trpc.likes.likedBookIds.queryKey() });
      return;
    case 'follow':
      try {
        await trpcClient.follows.follow.mutate({ userId: intent.userId });
        toastSuccess(FOLLOW_MESSAGES.followed);
      } catch (error) {
        toastFromError(error, 'Erro', FOLLOW_MESSAGES.followFailed);
      }
      await queryClient.invalidateQueries({ queryKey: trpc.follows.followingIds.queryKey() });
      return;
    case 'want-book':
    case 'want-search':
      try {
        if (intent.kind === 'want-book') await trpcClient.wants.saveWork.mutate({ bookId: intent.bookId });
        else await trpcClient.wants.saveSearch.mutate(intent.input);
        toastSuccess(WANT_SAVED);
      } catch (error) {
        toastFromError(error, 'Erro', SAVE_ERROR);
      }
      await queryClient.invalidateQueries({ queryKey: trpc.wants.pathKey() });
      return;
    case 'offer':
      requestOffer(intent.bookId);
  }
}

/**
 * Signing in resets every query, twice: useAuthChanged, then useSessionSync hearing this tab's own
 * announcement a moment later. Acting while a reset still refetches would have it cancel the reads
 * this starts (the checkout's, for 'Comprar'). Waits for both, 5 s at most.
 */
async function fetchesSettled(queryClient: QueryClient) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let waited = 0; waited < 5000 && queryClient.isFetching() > 0; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Emptied only once the server took it: a failure keeps it on the device for the next visit. */
async function mergeLocalCart(bookIds: readonly string[], queryClient: QueryClient) {
  try {
    const { dropped } = await trpcClient.cart.merge.mutate({ bookIds: [...bookIds] });
    clearLocalCart();
    if (dropped.length > 0) toast.info(MERGE_DROPPED);
  } catch (error) {
    toastFromError(error, 'Erro', 'Não foi possível trazer o carrinho deste aparelho para a sua conta.');
  }
  await queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() });
}

export const MERGE_DROPPED = 'Alguns livros não estão mais à venda e saíram do carrinho.';

/** True when the book is in the cart now, whether just added or already there. */
async function addToCart(bookId: string): Promise<boolean> {
  try {
    await trpcClient.cart.add.mutate({ bookId });
    return true;
  } catch (error) {
    if (errorTitle(error) === 'Item já no carrinho') return true;
    toastFromError(error, 'Erro', 'Não foi possível adicionar ao carrinho');
    return false;
  }
}
