import type { OrderStatus } from '../../shared/order-status.ts';
import type { ProblemOutcome, ProblemStatus } from '../../shared/problems.ts';

// What each side may do with an order's problem at a given moment (docs/product/problems.md). The
// service refuses by these rules and the order page offers exactly the buttons they allow (the
// answer's `can`), so the client never guesses.

export type Side = 'buyer' | 'seller';

/** A problem may be reported on an order paid, sent or delivered: never unpaid, never cancelled. */
export const PROBLEM_ORDER_STATUSES: readonly OrderStatus[] = ['pago', 'enviado', 'entregue'];

export interface ProblemState {
  status: ProblemStatus;
  openedBy: Side;
  answerDueAt: string;
  outcome: ProblemOutcome | null;
  outcomeConfirmedAt: string | null;
  /** The latest proposal on the thread, whoever made it. */
  latestProposal: { id: number; author: Side } | null;
}

export interface ProblemRights {
  reply: boolean;
  /** The reply id of the other side's latest proposal this side may accept, or null. */
  accept: number | null;
  requestMediation: boolean;
  /** 'Confirmar que recebi': the buyer, once the seller has something to do. */
  confirm: boolean;
  /** The buyer's Pix key for money back, until the outcome is confirmed. */
  setPixKey: boolean;
}

const isOpen = (s: ProblemState) => s.status !== 'resolvido';

/** Whether the outcome asks the seller to do something the buyer then confirms. */
export function outcomeNeedsSeller(outcome: ProblemOutcome | null): boolean {
  return outcome === 'devolver' || outcome === 'reenviar' || outcome === 'desconto';
}

/** Either side asks for mediation once answered, or once the answer's deadline passed unanswered. */
export function mayRequestMediation(s: ProblemState, now: Date): boolean {
  if (s.status === 'respondido') return true;
  return s.status === 'aberto' && now.toISOString() >= s.answerDueAt;
}

export function rightsOf(s: ProblemState, side: Side, now: Date): ProblemRights {
  const proposal = s.latestProposal;
  return {
    reply: isOpen(s),
    accept: isOpen(s) && proposal && proposal.author !== side ? proposal.id : null,
    requestMediation: mayRequestMediation(s, now),
    confirm:
      side === 'buyer' && s.status === 'resolvido' && outcomeNeedsSeller(s.outcome) && !s.outcomeConfirmedAt,
    setPixKey: side === 'buyer' && !s.outcomeConfirmedAt && s.outcome !== 'nada' && s.outcome !== 'reenviar',
  };
}

/** The status after a reply: the other side's first answer moves 'aberto' to 'respondido'. */
export function statusAfterReply(s: ProblemState, side: Side): ProblemStatus {
  return s.status === 'aberto' && side !== s.openedBy ? 'respondido' : s.status;
}
