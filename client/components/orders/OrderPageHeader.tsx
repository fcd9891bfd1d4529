import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { orderNumber } from '../../../shared/order-number.ts';
import { formatMoment } from '../../lib/dates.ts';
import type { OrderDetail } from './model.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** 'Pedido #…' with its status badge beside it. */
export function OrderHeading({ order }: { order: OrderDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      Pedido {orderNumber(order.id)}
      <StatusBadge status={order.status} className="text-sm" />
    </span>
  );
}

/** The way back to this side's list of orders, and when the order was placed. */
export function OrderIntro({ order }: { order: OrderDetail }) {
  const buyer = order.role === 'buyer';
  return (
    <span className="flex flex-col gap-2">
      <Link
        to="/pedidos"
        search={{ aba: buyer ? 'compras' : 'vendas' }}
        className="inline-flex w-fit items-center gap-1 font-medium text-brand-800 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {buyer ? 'Minhas compras' : 'Minhas vendas'}
      </Link>
      <span>
        {buyer ? 'Compra' : 'Venda'} feita em{' '}
        <time dateTime={order.createdAt}>{formatMoment(order.createdAt)}</time>
      </span>
    </span>
  );
}
