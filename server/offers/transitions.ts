import type { Executor } from '../../db/client.ts';
import { formatPrice } from '../../shared/format.ts';
import type { NotificationKind } from '../../shared/notifications.ts';
import type { OfferStatus } from '../../shared/offers.ts';
import { bookPath } from '../../shared/slug.ts';
import { findOrCreateConversation, insertMessage } from '../messages/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { messageNotice, notify } from '../notifications/index.ts';

// The offers' one state machine (docs/product/offers.md#the-steps, docs/decisions/032-offers.md):
// the moves of either party in one table, each made by one conditional UPDATE in offers.ts.

export type OfferAction = 'accept' | 'decline' | 'counter' | 'acceptCounter' | 'withdraw';

/**
 * Who may take each step and from which states. `kind` is how the other side is told; a
 * withdrawal has no kind of its own and reaches the seller as the conversation's message.
 */
export const OFFER_TRANSITIONS: Record<
  OfferAction,
  { by: 'buyer' | 'seller'; from: OfferStatus[]; to: OfferStatus; kind: NotificationKind | null }
> = {
  accept: { by: 'seller', from: ['open'], to: 'accepted', kind: 'offer_accepted' },
  decline: { by: 'seller', from: ['open'], to: 'declined', kind: 'offer_declined' },
  counter: { by: 'seller', from: ['open'], to: 'countered', kind: 'offer_countered' },
  acceptCounter: { by: 'buyer', from: ['countered'], to: 'accepted', kind: 'offer_counter_accepted' },
  withdraw: { by: 'buyer', from: ['open', 'countered'], to: 'withdrawn', kind: null },
};

/** A refused move; the router says each in pt-BR (server/offers/offers.router.ts). */
export class OfferError extends Error {
  constructor(
    readonly kind:
      | 'not_found'
      | 'wrong_party'
      | 'wrong_state'
      | 'expired'
      | 'sold'
      | 'unavailable'
      | 'own_book'
      | 'under_floor'
      | 'not_below_asking'
      | 'above_price'
      | 'counter_range'
      | 'duplicate'
      | 'blocked',
    /** For a price refused: the asking price and the seller's floor. */
    readonly price: { askingCents: number; floorPercent: number } | null = null,
  ) {
    super(kind);
  }
}

/**
 * The conversation line of each step, written by the party who took it (decision
 * 032#conversation-lines). A buyer accepting accepts the seller's counter-offer, not an offer.
 */
export function offerLine(step: OfferStatus, cents: number, ofCounter = false): string {
  const price = formatPrice(cents);
  const lines: Record<OfferStatus, string> = {
    open: `Fiz uma oferta de ${price} por este livro.`,
    countered: `Fiz uma contraproposta de ${price}.`,
    accepted: `Aceitei a ${ofCounter ? 'contraproposta' : 'oferta'} de ${price}. O preço vale por 24 horas.`,
    declined: `Recusei a oferta de ${price}.`,
    withdrawn: `Retirei minha oferta de ${price}.`,
    expired: `A oferta de ${price} expirou.`,
    ended: `A oferta de ${price} terminou.`,
  };
  return lines[step];
}

export interface OfferStep {
  offerId: string;
  bookId: string;
  bookTitle: string;
  bookAuthor: string;
  buyerId: string;
  sellerId: string;
  actorId: string;
}

/**
 * A step in the book's conversation between the two, by the acting party, and the other side
 * told: by `kind`, or as a new message when the step has no kind of its own.
 */
export async function recordOfferStep(
  trx: Executor,
  notifier: Notifier,
  step: OfferStep,
  line: { status: OfferStatus; cents: number; kind: NotificationKind | null },
  now: Date,
): Promise<void> {
  const other = step.actorId === step.buyerId ? step.sellerId : step.buyerId;
  const conversationId = await findOrCreateConversation(
    trx,
    { me: step.actorId, other, bookId: step.bookId },
    now,
  );
  const body = offerLine(line.status, line.cents, line.kind === 'offer_counter_accepted');
  await insertMessage(trx, conversationId, step.actorId, body, now);
  const path = bookPath({ id: step.bookId, title: step.bookTitle, author: step.bookAuthor });
  const notice = line.kind
    ? {
        userId: other,
        kind: line.kind,
        actorId: step.actorId,
        subjectPath: path,
        bookTitle: step.bookTitle,
        detail: formatPrice(line.cents),
      }
    : messageNotice(other, step.actorId, conversationId, body);
  await notify(trx, notifier, notice, now);
}
