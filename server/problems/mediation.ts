import type { DB, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { formatPrice } from '../../shared/format.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { ORDER_STATUS_LABELS } from '../../shared/order-status.ts';
import { PROBLEM_REASON_LABELS, type ProblemOutcome } from '../../shared/problems.ts';
import { auditReadOnce, writeAudit } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { findOrder, findProblem, namesOf } from './repository.ts';
import { outcomeNeedsSeller } from './rules.ts';
import { outcomeText, tellParty } from './service.ts';
import { settleOnOrder } from './settlement.ts';
import { problemViews } from './view.ts';

// Mediation in the admin area (docs/product/admin.md#mediation): the queue of problems whose
// parties asked for it, oldest request first; a case's whole timeline; and the decision both
// parties read as 'Decisão da moderação', written with its audit entry in one transaction.

const caseNotFound = () => new RuleError('NOT_FOUND', 'Problema não encontrado.');

export async function mediationQueue(db: Executor) {
  const rows = await db
    .selectFrom('order_problems as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('profiles as b', 'b.user_id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.user_id', 'o.seller_id')
    .select([
      'p.id',
      'p.order_id',
      'p.reason',
      'p.mediation_requested_at',
      'p.mediation_requested_by',
      'o.buyer_id',
      'o.total_cents',
      'b.name as buyer_name',
      's.name as seller_name',
    ])
    .where('p.status', '=', 'em_mediacao')
    .orderBy('p.mediation_requested_at')
    .orderBy('p.id')
    .limit(QUEUE_MAX)
    .execute();
  return rows.map((r) => ({
    problemId: r.id,
    orderId: r.order_id,
    orderNumber: orderNumber(r.order_id),
    reason: r.reason,
    requestedAt: r.mediation_requested_at ?? '',
    requestedBy: r.mediation_requested_by === r.buyer_id ? ('buyer' as const) : ('seller' as const),
    buyerName: r.buyer_name,
    sellerName: r.seller_name,
    totalCents: r.total_cents,
  }));
}

const QUEUE_MAX = 200;

type Actor = 'buyer' | 'seller' | 'admin' | null;
interface TimelineEntry {
  at: string;
  kind: 'pedido' | 'problema' | 'resposta' | 'mediacao' | 'decisao' | 'mensagem' | 'embalagem';
  actor: Actor;
  actorName: string | null;
  text: string;
}

/** Every step of the order with who and when: its events, the problem, the messages, the packing photos. */
async function timelineOf(db: Executor, order: { id: string; buyer_id: string; seller_id: string }) {
  const [events, messages, packing] = await Promise.all([
    db
      .selectFrom('order_events')
      .select(['status', 'note', 'actor_id', 'created_at'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.sender_id', 'm.body', 'm.created_at'])
      .where('c.order_id', '=', order.id)
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('evidence_photos')
      .select(['uploaded_by', 'received_at'])
      .where('order_id', '=', order.id)
      .where('purpose', '=', 'packing')
      .orderBy('received_at')
      .execute(),
  ]);
  const names = await namesOf(db, [
    order.buyer_id,
    order.seller_id,
    ...events.flatMap((e) => (e.actor_id ? [e.actor_id] : [])),
  ]);
  const actor = (id: string | null): Actor =>
    id === null ? null : id === order.buyer_id ? 'buyer' : id === order.seller_id ? 'seller' : 'admin';
  const entry = (
    at: string,
    kind: TimelineEntry['kind'],
    id: string | null,
    text: string,
  ): TimelineEntry => ({
    at,
    kind,
    actor: actor(id),
    actorName: id ? (names.get(id) ?? 'Membro') : null,
    text,
  });
  return [
    ...events.map((e) =>
      entry(
        e.created_at,
        'pedido',
        e.actor_id,
        `${ORDER_STATUS_LABELS[e.status]}${e.note ? `: ${e.note}` : ''}`,
      ),
    ),
    ...messages.map((m) => entry(m.created_at, 'mensagem', m.sender_id, m.body)),
    ...packing.map((p) => entry(p.received_at, 'embalagem', p.uploaded_by, 'Foto da embalagem recebida')),
  ];
}

/**
 * A case as the moderation reads it: the order, the problem's thread and the whole timeline. The
 * parties' private words, photos and Pix key are read here, so the look is audited: who and when
 * (once an hour per admin and case, server/accounts/audit.ts).
 */
export async function mediationCase(
  db: DB,
  problemId: string,
  admin: { id: string; ip: string | null },
  now = new Date(),
) {
  const problem = await findProblem(db, problemId);
  const order = problem ? await findOrder(db, problem.order_id) : undefined;
  if (!problem || !order) throw caseNotFound();
  await auditReadOnce(
    db,
    {
      actorId: admin.id,
      ip: admin.ip,
      action: 'problem.view',
      targetType: 'problem',
      targetId: problem.id,
      reason: null,
      details: { label: `Pedido ${orderNumber(order.id)}`, orderId: order.id },
    },
    now,
  );
  const [view] = await problemViews(db, order, [problem]);
  if (!view) throw caseNotFound();
  const names = await namesOf(db, [order.buyer_id, order.seller_id]);
  const timeline = await timelineOf(db, order);
  const packingPhotos = await db
    .selectFrom('evidence_photos')
    .select(['url', 'received_at as receivedAt'])
    .where('order_id', '=', order.id)
    .where('purpose', '=', 'packing')
    .orderBy('received_at')
    .execute();
  const problemSteps: TimelineEntry[] = [
    {
      at: view.createdAt,
      kind: 'problema',
      actor: view.openedBy,
      actorName: view.openedByName,
      text: `Problema relatado: ${PROBLEM_REASON_LABELS[view.reason]}`,
    },
    ...view.replies.map((r) => ({
      at: r.createdAt,
      kind: 'resposta' as const,
      actor: r.author,
      actorName: r.authorName,
      text: r.proposal ? `Resposta com proposta: ${outcomeText(r.proposal, r.proposalCents)}` : 'Resposta',
    })),
    ...(view.mediationRequestedAt
      ? [
          {
            at: view.mediationRequestedAt,
            kind: 'mediacao' as const,
            actor: view.mediationRequestedBy,
            actorName:
              names.get(view.mediationRequestedBy === 'seller' ? order.seller_id : order.buyer_id) ?? null,
            text: 'Pediu mediação',
          },
        ]
      : []),
  ];
  return {
    order: {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      totalCents: order.total_cents,
      trackingCode: order.tracking_code,
      createdAt: order.created_at,
      buyerName: names.get(order.buyer_id) ?? 'Comprador',
      sellerName: names.get(order.seller_id) ?? 'Vendedor',
    },
    problem: view,
    packingPhotos,
    timeline: [...timeline, ...problemSteps].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

export interface Decision {
  problemId: string;
  outcome: ProblemOutcome;
  cents?: number | null | undefined;
  reason: string;
}

/** 'Decisão da moderação': what the seller must do (if anything), with the reason both read. */
export async function decideMediation(
  db: DB,
  notifier: Notifier,
  admin: { id: string; ip: string | null },
  input: Decision,
  now = new Date(),
) {
  return inTransaction(db, async (trx) => {
    const problem = await findProblem(trx, input.problemId);
    const order = problem ? await findOrder(trx, problem.order_id) : undefined;
    if (!problem || !order) throw caseNotFound();
    if (problem.status !== 'em_mediacao')
      throw new RuleError('CONFLICT', 'Este problema não está em mediação (já foi decidido ou resolvido).');
    const cents = centsOf(input, order.total_cents);
    const at = now.toISOString();
    const changed = await trx
      .updateTable('order_problems')
      .set({
        status: 'resolvido',
        outcome: input.outcome,
        outcome_cents: cents,
        resolved_by: 'moderacao',
        resolved_at: at,
        decision_text: input.reason,
        decided_by: admin.id,
        updated_at: at,
      })
      .where('id', '=', problem.id)
      .where('status', '=', 'em_mediacao')
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) throw new RuleError('CONFLICT', 'Este problema já foi decidido.');
    const what = outcomeText(input.outcome, cents);
    await writeAudit(
      trx,
      {
        actorId: admin.id,
        ip: admin.ip,
        action: 'problem.decide',
        targetType: 'problem',
        targetId: problem.id,
        reason: input.reason,
        details: {
          label: `Pedido ${orderNumber(order.id)}`,
          orderId: order.id,
          outcome: input.outcome,
          cents,
        },
      },
      now,
    );
    const change = await settleOnOrder(
      trx,
      notifier,
      { orderId: order.id, problemId: problem.id, outcome: input.outcome, actor: admin },
      now,
    );
    const next = outcomeNeedsSeller(input.outcome) ? ' O comprador confirma quando estiver feito.' : '';
    for (const side of ['buyer', 'seller'] as const)
      await tellParty(
        trx,
        notifier,
        order,
        side,
        admin.id,
        `decisão da moderação: ${what}.${next}${change}`,
        now,
      );
    return { message: `Decisão registrada: ${what}.${change}` };
  });
}

function centsOf(input: Decision, totalCents: number): number | null {
  if (input.outcome === 'devolver') return totalCents;
  if (input.outcome !== 'desconto') return null;
  const cents = input.cents ?? 0;
  if (cents > totalCents)
    throw new RuleError(
      'BAD_REQUEST',
      `O desconto não pode passar do total do pedido (${formatPrice(totalCents)}).`,
      {
        field: 'cents',
      },
    );
  return cents;
}
