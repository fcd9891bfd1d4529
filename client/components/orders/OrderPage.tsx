import { useQuery } from '@tanstack/react-query';
import { orderNumber } from '../../../shared/order-number.ts';
import { trpc } from '../../lib/trpc.ts';
import { PageShell } from '../PageShell.tsx';
import { OrderProblems } from '../problems/OrderProblems.tsx';
import { BuyerReputation } from './BuyerReputation.tsx';
import { HandoverCode } from './HandoverCode.tsx';
import { OrderBlindReviews } from './OrderBlindReviews.tsx';
import { BuyerContact, SellerContact } from './OrderContacts.tsx';
import { OrderDelivery } from './OrderDelivery.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderHeading, OrderIntro } from './OrderPageHeader.tsx';
import { OrderReview } from './OrderReview.tsx';
import { OrderSituation } from './OrderSituation.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { card, cardTitle } from './order-card-classes.ts';
import { PackingPhotos } from './PackingPhotos.tsx';
import { PixCard } from './PixCard.tsx';
import { SplitNotice } from './SplitNotice.tsx';
import { useRefreshOrder } from './use-refresh-order.ts';

export function OrderPage({ id, created }: { id: string; created: string[] }) {
  const { data: order } = useQuery(trpc.orders.byId.queryOptions({ id }));
  const refresh = useRefreshOrder(id);
  if (!order) return null;

  return (
    <PageShell
      title={`Pedido ${orderNumber(order.id)}`}
      heading={<OrderHeading order={order} />}
      intro={<OrderIntro order={order} />}
    >
      {created.length > 1 && <SplitNotice ids={created} current={order.id} />}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <OrderSituation order={order} onChanged={refresh} />
          {order.pix && <PixCard order={order} pix={order.pix} onChanged={refresh} />}
          <HandoverCode order={order} onChanged={refresh} />
          <OrderItems order={order} />
          <PackingPhotos order={order} />
          <OrderProblems orderId={order.id} />
          {order.status === 'entregue' && <OrderReview order={order} onChanged={refresh} />}
          {order.status === 'entregue' && <OrderBlindReviews order={order} onChanged={refresh} />}
          <section className={card} aria-labelledby="historico">
            <h2 id="historico" className={cardTitle}>
              Histórico
            </h2>
            <OrderTimeline order={order} />
          </section>
        </div>

        <aside className="flex flex-col gap-6">
          {order.role === 'buyer' ? <SellerContact order={order} /> : <BuyerContact order={order} />}
          {order.role === 'seller' && <BuyerReputation buyer={order.buyer} />}
          <OrderDelivery order={order} />
        </aside>
      </div>
    </PageShell>
  );
}
