import { nextStepHint, type OrderDetail } from './model.ts';
import { OrderActions } from './OrderActions.tsx';
import { card, cardTitle } from './order-card-classes.ts';

/** 'Situação': what happens next, the tracking code once shipped, and the steps this party may take. */
export function OrderSituation({ order, onChanged }: { order: OrderDetail; onChanged: () => Promise<void> }) {
  const hint = nextStepHint(order.role, order.status);
  return (
    <section className={card} aria-labelledby="situacao">
      <h2 id="situacao" className={cardTitle}>
        Situação
      </h2>
      {hint && <p className="text-stone-700">{hint}</p>}
      {order.trackingCode && (
        <p className="text-sm text-stone-700">
          Código de rastreio: <span className="font-mono font-semibold">{order.trackingCode}</span>
        </p>
      )}
      <OrderActions orderId={order.id} role={order.role} status={order.status} onChanged={onChanged} />
    </section>
  );
}
