import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight, Clock, Package, ShoppingBag } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { deadlineLabel } from '../../../shared/order-next-step.ts';
import { orderNumber } from '../../../shared/order-number.ts';
import { REFUND_CANCEL_NOTE } from '../../../shared/problems.ts';
import { formatDay } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { ExploreBooksLink } from '../ExploreBooksLink.tsx';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../PageShell.tsx';
import type { OrderRow } from './model.ts';
import { StatusBadge } from './StatusBadge.tsx';

export type OrdersTab = 'compras' | 'vendas';

const tabClass =
  'flex-1 rounded-full px-5 py-2 font-semibold text-sm text-stone-700 outline-none hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

/** /pedidos: 'Compras' and 'Vendas', newest first; the tab is kept in the address (?aba=). */
export function OrdersList({ tab }: { tab: OrdersTab }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Meus pedidos" intro="Suas compras e vendas, com o andamento de cada uma.">
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          void navigate({
            to: '/pedidos',
            search: { aba: v === 'vendas' ? 'vendas' : 'compras' },
            replace: true,
          })
        }
      >
        <Tabs.List
          aria-label="Tipo de pedido"
          className="mb-6 flex w-full gap-1 rounded-full bg-stone-100 p-1 sm:w-fit"
        >
          <Tabs.Trigger value="compras" className={tabClass}>
            Compras
          </Tabs.Trigger>
          <Tabs.Trigger value="vendas" className={tabClass}>
            Vendas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="compras" className="outline-none">
          {tab === 'compras' && <OrderRows kind="compras" />}
        </Tabs.Content>
        <Tabs.Content value="vendas" className="outline-none">
          {tab === 'vendas' && <OrderRows kind="vendas" />}
        </Tabs.Content>
      </Tabs.Root>
    </PageShell>
  );
}

function OrderRows({ kind: role }: { kind: OrdersTab }) {
  const orders = useQuery(trpc.orders.list.queryOptions({ role }));
  if (orders.isPending) return <PendingPage />;
  if (!orders.data) {
    return (
      <EmptyState
        title="Não foi possível carregar seus pedidos"
        action={
          <button type="button" onClick={() => void orders.refetch()} className={primaryButtonClass}>
            Tentar novamente
          </button>
        }
      />
    );
  }
  if (orders.data.length === 0) {
    return role === 'compras' ? (
      <EmptyState title="Você ainda não fez nenhuma compra" action={<ExploreBooksLink icon={ShoppingBag} />}>
        Quando você finalizar uma compra, o pedido aparece aqui com o contato do vendedor.
      </EmptyState>
    ) : (
      <EmptyState title="Nenhuma venda ainda">
        Quando alguém comprar um livro seu, o pedido aparece aqui com o endereço de entrega.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={role === 'compras' ? 'Compras' : 'Vendas'}>
      {orders.data.map((order) => (
        <OrderRowItem key={order.id} order={order} role={role} />
      ))}
    </ul>
  );
}

function OrderRowItem({ order, role }: { order: OrderRow; role: OrdersTab }) {
  const other = role === 'compras' ? `Vendido por ${order.sellerName}` : `Comprado por ${order.buyerName}`;
  return (
    <li>
      <Link
        to="/pedidos/$id"
        params={{ id: order.id }}
        className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
        data-testid="order-row"
      >
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
          <Package aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">Pedido {orderNumber(order.id)}</span>
            <StatusBadge status={order.status} />
          </span>
          <span className="line-clamp-2 text-sm text-stone-800">{order.titles}</span>
          <span className="text-stone-600 text-xs">
            {other} · <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time> ·{' '}
            {order.itemCount === 1 ? '1 livro' : `${order.itemCount} livros`}
          </span>
          {order.refunded && order.status === 'cancelado' && (
            <span className="text-stone-700 text-xs">{REFUND_CANCEL_NOTE}</span>
          )}
          {order.deadline && (
            <span className="flex items-center gap-1 text-amber-900 text-xs">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              {deadlineLabel(order.deadline, order.deliveryMethod)}
            </span>
          )}
        </span>
        <span className="shrink-0 font-bold text-brand-800 tabular-nums">
          {formatPrice(order.totalCents)}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}
