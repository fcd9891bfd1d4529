import { endedByRefund, nextStepHint, type OrderDetail, refundHint } from './model.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderNextStep } from './OrderNextStep.tsx';
import { card, cardTitle } from './order-card-classes.ts';
import { PixKeyPrompt } from './PixCard.tsx';
import { TrackingCode } from './TrackingCode.tsx';

const reportedClass = 'rounded-xl bg-emerald-50 p-3 font-medium text-emerald-900 text-sm';

/** Books go back on sale after a refund only if never sent nor handed over (server/orders/outcomes.ts). */
function booksNeverLeft(order: OrderDetail): boolean {
  const handedOver =
    order.pickup !== null && (order.pickup.buyerConfirmedAt || order.pickup.sellerConfirmedAt);
  return !handedOver && !order.events.some((e) => e.status === 'enviado' || e.status === 'entregue');
}

/** 'Situação': what happens next, the seller's Pix notices (docs/product/pix.md#payment-reported-by-the-buyer), the tracking code once shipped, and the steps this party may take. */
export function OrderSituation({ order, onChanged }: { order: OrderDetail; onChanged: () => Promise<void> }) {
  const reported = order.status === 'aguardando_pagamento' && order.paymentReportedAt !== null;
  const hint =
    order.status === 'cancelado' && endedByRefund(order.events)
      ? refundHint(order.role, booksNeverLeft(order))
      : nextStepHint(order.role, order.status, { pix: Boolean(order.pix), reported }, order.pickup);
  return (
    <section className={card} aria-labelledby="situacao">
      <h2 id="situacao" className={cardTitle}>
        Situação
      </h2>
      {hint && (
        <p className={reported ? reportedClass : 'text-stone-700'} role={reported ? 'status' : undefined}>
          {hint}
        </p>
      )}
      <OrderNextStep order={order} />
      {order.sellerHasPixKey === false && <PixKeyPrompt />}
      {order.trackingCode && <TrackingCode code={order.trackingCode} />}
      <OrderActions orderId={order.id} actions={order.actions} onChanged={onChanged} />
    </section>
  );
}
