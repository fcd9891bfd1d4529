import { brazilDayMonth } from './brazil-time.ts';
import type { DeliveryMethod } from './delivery.ts';
import { addDays, ORDER_DEADLINES } from './order-deadlines.ts';
import type { OrderStatus } from './order-status.ts';

// What happens next to an open order and by when (docs/product/orders.md#deadlines): the
// deadlines job (server/orders/deadlines.ts) fires these, its notices and the order page
// ('Situação') word them, and the buyer's cancel of a paid order waits for one of them. Every
// value comes from ORDER_DEADLINES; every date is a day in Brasília.

/** The parts of an order its deadlines depend on. */
export interface DeadlineOrder {
  status: OrderStatus;
  statusSince: string;
  deliveryMethod: DeliveryMethod;
  paymentReportedAt: string | null;
  handoverBuyerAt: string | null;
  handoverSellerAt: string | null;
  /** A problem on the order not yet resolved holds its delivery (docs/product/problems.md). */
  problemOpen: boolean;
}

/**
 * One deadline of the order's state. `key` names it in order_deadline_notices (each notice once);
 * 'pagamento-prorrogado' is a new deadline, so 'Já paguei' gets its own notices.
 */
export const DEADLINE_KEYS = [
  'pagamento',
  'pagamento-prorrogado',
  'envio',
  'cancelamento',
  'entrega',
] as const;
export type DeadlineKey = (typeof DEADLINE_KEYS)[number];

export interface Deadline {
  key: DeadlineKey;
  /** The instant it fires. */
  at: string;
  /** What firing does: the order moves to this status, or (null) the buyer may cancel at once. */
  to: 'cancelado' | 'entregue' | null;
}

const D = ORDER_DEADLINES;

/** How the history's note of a step the deadlines job took begins; the page shows it as the step's title. */
export const AUTOMATIC_CANCEL = 'Cancelado automaticamente: ';
export const AUTOMATIC_DELIVERY = 'Marcado como entregue automaticamente: ';

export function isAutomaticNote(note: string | null | undefined): note is string {
  return Boolean(note && (note.startsWith(AUTOMATIC_CANCEL) || note.startsWith(AUTOMATIC_DELIVERY)));
}

/** The earlier of the two handover confirmations, or null when neither party confirmed. */
export function firstHandover(order: Pick<DeadlineOrder, 'handoverBuyerAt' | 'handoverSellerAt'>) {
  const times = [order.handoverBuyerAt, order.handoverSellerAt].filter((t): t is string => t !== null);
  return times.sort()[0] ?? null;
}

/** The deadlines still ahead of (or due for) the order in its current state, earliest first. */
export function orderDeadlines(order: DeadlineOrder): Deadline[] {
  const since = order.statusSince;
  if (order.status === 'aguardando_pagamento') {
    return order.paymentReportedAt === null
      ? [{ key: 'pagamento', at: addDays(since, D.paymentDays), to: 'cancelado' }]
      : [
          {
            key: 'pagamento-prorrogado',
            at: addDays(since, D.paymentDays + D.paymentExtensionDays),
            to: 'cancelado',
          },
        ];
  }
  if (order.status === 'pago') {
    const handover = firstHandover(order);
    // One side confirmed the handover: the books changed hands, only the delivery is left.
    if (handover !== null)
      return order.problemOpen
        ? []
        : [{ key: 'entrega', at: addDays(handover, D.pickupConfirmDays), to: 'entregue' }];
    const shipDays = order.deliveryMethod === 'retirada' ? D.pickupHandoverDays : D.shipDays;
    return [
      { key: 'envio', at: addDays(since, shipDays), to: null },
      { key: 'cancelamento', at: addDays(since, D.paidCancelDays), to: 'cancelado' },
    ];
  }
  if (order.status === 'enviado' && !order.problemOpen)
    return [{ key: 'entrega', at: addDays(since, D.deliveredAfterShippingDays), to: 'entregue' }];
  return [];
}

/** The deadline an order's list row names: the first still ahead, else the last one due. */
export function nextDeadline(order: DeadlineOrder, now = new Date()): Deadline | null {
  const deadlines = orderDeadlines(order);
  return deadlines.find((d) => Date.parse(d.at) > now.getTime()) ?? deadlines.at(-1) ?? null;
}

/** A deadline in a few words, for the orders list: 'Pagamento até 04/12'. */
export function deadlineLabel(
  deadline: Pick<Deadline, 'key' | 'at'>,
  deliveryMethod: DeliveryMethod,
): string {
  const day = brazilDayMonth(deadline.at);
  switch (deadline.key) {
    case 'pagamento':
    case 'pagamento-prorrogado':
      return `Pagamento até ${day}`;
    case 'envio':
      return deliveryMethod === 'retirada' ? `Entrega em mãos até ${day}` : `Envio até ${day}`;
    case 'cancelamento':
      return `Cancelamento automático em ${day}`;
    case 'entrega':
      return `Entrega automática em ${day}`;
  }
}

/**
 * From when the buyer may cancel a paid order no one sent or handed over (the seller may at any
 * time before): null when the buyer's cancel is not held by a deadline.
 */
export function buyerMayCancelFrom(order: DeadlineOrder): string | null {
  if (order.status !== 'pago') return null;
  return orderDeadlines(order).find((d) => d.key === 'envio')?.at ?? null;
}

/** The condition a paid order's deadlines wait on, first in full then repeated: sent, or handed over. */
function notYet(order: DeadlineOrder): { full: string; again: string } {
  return order.deliveryMethod === 'retirada'
    ? { full: 'os livros não forem entregues em mãos', again: 'não forem entregues' }
    : { full: 'o pedido não for enviado', again: 'não for enviado' };
}

/** The buyer's refusal when they try to cancel a paid order before they may. */
export function buyerCancelTooSoon(order: DeadlineOrder, from: string): string {
  return `Você poderá cancelar este pedido a partir de ${brazilDayMonth(from)}, se ${notYet(order).full} até lá. O vendedor ainda pode cancelá-lo.`;
}

function paidStep(order: DeadlineOrder, party: 'buyer' | 'seller', now: Date): string | null {
  const [ship, cancel] = orderDeadlines(order);
  if (!ship || !cancel) return null;
  const { full, again } = notYet(order);
  const until = brazilDayMonth(cancel.at);
  const who = party === 'buyer' ? 'você' : 'o comprador';
  if (Date.parse(ship.at) <= now.getTime())
    return `O prazo terminou: ${who} já pode cancelar o pedido. Se ${full} até ${until}, ele será cancelado automaticamente.`;
  return `Se ${full} até ${brazilDayMonth(ship.at)}, ${who} poderá cancelar o pedido; se ${again} até ${until}, ele será cancelado automaticamente.`;
}

/**
 * What happens next to the order and by when, for `party`, in one pt-BR sentence; null when the
 * order is closed ('entregue', 'cancelado').
 */
export function orderNextStep(
  order: DeadlineOrder,
  party: 'buyer' | 'seller',
  now = new Date(),
): string | null {
  if (order.status === 'entregue' || order.status === 'cancelado') return null;
  if (order.status === 'pago' && firstHandover(order) === null) return paidStep(order, party, now);
  const [next] = orderDeadlines(order);
  if (!next)
    return 'Há um problema aberto neste pedido: ele só será marcado como entregue quando o problema for resolvido.';
  const at = brazilDayMonth(next.at);
  if (next.to === 'cancelado') return `Se o pagamento não for confirmado até ${at}, o pedido será cancelado.`;
  // A pickup one side confirmed: the books changed hands, only a problem can stop it now.
  if (order.status === 'pago')
    return `Se nenhum problema for relatado até ${at}, o pedido será marcado como entregue.`;
  return party === 'buyer'
    ? `Se você não confirmar a entrega nem relatar um problema até ${at}, o pedido será marcado como entregue.`
    : `Se o comprador não relatar um problema até ${at}, o pedido será marcado como entregue.`;
}
