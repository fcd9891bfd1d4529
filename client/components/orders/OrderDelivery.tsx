import { Handshake, MapPin } from 'lucide-react';
import { placeLabel } from '../../../shared/delivery.ts';
import { AddressText } from '../address/AddressFields.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';

/**
 * How the books reach the buyer: the address the parcel goes to, or, for 'Retirada em mãos', the
 * city where the parties meet (docs/product/delivery.md#handing-over-in-person).
 */
export function OrderDelivery({ order }: { order: Pick<OrderDetail, 'delivery' | 'pickup'> }) {
  const pickup = order.pickup;
  const Icon = pickup ? Handshake : MapPin;
  return (
    <section className={card} aria-labelledby="entrega">
      <h2 id="entrega" className={`${cardTitle} flex items-center gap-2`}>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {pickup ? 'Retirada em mãos' : 'Endereço de entrega'}
      </h2>
      <p className="text-sm text-stone-800">
        {pickup ? (
          `${pickup.place ? `Em ${placeLabel(pickup.place)}. ` : ''}Combinem o local e o horário pela conversa; sem frete.`
        ) : (
          <AddressText address={order.delivery} />
        )}
      </p>
    </section>
  );
}
