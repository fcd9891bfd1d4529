import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

// 'Minhas compras' and 'Minhas vendas' in the account menu and the mobile drawer, each with the
// number of orders awaiting the member's own step (docs/product/orders.md#what-awaits-you). The
// server counts them (orders.awaiting); the order pages and the bell's feed refresh the count.

export interface AwaitingOrders {
  compras: number;
  vendas: number;
}

const NONE: AwaitingOrders = { compras: 0, vendas: 0 };

/** The two lists of /pedidos, each its tab in the address. */
export const MY_ORDERS_LINKS = [
  { kind: 'compras', href: '/pedidos?aba=compras', label: 'Minhas compras' },
  { kind: 'vendas', href: '/pedidos?aba=vendas', label: 'Minhas vendas' },
] as const satisfies ReadonlyArray<{ kind: keyof AwaitingOrders; href: string; label: string }>;

/** The signed-in member's counts; zero for visitors, while loading and when the server cannot say. */
export function useAwaitingOrders(): AwaitingOrders {
  const { user } = useCurrentUser();
  const query = useQuery({ ...trpc.orders.awaiting.queryOptions(), enabled: Boolean(user) });
  return user ? (query.data ?? NONE) : NONE;
}

/** The badge's name for screen readers: '1 pedido aguarda você', '3 pedidos aguardam você'. */
export function awaitingLabel(count: number): string {
  return count === 1 ? '1 pedido aguarda você' : `${count} pedidos aguardam você`;
}
