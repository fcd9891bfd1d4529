import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { type DeadlineOrder, firstHandover, orderNextStep } from '../../../shared/order-next-step.ts';
import { trpc } from '../../lib/trpc.ts';
import type { OrderDetail } from './model.ts';

// 'O que acontece agora' (docs/product/orders.md#deadlines): what happens next to an open order
// and by when, for whoever looks, in the words of the deadlines job's notices.

/** What of orders.byId's answer the deadlines read. */
export type NextStepOrder = Pick<
  OrderDetail,
  'id' | 'role' | 'status' | 'statusSince' | 'deliveryMethod' | 'paymentReportedAt' | 'pickup'
>;

/** The order as its deadlines read it; `problemOpen` comes from orders.deadlines. */
export function deadlineOrderOf(order: NextStepOrder, problemOpen: boolean): DeadlineOrder {
  return {
    status: order.status,
    statusSince: order.statusSince,
    deliveryMethod: order.deliveryMethod,
    paymentReportedAt: order.paymentReportedAt,
    handoverBuyerAt: order.pickup?.buyerConfirmedAt ?? null,
    handoverSellerAt: order.pickup?.sellerConfirmedAt ?? null,
    problemOpen,
  };
}

/** Only a delivery waits on a problem: the other deadlines need nothing but the order. */
function heldByProblems(order: DeadlineOrder): boolean {
  return order.status === 'enviado' || (order.status === 'pago' && firstHandover(order) !== null);
}

const OPEN = new Set<string>(['aguardando_pagamento', 'pago', 'enviado']);

export function OrderNextStep({ order, now }: { order: NextStepOrder; now?: Date }) {
  const open = OPEN.has(order.status);
  const state = deadlineOrderOf(order, false);
  const needsHold = open && heldByProblems(state);
  const hold = useQuery({ ...trpc.orders.deadlines.queryOptions({ id: order.id }), enabled: needsHold });
  if (!open) return null;
  if (needsHold && hold.isPending)
    return (
      <p className="text-sm text-stone-500" role="status">
        Carregando o prazo do pedido…
      </p>
    );
  if (needsHold && hold.isError)
    return (
      <p className="text-red-800 text-sm" role="alert">
        Não foi possível carregar o prazo deste pedido. Recarregue a página.
      </p>
    );
  const text = orderNextStep({ ...state, problemOpen: hold.data?.problemOpen ?? false }, order.role, now);
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-amber-950 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Prazo: </span>
        {text}
      </span>
    </p>
  );
}
