import { foldText } from './accents.ts';

// How a seller's books reach the buyer (docs/product/delivery.md): by post through the Correios,
// at the flat R$ 12,00 of old or a price the seller sets, and/or handed over in person in the
// seller's city, free. One copy of the rule for the cart, checkout, the calculator and the server.

export const DELIVERY_METHODS = ['correios', 'retirada'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  correios: 'Correios',
  retirada: 'Retirada em mãos',
};

/** What a parcel by post costs when the seller set no price of their own. */
export const DEFAULT_POST_PRICE_CENTS = 1200;
export const POST_DEADLINE = '5 a 10 dias úteis';

export interface Place {
  city: string;
  state: string;
}

/** What one seller offers: the post price (null: no post) and the pickup city (null: no pickup). */
export interface SellerDelivery {
  postCents: number | null;
  pickup: Place | null;
}

/** A seller who never opened the delivery settings ships by post at the default price. */
export const DEFAULT_SELLER_DELIVERY: SellerDelivery = { postCents: DEFAULT_POST_PRICE_CENTS, pickup: null };

/** 'São Paulo'/'SP' and ' sao  paulo '/'sp' are the same city: accents, case and spaces aside. */
export function sameCity(a: Place, b: Place): boolean {
  const city = (p: Place) => foldText(p.city).replace(/\s+/g, ' ').trim();
  return a.state.toUpperCase() === b.state.toUpperCase() && city(a) === city(b);
}

export function placeLabel(p: Place): string {
  return `${p.city.trim()}/${p.state.toUpperCase()}`;
}

/** The methods this buyer can have: pickup only when the buyer's city is known and is the seller's. */
export function availableMethods(seller: SellerDelivery, buyer: Place | null): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  if (seller.postCents !== null) methods.push('correios');
  if (seller.pickup && buyer && sameCity(seller.pickup, buyer)) methods.push('retirada');
  return methods;
}

/** The buyer's choice when still open to them, else the first open method; null when none is. */
export function resolveMethod(
  seller: SellerDelivery,
  buyer: Place | null,
  chosen: DeliveryMethod | null,
): DeliveryMethod | null {
  const open = availableMethods(seller, buyer);
  if (chosen && open.includes(chosen)) return chosen;
  return open[0] ?? null;
}

export function deliveryCents(seller: SellerDelivery, method: DeliveryMethod): number {
  return method === 'retirada' ? 0 : (seller.postCents ?? DEFAULT_POST_PRICE_CENTS);
}

/** One seller's parcel: how it goes (null: no way to this buyer) and what that costs. */
export interface ParcelCost {
  method: DeliveryMethod | null;
  cents: number;
}

export function parcelCost(
  seller: SellerDelivery,
  buyer: Place | null,
  chosen: DeliveryMethod | null,
): ParcelCost {
  const method = resolveMethod(seller, buyer, chosen);
  return { method, cents: method ? deliveryCents(seller, method) : 0 };
}

/** One line of the book page's calculator (docs/product/delivery.md#calculator). */
export interface DeliveryQuote {
  method: DeliveryMethod;
  name: string;
  priceCents: number;
  detail: string;
}

/**
 * The seller's options for a CEP. The calculator knows the buyer's city only when the CEP is
 * their saved address's; otherwise only its state, and then pickup is shown with its condition.
 */
export function quoteDelivery(
  seller: SellerDelivery,
  where: { place: Place } | { state: string | null },
): DeliveryQuote[] {
  const quotes: DeliveryQuote[] = [];
  if (seller.postCents !== null)
    quotes.push({
      method: 'correios',
      name: DELIVERY_LABELS.correios,
      priceCents: seller.postCents,
      detail: POST_DEADLINE,
    });
  const pickup = seller.pickup;
  if (!pickup) return quotes;
  const here = `Em ${placeLabel(pickup)}`;
  if ('place' in where) {
    if (sameCity(pickup, where.place))
      quotes.push({
        method: 'retirada',
        name: DELIVERY_LABELS.retirada,
        priceCents: 0,
        detail: `${here}, combinada pela conversa`,
      });
  } else if (where.state === pickup.state.toUpperCase()) {
    quotes.push({
      method: 'retirada',
      name: DELIVERY_LABELS.retirada,
      priceCents: 0,
      detail: `${here}, para quem está nessa cidade`,
    });
  }
  return quotes;
}
