import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_AUDIT_WINDOW_MS } from '../../server/accounts/audit.ts';
import { mediationCase } from '../../server/problems/mediation.ts';
import { orderNumber } from '../../shared/order-number.ts';
import type { TestDb } from '../helpers/db.ts';
import { createOrder } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';
import {
  detailsOf,
  evidence,
  freshProblemWorld,
  type ProblemWorld,
  problemIdOf,
} from './problems-helpers.ts';

// Mediation in the admin area (docs/product/admin.md#mediation): the queue oldest first, a case's
// whole timeline, the decision both parties read, and its audit entry.

let t: TestDb;
let w: ProblemWorld;
beforeEach(async () => ({ t, w } = await freshProblemWorld()));
afterEach(() => t.close());

/** A 'Não recebi' with a photo, answered by the seller with a photo, then sent to mediation by the buyer. */
async function mediated(orderId = w.orderId) {
  const [mine] = await evidence(t, orderId, w.buyer, 1);
  const [theirs] = await evidence(t, orderId, w.seller, 1);
  await w
    .as(w.buyer)
    .problems.open({ orderId, reason: 'nao_recebi', text: 'Não chegou.', photos: [mine ?? ''] });
  await w.as(w.seller).problems.reply({ orderId, text: 'Postei no dia seguinte.', photos: [theirs ?? ''] });
  await w.as(w.buyer).problems.requestMediation({ orderId });
  return { problemId: await problemIdOf(t, orderId), photos: [mine, theirs] };
}

async function orderConversation(orderId: string, body: string) {
  const id = randomUUID();
  const [a, b] = [w.buyer.id, w.seller.id].sort();
  const at = new Date().toISOString();
  await t.db
    .insertInto('conversations')
    .values({
      id,
      user_a: a ?? '',
      user_b: b ?? '',
      subject: `order:${orderId}`,
      book_id: null,
      order_id: orderId,
      created_by: w.buyer.id,
      created_at: at,
      last_message_at: at,
    })
    .execute();
  await t.db
    .insertInto('messages')
    .values({ conversation_id: id, sender_id: w.buyer.id, body, created_at: at })
    .execute();
}

describe('admin.mediation', () => {
  it('lists the cases oldest request first, for admins only', async () => {
    const later = await createOrder(t.db, { buyerId: w.buyer.id, sellerId: w.seller.id, status: 'entregue' });
    const first = await mediated();
    const second = await mediated(later.orderId);
    await t.db
      .updateTable('order_problems')
      .set({ mediation_requested_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', second.problemId)
      .execute();
    const queue = await w.as(w.admin).admin.mediation.queue();
    expect(queue.map((c) => c.problemId)).toEqual([second.problemId, first.problemId]);
    expect(queue[1]).toMatchObject({
      reason: 'nao_recebi',
      requestedBy: 'buyer',
      buyerName: 'Comprador',
      sellerName: 'Vendedora',
    });
    for (const user of [w.buyer, w.seller, w.stranger])
      expect(await errorOf(w.as(user).admin.mediation.queue())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(w.as(null).admin.mediation.queue())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('shows the whole timeline: order steps, tracking code, messages about the order, both sides’ photos and packing', async () => {
    await orderConversation(w.orderId, 'Oi, já enviou?');
    const [packing] = await evidence(t, w.orderId, w.seller, 1, 'packing');
    const { problemId, photos } = await mediated();
    const view = await w.as(w.admin).admin.mediation.case({ problemId });
    expect(view.order).toMatchObject({
      trackingCode: 'AA123456785BR',
      totalCents: 5200,
      buyerName: 'Comprador',
    });
    expect(view.problem.photos.map((p) => p.url)).toEqual([photos[0]]);
    expect(view.problem.replies[0]?.photos.map((p) => p.url)).toEqual([photos[1]]);
    expect(view.packingPhotos.map((p) => p.url)).toEqual([packing]);
    const kinds = view.timeline.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['pedido', 'mensagem', 'embalagem', 'problema', 'resposta', 'mediacao']),
    );
    expect(view.timeline.find((e) => e.kind === 'mensagem')).toMatchObject({
      actor: 'buyer',
      actorName: 'Comprador',
      text: 'Oi, já enviou?',
    });
    expect(view.timeline.find((e) => e.kind === 'mediacao')).toMatchObject({
      actor: 'buyer',
      text: 'Pediu mediação',
    });
    const times = view.timeline.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(await errorOf(w.as(w.admin).admin.mediation.case({ problemId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(w.as(w.seller).admin.mediation.case({ problemId }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('decides with a reason both parties read, audited; a discount above the total and a second decision are refused', async () => {
    const { problemId } = await mediated();
    const admin = w.as(w.admin).admin.mediation;
    const reason = 'O rastreio mostra a entrega em outro endereço.';
    expect(
      await errorOf(admin.decide({ problemId, outcome: 'desconto', cents: 5201, reason })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'O desconto não pode passar do total do pedido (R$ 52,00).',
    });
    expect(await errorOf(admin.decide({ problemId, outcome: 'devolver', reason: 'curto' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(
      await errorOf(w.as(w.buyer).admin.mediation.decide({ problemId, outcome: 'nada', reason })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await admin.decide({ problemId, outcome: 'devolver', reason })).toEqual({
      message:
        'Decisão registrada: Devolver o valor (R$ 52,00). O pedido foi cancelado: o valor total volta para o comprador.',
    });
    for (const user of [w.buyer, w.seller]) {
      const seen = await w.as(user).problems.forOrder({ orderId: w.orderId });
      expect(seen.problems[0]).toMatchObject({
        status: 'resolvido',
        resolvedBy: 'moderacao',
        outcome: 'devolver',
        outcomeCents: 5200,
        decisionText: reason,
      });
      expect((await detailsOf(t, user.id)).at(-1)).toBe(
        'decisão da moderação: Devolver o valor (R$ 52,00). O comprador confirma quando estiver feito. O pedido foi cancelado: o valor total volta para o comprador.',
      );
    }
    const audited = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    // Every step of the mediation is in the audit log: who asked for it, the decision, the confirmation.
    expect(await audited()).toEqual([
      expect.objectContaining({
        action: 'problem.mediation_request',
        actor_id: expect.any(String),
        target_type: 'problem',
        target_id: problemId,
      }),
      expect.objectContaining({
        action: 'problem.decide',
        actor_id: w.admin.id,
        target_type: 'problem',
        target_id: problemId,
        reason,
      }),
      // The refund ended the order, audited with the decision (problem-outcomes.test.ts).
      expect.objectContaining({ action: 'problem.order_cancel', actor_id: w.admin.id, target_id: problemId }),
    ]);
    expect(await errorOf(admin.decide({ problemId, outcome: 'nada', reason }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await admin.queue()).length).toBe(0);
    // The buyer then confirms the refund happened.
    const buyer = w.as(w.buyer).problems;
    expect((await buyer.forOrder({ orderId: w.orderId })).can).toMatchObject({ confirm: true });
    await buyer.confirmOutcome({ orderId: w.orderId });
    expect((await audited()).at(-1)).toMatchObject({
      action: 'problem.outcome_confirm',
      actor_id: w.buyer.id,
      target_id: problemId,
    });
  });

  it('audits an admin’s look at a case, once an hour per admin and case, readable in the audit list', async () => {
    const { problemId } = await mediated();
    const admin = w.as(w.admin).admin;
    const views = () =>
      t.db.selectFrom('audit_log').selectAll().where('action', '=', 'problem.view').orderBy('id').execute();
    await admin.mediation.case({ problemId });
    await admin.mediation.case({ problemId });
    expect(await views()).toEqual([
      expect.objectContaining({ actor_id: w.admin.id, target_type: 'problem', target_id: problemId }),
    ]);
    // A refused read leaves nothing; a look an hour later is a new entry.
    await errorOf(w.as(w.seller).admin.mediation.case({ problemId }));
    await mediationCase(
      t.db,
      problemId,
      { id: w.admin.id, ip: null },
      new Date(Date.now() + READ_AUDIT_WINDOW_MS + 1000),
    );
    expect(await views()).toHaveLength(2);
    const listed = await admin.audit.list({ action: 'problem.view' });
    expect(listed.items[0]).toMatchObject({
      action: 'problem.view',
      actorName: 'Moderadora',
      targetType: 'problem',
      details: { label: `Pedido ${orderNumber(w.orderId)}`, orderId: w.orderId },
    });
  });
});
