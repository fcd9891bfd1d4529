import { useId, useState } from 'react';
import {
  availableMethods,
  DELIVERY_LABELS,
  type DeliveryMethod,
  type Place,
  POST_DEADLINE,
  placeLabel,
  type SellerDelivery,
} from '../../../shared/delivery.ts';
import { formatPrice } from '../../../shared/format.ts';

/**
 * 'Entrega' for one seller's parcel in the cart and at checkout (docs/product/delivery.md#in-the-cart):
 * the seller's options as radio buttons, pickup open only to a buyer in the seller's city, and
 * a warning when no option reaches the buyer.
 */
export function DeliveryChoice({
  sellerLabel,
  offer,
  place,
  method,
  onChoose,
}: {
  sellerLabel: string;
  offer: SellerDelivery;
  place: Place | null;
  method: DeliveryMethod | null;
  onChoose: (method: DeliveryMethod) => void;
}) {
  const name = useId();
  // The click shows at once; once the cart's own answer moves (optimistic, then the server's,
  // or back after a refusal), that answer is shown again.
  const [picked, setPicked] = useState<{ next: DeliveryMethod; over: DeliveryMethod | null } | null>(null);
  if (picked && picked.over !== method) setPicked(null);
  const shown = picked && picked.over === method ? picked.next : method;
  const choose = (next: DeliveryMethod) => {
    setPicked({ next, over: method });
    onChoose(next);
  };
  const open = availableMethods(offer, place);
  const pickup = offer.pickup;
  return (
    <fieldset className="mt-1 mb-4 flex flex-col gap-2" data-testid="delivery-choice">
      <legend className="mb-1 font-medium text-sm text-stone-800">Entrega</legend>
      {offer.postCents !== null && (
        <Option
          name={name}
          checked={shown === 'correios'}
          onChange={() => choose('correios')}
          label={DELIVERY_LABELS.correios}
          price={formatPrice(offer.postCents)}
          detail={POST_DEADLINE}
        />
      )}
      {pickup && (
        <Option
          name={name}
          checked={shown === 'retirada'}
          disabled={!open.includes('retirada')}
          onChange={() => choose('retirada')}
          label={DELIVERY_LABELS.retirada}
          price="Grátis"
          detail={
            open.includes('retirada')
              ? `Em ${placeLabel(pickup)}: combinem o local pela conversa`
              : `Só para endereços em ${placeLabel(pickup)}`
          }
        />
      )}
      {open.length === 0 && pickup && (
        <p role="alert" className="text-red-700 text-sm">
          {sellerLabel} só entrega em mãos em {placeLabel(pickup)}. Use um endereço nessa cidade ou remova
          estes livros.
        </p>
      )}
    </fieldset>
  );
}

function Option(props: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  price: string;
  detail: string;
}) {
  const detailId = useId();
  return (
    <label
      className={`flex items-start gap-3 rounded-lg border px-3 py-2 text-sm ${
        props.checked ? 'border-brand-600 bg-brand-50' : 'border-stone-200'
      } ${props.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
        aria-describedby={detailId}
        className="mt-1 accent-brand-700"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex justify-between gap-3 font-medium text-stone-900">
          {props.label}
          <span className="tabular-nums">{props.price}</span>
        </span>
        <span id={detailId} className="text-stone-600">
          {props.detail}
        </span>
      </span>
    </label>
  );
}
