import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';
import { HANDOVER_NOTES } from '../../../shared/handover.ts';
import { HANDOVER_CODE_NOTE } from '../../../shared/handover-code.ts';
import { isAutomaticNote } from '../../../shared/order-next-step.ts';
import { ORDER_STATUS_LABELS, type ORDER_STATUSES } from '../../../shared/order-status.ts';
import { PAYMENT_REPORTED_NOTE } from '../../../shared/pix/payment-report.ts';
import { REFUND_CANCEL_NOTE, RESEND_NOTE } from '../../../shared/problems.ts';

export type OrderDetail = inferRouterOutputs<AppRouter>['orders']['byId'];
export type OrderRow = inferRouterOutputs<AppRouter>['orders']['list'][number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderRole = 'buyer' | 'seller';
/**
 * What the reader may do with the order now, as orders.byId answers it (server/orders/actions.ts):
 * the page offers these and nothing else.
 */
export type OrderAction = OrderDetail['actions'][number];
/** An action 'Situação' offers as a button, each behind a confirmation; the others have their own cards. */
export type OrderStep = Exclude<OrderAction, 'reportPayment' | 'review' | 'respondToReview'>;
/** A 'Retirada em mãos' order's handover: when each party confirmed it (null: not yet). */
export type Pickup = NonNullable<OrderDetail['pickup']>;

// The handover notes are the history line's title itself, the code's too (handover-code.ts).
const HANDOVER_NOTE_SET = new Set<string>([...Object.values(HANDOVER_NOTES), HANDOVER_CODE_NOTE]);

function confirmedBy(pickup: Pickup, role: OrderRole): boolean {
  return (role === 'buyer' ? pickup.buyerConfirmedAt : pickup.sellerConfirmedAt) !== null;
}

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** The paid pickup order's next step, for whoever is looking. */
function handoverHint(role: OrderRole, pickup: Pickup): string {
  if (confirmedBy(pickup, role))
    return role === 'buyer'
      ? 'Você confirmou que recebeu os livros. Falta o vendedor confirmar a entrega.'
      : 'Você confirmou a entrega. Falta o comprador confirmar que recebeu os livros.';
  return role === 'buyer'
    ? 'Pagamento confirmado. Combine a retirada com o vendedor pela conversa e confirme aqui quando receber os livros.'
    : 'Pagamento recebido. Combine com o comprador o local e o horário pela conversa e confirme aqui quando entregar os livros.';
}

/** How the buyer pays: by the order's Pix code (docs/product/pix.md#pix-code), and whether they said they did. */
export interface PaymentState {
  pix: boolean;
  reported: boolean;
}

/** An order awaiting payment that the buyer said is paid: both sides now wait for the seller. */
function reportedHint(role: OrderRole): string {
  return role === 'buyer'
    ? 'Você informou o pagamento. Falta o vendedor confirmar que recebeu.'
    : 'O comprador informou que já pagou. Confira sua conta e confirme.';
}

/**
 * What the person is waiting for, in words, when there is nothing for them to click. It follows
 * the order's state, including the buyer's 'Já paguei', which leaves the status unchanged.
 */
export function nextStepHint(
  role: OrderRole,
  status: string,
  payment: PaymentState = { pix: false, reported: false },
  pickup: Pickup | null = null,
): string | null {
  if (pickup && status === 'pago') return handoverHint(role, pickup);
  if (status === 'aguardando_pagamento' && payment.reported) return reportedHint(role);
  if (payment.pix && role === 'buyer' && status === 'aguardando_pagamento') {
    return "Pague pelo código Pix deste pedido e clique em 'Já paguei'. O vendedor confirmará o pagamento aqui.";
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

/** Whether a problem's 'Devolver o valor' ended the order (its cancel step carries the refund's note). */
export function endedByRefund(events: readonly { status: string; note: string | null }[]): boolean {
  return events.some((e) => e.status === 'cancelado' && e.note === REFUND_CANCEL_NOTE);
}

/**
 * 'Situação' of an order a refund ended (docs/product/problems.md#outcomes-and-the-order): the
 * money goes back through the problem's card; books sent or handed over stay off sale.
 */
export function refundHint(role: OrderRole, booksBackOnSale: boolean): string {
  if (role === 'buyer')
    return 'Pedido cancelado: o valor total volta para você. Informe sua chave Pix no problema abaixo e confirme quando receber.';
  return booksBackOnSale
    ? 'Pedido cancelado: devolva o valor total ao comprador pela chave Pix que ele informar no problema abaixo. Os livros voltaram à venda.'
    : 'Pedido cancelado: devolva o valor total ao comprador pela chave Pix que ele informar no problema abaixo. Os livros não voltaram à venda: se algum voltar para você, anuncie-o de novo.';
}

/** A line of the state history: what happened and by whom. */
export function eventTitle(
  status: string,
  actor: 'buyer' | 'seller' | null,
  note?: string | null,
  pickup = false,
): string {
  if (note === PAYMENT_REPORTED_NOTE || (note && HANDOVER_NOTE_SET.has(note))) return note;
  // What a problem's outcome did to the order (docs/product/problems.md#outcomes-and-the-order).
  if (note === REFUND_CANCEL_NOTE || note === RESEND_NOTE) return note;
  // A step of the deadlines job (docs/product/orders.md#deadlines) says what it did and why.
  if (isAutomaticNote(note)) return note;
  if (status === 'entregue' && pickup) return 'Entrega em mãos confirmada pelos dois';
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
  if (
    !note ||
    note === PAYMENT_REPORTED_NOTE ||
    note === REFUND_CANCEL_NOTE ||
    note === RESEND_NOTE ||
    HANDOVER_NOTE_SET.has(note) ||
    isAutomaticNote(note)
  )
    return null;
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
