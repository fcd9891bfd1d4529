import { formatPrice } from './format.ts';

// Ofertas (docs/product/offers.md): the rules both sides read, the pt-BR words for them.

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'ended',
] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An open or countered offer waits this long for the other side (docs/product/offers.md#expiry). */
export const OFFER_OPEN_HOURS = 48;
/** An accepted offer's price holds for its buyer this long (docs/product/offers.md#the-agreed-price). */
export const OFFER_WINDOW_HOURS = 24;
/** The floor a store starts with, as a percentage of the asking price. */
export const DEFAULT_OFFER_FLOOR_PERCENT = 50;

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Aguardando o vendedor',
  countered: 'Contraproposta do vendedor',
  accepted: 'Aceita',
  declined: 'Recusada',
  withdrawn: 'Retirada',
  expired: 'Expirada',
  ended: 'Encerrada',
};

/**
 * The lowest offer the seller takes, in cents: `floorPercent` of the asking price, rounded up so
 * the floor is never under the percentage (docs/product/offers.md#the-price).
 */
export function offerFloorCents(askingCents: number, floorPercent: number): number {
  return Math.ceil((askingCents * floorPercent) / 100);
}

/** Why a price cannot be offered, or null when it can: under the floor, or not below the asking price. */
export function offerPriceProblem(
  amountCents: number,
  askingCents: number,
  floorPercent: number,
): 'under_floor' | 'not_below_asking' | null {
  if (amountCents >= askingCents) return 'not_below_asking';
  if (amountCents < offerFloorCents(askingCents, floorPercent)) return 'under_floor';
  return null;
}

/** A refused offer price as the buyer reads it, beside the field and from the server alike. */
export function offerProblemMessage(
  problem: 'under_floor' | 'not_below_asking',
  askingCents: number,
  floorPercent: number,
): string {
  if (problem === 'not_below_asking')
    return `A oferta precisa ser menor que o preço, ${formatPrice(askingCents)}.`;
  return `A oferta mínima para este livro é ${formatPrice(offerFloorCents(askingCents, floorPercent))}.`;
}

export const OFFER_PRICE_MESSAGE = 'Informe um valor em reais, como 25,00.';
export const COUNTER_RANGE_MESSAGE =
  'A contraproposta precisa ser maior que a oferta e menor que o preço do livro.';

/** A typed offer's problem, or null when the price can be offered. */
export function offerPriceMessage(cents: number, askingCents: number, floorPercent: number): string | null {
  if (!Number.isInteger(cents) || cents <= 0) return OFFER_PRICE_MESSAGE;
  const problem = offerPriceProblem(cents, askingCents, floorPercent);
  return problem ? offerProblemMessage(problem, askingCents, floorPercent) : null;
}

/** A seller's counter lies strictly between the buyer's offer and the asking price (docs/product/offers.md#the-steps). */
export function counterInRange(cents: number, offeredCents: number, askingCents: number): boolean {
  return cents > offeredCents && cents < askingCents;
}

/** A typed counter's problem, or null when it can be sent. */
export function counterPriceMessage(cents: number, offeredCents: number, askingCents: number): string | null {
  if (!Number.isInteger(cents) || cents <= 0) return OFFER_PRICE_MESSAGE;
  return counterInRange(cents, offeredCents, askingCents) ? null : COUNTER_RANGE_MESSAGE;
}
