import { useEffect, useRef, useState } from 'react';
import { useCart, useClearCart, useRemoveFromCart, useUpdateQuantity } from '../../lib/cart.ts';
import { toast } from '../toast.ts';

/**
 * A signed-in member's cart and what changes it: remove, quantity and clear, which row is busy,
 * the 'Limpar carrinho?' confirmation, and the list that keeps focus when a row goes away.
 */
export function useMemberCart() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const quantity = useUpdateQuantity();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  // A cart that cannot be read says so (docs/product/cart.md#errors) (once per failure).
  const failedAt = cart.isError ? cart.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error('Erro', { description: 'Não foi possível carregar o carrinho' });
  }, [failedAt]);

  const busyId = remove.isPending ? remove.pendingId : quantity.isPending ? quantity.pendingId : null;
  // After a row disappears its button is gone too: keep focus in the list.
  const keepFocus = (ok: boolean) => {
    if (ok) listRef.current?.focus();
  };
  const removeItem = (itemId: string) => void remove.remove(itemId).then(keepFocus);
  const setQuantity = (itemId: string, q: number) => void quantity.update(itemId, q).then(keepFocus);
  const clearCart = () =>
    void clear.clear().then(() => {
      setConfirmClear(false);
    });

  return {
    cart,
    busyId,
    removeItem,
    setQuantity,
    clearCart,
    clearing: clear.isPending,
    confirmClear,
    setConfirmClear,
    listRef,
  };
}

export type MemberCartState = ReturnType<typeof useMemberCart>;
