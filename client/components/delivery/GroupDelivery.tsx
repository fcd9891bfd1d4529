import { DEFAULT_SELLER_DELIVERY, type DeliveryMethod, type Place } from '../../../shared/delivery.ts';
import type { GroupableItem, SellerGroup } from '../cart/group.ts';
import type { PricedCart } from './cart-pricing.ts';
import { DeliveryChoice } from './DeliveryChoice.tsx';

/** The 'Entrega' choice under one seller's group, when the group still has something to buy. */
export function GroupDelivery<T extends GroupableItem>({
  group,
  priced,
  place,
  onChoose,
}: {
  group: SellerGroup<T>;
  priced: PricedCart;
  place: Place | null;
  onChoose: (sellerId: string, method: DeliveryMethod) => void;
}) {
  if (!group.buyable) return null;
  return (
    <DeliveryChoice
      sellerLabel={group.sellerLabel}
      offer={priced.offerOf(group.seller.id)?.offer ?? DEFAULT_SELLER_DELIVERY}
      place={place}
      method={group.parcel.method}
      onChoose={(method) => onChoose(group.seller.id, method)}
    />
  );
}
