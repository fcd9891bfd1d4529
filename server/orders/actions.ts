import type { OrderStatus } from '../../db/schema.ts';
import type { DeliveryMethod } from '../../shared/delivery.ts';
import { buyerMayCancelFrom } from '../../shared/order-next-step.ts';
import { type OrderTransition, TRANSITIONS } from './transitions.ts';

// What a party may do with an order now (docs/product/orders.md#who-takes-each-step), answered
// with the order by orders.byId so the page offers exactly what the mutations accept. The moves
// are read from TRANSITIONS; the steps outside the table follow the checks of their functions.

/** Every action, in the order the page offers them: the awaited step first, cancelling after it. */
export const ORDER_ACTIONS = [
  'confirmPayment',
  'ship',
  'confirmDelivery',
  'confirmHandover',
  'cancel',
  'reportPayment',
  'review',
  'respondToReview',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type OrderParty = 'buyer' | 'seller';

/** The parts of an order that decide what its parties may do. */
interface OrderState {
  status: OrderStatus;
  statusSince: string;
  deliveryMethod: DeliveryMethod;
  handoverBuyerAt: string | null;
  handoverSellerAt: string | null;
  paymentReportedAt: string | null;
  /** The buyer's review, and whether the seller answered it; null before one is written. */
  review: { answered: boolean } | null;
}

const confirmedHandover = (order: OrderState, party: OrderParty) =>
  (party === 'buyer' ? order.handoverBuyerAt : order.handoverSellerAt) !== null;

/**
 * A move of TRANSITIONS, as transitionOrder takes it: the right party, the right delivery, a
 * state it leaves from, and no handover confirmed yet (the books changed hands then).
 */
function mayMove(action: OrderTransition, order: OrderState, party: OrderParty): boolean {
  const rule = TRANSITIONS[action];
  return (
    (rule.by === 'either' || rule.by === party) &&
    (!rule.only || rule.only === order.deliveryMethod) &&
    rule.from.includes(order.status) &&
    order.handoverBuyerAt === null &&
    order.handoverSellerAt === null
  );
}

/** The buyer cancels a paid order only once it is late (transitions.ts's buyerCancelRefusal). */
function buyerWaits(order: OrderState, party: OrderParty, now: Date): boolean {
  if (party !== 'buyer') return false;
  const from = buyerMayCancelFrom({ ...order, problemOpen: false });
  return from !== null && Date.parse(from) > now.getTime();
}

const MAY: Record<OrderAction, (order: OrderState, party: OrderParty, now: Date) => boolean> = {
  confirmPayment: (order, party) => mayMove('confirmPayment', order, party),
  ship: (order, party) => mayMove('ship', order, party),
  confirmDelivery: (order, party) => mayMove('confirmDelivery', order, party),
  cancel: (order, party, now) => mayMove('cancel', order, party) && !buyerWaits(order, party, now),
  // confirmHandover (handover.ts): a paid pickup order, once per party.
  confirmHandover: (order, party) =>
    order.deliveryMethod === 'retirada' && order.status === 'pago' && !confirmedHandover(order, party),
  // reportPayment ('Já paguei', transitions.ts): the buyer, once, while the order awaits payment.
  reportPayment: (order, party) =>
    party === 'buyer' && order.status === 'aguardando_pagamento' && order.paymentReportedAt === null,
  // createReview (reviews.ts): the buyer of a delivered order, once.
  review: (order, party) => party === 'buyer' && order.status === 'entregue' && order.review === null,
  // respondToReview (reviews.ts): the seller, once, to the review of their sale.
  respondToReview: (order, party) => party === 'seller' && order.review !== null && !order.review.answered,
};

/** The actions `party` may take on `order` at `now`, in ORDER_ACTIONS order. */
export function orderActions(order: OrderState, party: OrderParty, now = new Date()): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => MAY[action](order, party, now));
}
