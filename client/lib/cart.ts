import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect } from 'react';
import type { AppRouter } from '../../server/app-router.ts';
import { toast } from '../components/toast.ts';
import { errorTitle, toastFromError } from './errors.ts';
import { useCurrentUser } from './session.ts';
import { trpc } from './trpc.ts';

export type CartData = inferRouterOutputs<AppRouter>['cart']['list'];
export type CartItem = CartData['items'][number];

// The cart lives on the server (cart_items). The header badge must be right at first paint,
// before the cart is fetched, so its count is also kept per user in localStorage (a new tab is
// right too) and replaced by the server's answer once it arrives.

const CART_COUNT_PREFIX = 'releia:cart-count:';

type CountStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function cartCountKey(userId: string): string {
  return `${CART_COUNT_PREFIX}${userId}`;
}

export function readCartCount(storage: CountStorage | null, userId: string): number {
  try {
    const raw = storage?.getItem(cartCountKey(userId));
    const n = raw === null || raw === undefined ? 0 : Number(raw);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    // Storage blocked (private mode): the badge waits for the server instead.
    return 0;
  }
}

export function writeCartCount(storage: CountStorage | null, userId: string, count: number): void {
  try {
    storage?.setItem(cartCountKey(userId), String(Math.max(0, Math.floor(count))));
  } catch {
    // Full or blocked storage only costs the first-paint badge.
  }
}

function countStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** How many books are in the cart (quantities are 1, but sum them anyway). */
export function countItems(cart: Pick<CartData, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The signed-in user's cart (trpc.cart.list); idle for visitors. */
export function useCart() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const query = useQuery({
    ...trpc.cart.list.queryOptions(),
    enabled: userId !== null,
  });
  const count = query.data ? countItems(query.data) : undefined;
  useEffect(() => {
    if (userId && count !== undefined) writeCartCount(countStore(), userId, count);
  }, [userId, count]);
  return { ...query, userId };
}

/** The header badge: the server's count once known, the session cache before that. */
export function useCartCount(): number {
  const { data, userId } = useCart();
  if (!userId) return 0;
  return data ? countItems(data) : readCartCount(countStore(), userId);
}

/** Whether a book is already in the loaded cart (undefined while the cart loads). */
export function useInCart(bookId: string): boolean | undefined {
  const { data } = useCart();
  if (!data) return undefined;
  return data.items.some((item) => item.book.id === bookId);
}

/** Everything that shows the cart or a book's availability reads again after a change. */
function useRefreshCart() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.books.bySlug.pathKey() }),
    ]);
}

/**
 * Adds or removes with a toast either way, then shows the cart as it is now: a refusal may mean
 * the cart or the book changed elsewhere ('Item já no carrinho', 'Livro indisponível').
 */
async function changeCart(
  change: () => Promise<unknown>,
  refresh: () => Promise<unknown>,
  messages: { failed: string; done: string },
): Promise<boolean> {
  try {
    await change();
  } catch (error) {
    toastFromError(error, 'Erro', messages.failed);
    await refresh();
    return false;
  }
  toast.success('Sucesso!', { description: messages.done });
  await refresh();
  return true;
}

export function useAddToCart() {
  const refresh = useRefreshCart();
  const mutation = useMutation(trpc.cart.add.mutationOptions());
  const add = (bookId: string): Promise<boolean> =>
    changeCart(() => mutation.mutateAsync({ bookId }), refresh, {
      failed: 'Não foi possível adicionar ao carrinho',
      done: 'Livro adicionado ao carrinho',
    });
  return { add, isPending: mutation.isPending };
}

/**
 * Comprar agora for a signed-in reader (docs/product/book-page.md#buying; visitors are sent to /auth by the
 * button): the book goes into the cart unless it is there already, then on to /checkout.
 */
export function useBuyNow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.cart.add.mutationOptions());
  const buy = async (bookId: string) => {
    if (mutation.isPending) return;
    const cart = queryClient.getQueryData(trpc.cart.list.queryKey());
    const present = cart?.items.some((item) => item.book.id === bookId) ?? false;
    if (!present) {
      try {
        await mutation.mutateAsync({ bookId });
      } catch (error) {
        // Already there (added in another tab): that is what buying needs.
        if (errorTitle(error) !== 'Item já no carrinho') {
          toastFromError(error, 'Erro', 'Não foi possível processar a compra');
          await queryClient.invalidateQueries({ queryKey: trpc.books.bySlug.pathKey() });
          return;
        }
      }
      await queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() });
    }
    await navigate({ to: '/checkout' });
  };
  return { buy, isPending: mutation.isPending };
}

export function useRemoveFromCart() {
  const refresh = useRefreshCart();
  const mutation = useMutation(trpc.cart.remove.mutationOptions());
  const remove = (itemId: string): Promise<boolean> =>
    changeCart(() => mutation.mutateAsync({ itemId }), refresh, {
      failed: 'Não foi possível remover o item',
      done: 'Item removido do carrinho',
    });
  return { remove, isPending: mutation.isPending, pendingId: mutation.variables?.itemId ?? null };
}

/** Quantity 0 removes the item; above 1 the server refuses (used books are single copies). */
export function useUpdateQuantity() {
  const refresh = useRefreshCart();
  const mutation = useMutation(trpc.cart.updateQuantity.mutationOptions());
  const update = async (itemId: string, quantity: number): Promise<boolean> => {
    try {
      const result = await mutation.mutateAsync({ itemId, quantity });
      if (result.removed) toast.success('Sucesso!', { description: 'Item removido do carrinho' });
    } catch (error) {
      toastFromError(error, 'Erro', 'Não foi possível atualizar a quantidade');
      await refresh();
      return false;
    }
    await refresh();
    return true;
  };
  return { update, isPending: mutation.isPending, pendingId: mutation.variables?.itemId ?? null };
}

export function useClearCart() {
  const refresh = useRefreshCart();
  const mutation = useMutation(trpc.cart.clear.mutationOptions());
  const clear = async (): Promise<boolean> => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toastFromError(error, 'Erro', 'Não foi possível limpar o carrinho');
      await refresh();
      return false;
    }
    toast.success('Sucesso!', { description: 'Carrinho limpo' });
    await refresh();
    return true;
  };
  return { clear, isPending: mutation.isPending };
}
