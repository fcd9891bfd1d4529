import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import type { OrderProblemsTable } from '../../db/schema/trust.ts';
import { brazilDayMonth } from '../../shared/brazil-time.ts';
import { formatPrice } from '../../shared/format.ts';
import { booksTitle } from '../../shared/notifications.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { PROBLEM_OUTCOME_LABELS, PROBLEM_REASON_LABELS, type ProblemOutcome } from '../../shared/problems.ts';
import type { ProblemOpenInput, ProblemReplyInput } from '../../shared/schemas/problems.ts';
import { RuleError } from '../errors.ts';
import { claimEvidence } from '../evidence/index.ts';
import { type Notifier, notify } from '../notifications/index.ts';
import { auditPartyStep } from './audit.ts';
import {
  findCurrentProblem,
  findOrder,
  latestProposal,
  listReplies,
  type OrderForProblem,
  type ProblemRow,
  sideOf,
} from './repository.ts';
import {
  mayRequestMediation,
  outcomeNeedsSeller,
  PROBLEM_ORDER_STATUSES,
  type ProblemState,
  rightsOf,
  type Side,
  statusAfterReply,
} from './rules.ts';
import { settleOnOrder } from './settlement.ts';

// The steps of an order's problem (docs/product/problems.md), each in one transaction with the
// notification of the other side (and its e-mail), refused by the rules of rules.ts.

const orderNotFound = () => new RuleError('NOT_FOUND', 'Pedido não encontrado.');
const alreadyOpen = () => new RuleError('CONFLICT', 'Já existe um problema aberto neste pedido.');
const noProblem = () => new RuleError('CONFLICT', 'Este pedido não tem um problema aberto.');

/** The order, when `userId` is one of its two parties; anyone else is told it does not exist. */
export async function partyOrder(db: Executor, orderId: string, userId: string) {
  const order = await findOrder(db, orderId);
  const side = order ? sideOf(order, userId) : null;
  if (!order || !side) throw orderNotFound();
  return { order, side };
}

export function problemState(
  problem: ProblemRow,
  order: OrderForProblem,
  replies: Parameters<typeof latestProposal>[0],
): ProblemState {
  const proposal = latestProposal(replies);
  return {
    status: problem.status,
    openedBy: problem.opened_by === order.buyer_id ? 'buyer' : 'seller',
    answerDueAt: problem.answer_due_at,
    outcome: problem.outcome,
    outcomeConfirmedAt: problem.outcome_confirmed_at,
    latestProposal: proposal
      ? { id: proposal.id, author: proposal.author_id === order.buyer_id ? 'buyer' : 'seller' }
      : null,
  };
}

/** What an outcome reads as: 'Desconto de R$ 10,00', 'Devolver o valor (R$ 42,90)'. */
export function outcomeText(outcome: ProblemOutcome, cents: number | null): string {
  if (outcome === 'desconto') return `Desconto de ${formatPrice(cents ?? 0)}`;
  if (outcome === 'devolver' && cents) return `${PROBLEM_OUTCOME_LABELS.devolver} (${formatPrice(cents)})`;
  return PROBLEM_OUTCOME_LABELS[outcome];
}

export async function tellParty(
  trx: Executor,
  notifier: Notifier,
  order: OrderForProblem,
  to: Side,
  actorId: string | null,
  detail: string,
  now: Date,
) {
  const titles = await trx
    .selectFrom('order_items')
    .select('title')
    .where('order_id', '=', order.id)
    .execute();
  await notify(
    trx,
    notifier,
    {
      userId: to === 'buyer' ? order.buyer_id : order.seller_id,
      kind: 'order_status',
      actorId,
      subjectPath: `/pedidos/${order.id}`,
      bookTitle: booksTitle(titles.map((t) => t.title)),
      detail,
    },
    now,
  );
}

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** 'Relatar problema': either party of a paid, sent or delivered order, one open problem at a time. */
export async function openProblem(
  db: DB,
  notifier: Notifier,
  userId: string,
  input: ProblemOpenInput,
  now = new Date(),
) {
  return inTransaction(db, async (trx) => {
    const { order, side } = await partyOrder(trx, input.orderId, userId);
    if (!PROBLEM_ORDER_STATUSES.includes(order.status))
      throw new RuleError(
        'CONFLICT',
        'Só é possível relatar um problema em pedidos pagos, enviados ou entregues.',
      );
    const current = await findCurrentProblem(trx, order.id);
    if (current && current.status !== 'resolvido') throw alreadyOpen();
    await claimEvidence(trx, { orderId: order.id, userId, purpose: 'problem', urls: input.photos });
    const at = now.toISOString();
    const answerDueAt = addDays(at, ORDER_DEADLINES.problemAnswerDays);
    const id = randomUUID();
    try {
      await trx
        .insertInto('order_problems')
        .values({
          id,
          order_id: order.id,
          opened_by: userId,
          reason: input.reason,
          text: input.text,
          photos: JSON.stringify(input.photos),
          answer_due_at: answerDueAt,
          created_at: at,
          updated_at: at,
        })
        .execute();
    } catch (error) {
      // Another report of this order won the race (the one-open-problem index).
      if (isUniqueViolation(error)) throw alreadyOpen();
      throw error;
    }
    await tellParty(
      trx,
      notifier,
      order,
      other(side),
      userId,
      `problema relatado (${PROBLEM_REASON_LABELS[input.reason]}). Responda até ${brazilDayMonth(answerDueAt)}.`,
      now,
    );
    return { id, message: 'Problema relatado. A outra parte foi avisada.' };
  });
}

/** The problem a step acts on, with the caller's side and rights. */
async function currentFor(trx: Executor, orderId: string, userId: string, now: Date) {
  const { order, side } = await partyOrder(trx, orderId, userId);
  const problem = await findCurrentProblem(trx, order.id);
  if (!problem) throw noProblem();
  const replies = await listReplies(trx, [problem.id]);
  const state = problemState(problem, order, replies);
  return { order, side, problem, replies, state, can: rightsOf(state, side, now) };
}

/** The version check of every step: the row changes only from the state it was read in. */
function guarded(trx: Executor, problem: ProblemRow) {
  return trx
    .updateTable('order_problems')
    .where('id', '=', problem.id)
    .where('status', '=', problem.status)
    .where('updated_at', '=', problem.updated_at);
}

async function applied(result: Promise<{ numUpdatedRows: bigint }>) {
  if ((await result).numUpdatedRows !== 1n)
    throw new RuleError('CONFLICT', 'O problema mudou enquanto você respondia. Recarregue a página.');
}

/** What a step does, once its rules let it: decided from the problem as it was read. */
interface Step {
  /** The problem's changed columns (updated_at is added). */
  set: Omit<Updateable<OrderProblemsTable>, 'updated_at'>;
  /** Written once the problem row changed. */
  also?: () => Promise<unknown>;
  tell: Side;
  detail: string;
  message: string;
  /** An outcome this step settles: it acts on the order (settlement.ts), told with the step. */
  settles?: ProblemOutcome;
}

/**
 * Every step on the current problem: read it with the caller's rights, let `decide` refuse or say
 * what changes, change the row from the state it was read in, and tell the other party.
 */
function problemStep(
  db: DB,
  notifier: Notifier,
  userId: string,
  orderId: string,
  now: Date,
  decide: (
    trx: Executor,
    current: Awaited<ReturnType<typeof currentFor>>,
    at: string,
  ) => Promise<Step> | Step,
) {
  return inTransaction(db, async (trx) => {
    const current = await currentFor(trx, orderId, userId, now);
    const at = now.toISOString();
    const step = await decide(trx, current, at);
    await applied(
      guarded(trx, current.problem)
        .set({ ...step.set, updated_at: at })
        .executeTakeFirst(),
    );
    await step.also?.();
    const change = step.settles
      ? await settleOnOrder(
          trx,
          notifier,
          { orderId, problemId: current.problem.id, outcome: step.settles, actor: { id: userId, ip: null } },
          now,
        )
      : '';
    await tellParty(trx, notifier, current.order, step.tell, userId, `${step.detail}${change}`, now);
    return { message: `${step.message}${change}` };
  });
}

/** An answer by either side: text, photos and perhaps a proposal, never above the order's total. */
export async function replyToProblem(
  db: DB,
  notifier: Notifier,
  userId: string,
  input: ProblemReplyInput,
  now = new Date(),
) {
  return problemStep(
    db,
    notifier,
    userId,
    input.orderId,
    now,
    async (trx, { order, side, problem, state, can }, at) => {
      if (!can.reply) throw noProblem();
      const proposal = input.proposal ?? null;
      const cents =
        proposal?.outcome === 'desconto' ? (proposal.cents ?? 0) : proposal ? order.total_cents : null;
      if (cents !== null && cents > order.total_cents)
        throw new RuleError(
          'BAD_REQUEST',
          `O desconto não pode passar do total do pedido (${formatPrice(order.total_cents)}).`,
          {
            field: 'proposal.cents',
          },
        );
      await claimEvidence(trx, { orderId: order.id, userId, purpose: 'problem', urls: input.photos });
      const proposed = proposal ? ` com a proposta: ${outcomeText(proposal.outcome, cents)}` : '';
      return {
        set: { status: statusAfterReply(state, side) },
        also: () =>
          trx
            .insertInto('problem_replies')
            .values({
              problem_id: problem.id,
              author_id: userId,
              text: input.text,
              photos: JSON.stringify(input.photos),
              proposal: proposal?.outcome ?? null,
              proposal_cents: cents,
              created_at: at,
            })
            .execute(),
        tell: other(side),
        detail: `nova resposta sobre o problema${proposed}.`,
        message: proposal ? 'Resposta e proposta enviadas.' : 'Resposta enviada.',
      };
    },
  );
}

/** Accepting the other side's latest proposal resolves the problem by agreement. */
export async function acceptProposal(
  db: DB,
  notifier: Notifier,
  userId: string,
  input: { orderId: string; replyId: number },
  now = new Date(),
) {
  return problemStep(db, notifier, userId, input.orderId, now, (trx, { side, replies, can }, at) => {
    const reply = replies.find((r) => r.id === input.replyId);
    if (reply?.author_id === userId)
      throw new RuleError('CONFLICT', 'Você não pode aceitar a própria proposta.');
    if (!reply?.proposal || can.accept !== reply.id)
      throw new RuleError('CONFLICT', 'Esta proposta não está mais valendo: aceite a mais recente.');
    const what = outcomeText(reply.proposal, reply.proposal_cents);
    const next = outcomeNeedsSeller(reply.proposal) ? ' O comprador confirma quando estiver feito.' : '';
    return {
      set: {
        status: 'resolvido',
        outcome: reply.proposal,
        outcome_cents: reply.proposal_cents,
        resolved_by: 'acordo',
        resolved_at: at,
      },
      also: () =>
        trx.updateTable('problem_replies').set({ accepted_at: at }).where('id', '=', reply.id).execute(),
      tell: other(side),
      detail: `proposta aceita: ${what}.${next}`,
      message: `Proposta aceita: ${what}. Problema resolvido por acordo.`,
      settles: reply.proposal,
    };
  });
}

/** 'Pedir mediação': after an answer, or once the answer's deadline passed without one. */
export async function requestMediation(
  db: DB,
  notifier: Notifier,
  userId: string,
  orderId: string,
  now = new Date(),
) {
  return problemStep(db, notifier, userId, orderId, now, (trx, { side, problem, state }, at) => {
    if (problem.status === 'em_mediacao') throw new RuleError('CONFLICT', 'A mediação já foi pedida.');
    if (!mayRequestMediation(state, now))
      throw new RuleError(
        'CONFLICT',
        problem.status === 'resolvido'
          ? 'Este problema já foi resolvido.'
          : `A mediação pode ser pedida depois da resposta da outra parte ou a partir de ${brazilDayMonth(problem.answer_due_at)}.`,
      );
    return {
      set: { status: 'em_mediacao', mediation_requested_by: userId, mediation_requested_at: at },
      also: auditPartyStep(trx, 'problem.mediation_request', userId, problem.id, now),
      tell: other(side),
      detail: 'mediação pedida: a moderação vai analisar o problema.',
      message: 'Mediação pedida. A moderação vai analisar o pedido e decidir.',
    };
  });
}

/** 'Confirmar que recebi': the buyer says the seller did what was agreed or decided. */
export async function confirmOutcome(
  db: DB,
  notifier: Notifier,
  userId: string,
  orderId: string,
  now = new Date(),
) {
  return problemStep(db, notifier, userId, orderId, now, (trx, { can, problem }, at) => {
    if (!can.confirm) throw new RuleError('CONFLICT', 'Não há nada a confirmar neste problema.');
    return {
      set: { outcome_confirmed_at: at },
      also: auditPartyStep(trx, 'problem.outcome_confirm', userId, problem.id, now),
      tell: 'seller',
      detail: 'o comprador confirmou que recebeu o combinado.',
      message: 'Confirmado. Obrigado!',
    };
  });
}

/** The buyer's Pix key for money back: read only by the seller of this order, the buyer and admins. */
export async function setRefundPixKey(
  db: DB,
  notifier: Notifier,
  userId: string,
  input: { orderId: string; pixKey: string },
  now = new Date(),
) {
  return problemStep(db, notifier, userId, input.orderId, now, (_trx, { can }) => {
    if (!can.setPixKey)
      throw new RuleError('CONFLICT', 'Só o comprador informa a chave Pix para a devolução.');
    return {
      set: { refund_pix_key: input.pixKey },
      tell: 'seller',
      detail: 'o comprador informou a chave Pix para a devolução.',
      message: 'Chave Pix enviada ao vendedor.',
    };
  });
}
