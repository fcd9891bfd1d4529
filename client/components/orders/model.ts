import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app.ts';
import { ORDER_STATUS_LABELS, type ORDER_STATUSES } from '../../../shared/order-status.ts';
import { PAYMENT_REPORTED_NOTE } from '../../../shared/pix/payment-report.ts';

export type OrderDetail = inferRouterOutputs<AppRouter>['orders']['byId'];
export type OrderRow = inferRouterOutputs<AppRouter>['orders']['list'][number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderRole = 'buyer' | 'seller';
export type OrderAction = 'confirmPayment' | 'ship' | 'confirmDelivery' | 'cancel';

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/**
 * What each party may do now (docs/product/orders.md#who-takes-each-step): the seller confirms payment
 * and ships, the buyer confirms delivery, either cancels before shipping. The server checks
 * the same rules; the page only offers what would be accepted.
 */
export function availableActions(role: OrderRole, status: string): OrderAction[] {
  const actions: OrderAction[] = [];
  if (role === 'seller' && status === 'aguardando_pagamento') actions.push('confirmPayment');
  if (role === 'seller' && status === 'pago') actions.push('ship');
  if (role === 'buyer' && status === 'enviado') actions.push('confirmDelivery');
  if (status === 'aguardando_pagamento' || status === 'pago') actions.push('cancel');
  return actions;
}

/**
 * What the person is waiting for, in words, when there is nothing for them to click. A buyer whose
 * seller registered a Pix key pays by the order's code (docs/product/pix.md#pix-code).
 */
export function nextStepHint(role: OrderRole, status: string, payByPix = false): string | null {
  if (payByPix && role === 'buyer' && status === 'aguardando_pagamento') {
    return "Pague pelo código Pix deste pedido e toque em 'Já paguei'. O vendedor confirmará o pagamento aqui.";
  }
  switch (`${role}:${status}`) {
    case 'buyer:aguardando_pagamento':
      return 'Combine o pagamento com o vendedor pelos contatos dele neste pedido. Ele confirmará o pagamento aqui.';
    case 'seller:aguardando_pagamento':
      return 'Combine o pagamento com o comprador. Quando receber, confirme o pagamento.';
    case 'buyer:pago':
      return 'Pagamento confirmado. Agora o vendedor prepara e envia o seu pacote.';
    case 'seller:pago':
      return 'Pagamento recebido. Envie o pacote para o endereço de entrega e marque o pedido como enviado.';
    case 'buyer:enviado':
      return 'O pacote está a caminho. Confirme a entrega quando recebê-lo.';
    case 'seller:enviado':
      return 'Pacote enviado. O comprador confirmará quando receber.';
    case 'buyer:entregue':
      return 'Pedido entregue. Boa leitura!';
    case 'seller:entregue':
      return 'Pedido entregue ao comprador. Venda concluída.';
    case 'buyer:cancelado':
    case 'seller:cancelado':
      return 'Este pedido foi cancelado e os livros voltaram à venda.';
    default:
      return null;
  }
}

/** A line of the state history: what happened and by whom. */
export function eventTitle(status: string, actor: 'buyer' | 'seller' | null, note?: string | null): string {
  if (note === PAYMENT_REPORTED_NOTE) return note;
  switch (status) {
    case 'aguardando_pagamento':
      return 'Pedido realizado';
    case 'pago':
      return 'Pagamento confirmado pelo vendedor';
    case 'enviado':
      return 'Pedido enviado';
    case 'entregue':
      return 'Entrega confirmada pelo comprador';
    case 'cancelado':
      return actor === 'buyer'
        ? 'Pedido cancelado pelo comprador'
        : actor === 'seller'
          ? 'Pedido cancelado pelo vendedor'
          : 'Pedido cancelado';
    default:
      return statusLabel(status);
  }
}

export function eventNote(status: string, note: string | null): string | null {
  if (!note || note === PAYMENT_REPORTED_NOTE) return null;
  if (status === 'enviado') return `Código de rastreio: ${note}`;
  if (status === 'cancelado') return `Motivo: ${note}`;
  return note;
}

export const STATUS_BADGE_CLASS: Record<OrderStatus, string> = {
  aguardando_pagamento: 'bg-amber-100 text-amber-900 ring-amber-300',
  pago: 'bg-sky-100 text-sky-900 ring-sky-300',
  enviado: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  entregue: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelado: 'bg-stone-200 text-stone-700 ring-stone-300',
};
