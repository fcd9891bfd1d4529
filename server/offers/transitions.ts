import type { Executor } from '../../db/client.ts';
import { formatPrice } from '../../shared/format.ts';
import type { NotificationKind } from '../../shared/notifications.ts';
import { COUNTER_RANGE_MESSAGE, type OfferStatus } from '../../shared/offers.ts';
import { bookPath } from '../../shared/slug.ts';
import { type RuleCode, RuleError } from '../errors.ts';
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

/** Each move refused for its party (not theirs to take) or its state (no longer from there). */
const MOVE_REFUSED: Record<OfferAction, { party: string; state: string }> = {
  accept: {
    party: 'Só o vendedor pode aceitar a oferta.',
    state: 'Esta oferta não está mais aguardando resposta.',
  },
  decline: {
    party: 'Só o vendedor pode recusar a oferta.',
    state: 'Esta oferta não está mais aguardando resposta.',
  },
  counter: {
    party: 'Só o vendedor pode fazer uma contraproposta.',
    state: 'Esta oferta não está mais aguardando resposta.',
  },
  acceptCounter: {
    party: 'Só quem fez a oferta pode aceitar a contraproposta.',
    state: 'Não há contraproposta em aberto nesta oferta.',
  },
  withdraw: { party: 'Só quem fez a oferta pode retirá-la.', state: 'Esta oferta não está mais em aberto.' },
};

/** A move refused for its party or its state, in the words of that move. */
export function moveRefused(action: OfferAction, kind: 'wrong_party' | 'wrong_state'): RuleError {
  const { party, state } = MOVE_REFUSED[action];
  return kind === 'wrong_party'
    ? new RuleError('FORBIDDEN', party, { kind })
    : new RuleError('CONFLICT', state, { kind });
}

/** The refusals an offer or any of its moves may meet (docs/product/offers.md). */
const REFUSED = {
  not_found: ['NOT_FOUND', 'Oferta não encontrada.'],
  expired: ['CONFLICT', 'Esta oferta expirou.'],
  sold: ['CONFLICT', 'Este livro já foi vendido.'],
  unavailable: ['CONFLICT', 'Este livro não está disponível.'],
  own_book: ['FORBIDDEN', 'Você não pode fazer oferta no seu próprio livro.'],
  counter_range: ['BAD_REQUEST', COUNTER_RANGE_MESSAGE],
  above_price: ['CONFLICT', 'Esta oferta não é mais menor que o preço do livro.'],
  duplicate: ['CONFLICT', 'Você já tem uma oferta em andamento para este livro.'],
  blocked: ['FORBIDDEN', 'Não é possível negociar com este usuário.'],
} as const satisfies Record<string, readonly [RuleCode, string]>;

/** A refused offer or move; `kind` names it for code that tells refusals apart. */
export function offerRefused(kind: keyof typeof REFUSED): RuleError {
  const [code, message] = REFUSED[kind];
  return new RuleError(code, message, { kind });
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
