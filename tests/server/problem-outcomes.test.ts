import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOrderDeadlines } from '../../server/orders/deadlines.ts';
import { addDays, ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import { orderNextStep } from '../../shared/order-next-step.ts';
import type { TestDb } from '../helpers/db.ts';
import { createOrder } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';
import {
  detailsOf,
  freshProblemWorld,
  type ProblemWorld,
  problemIdOf,
  problemWorld,
} from './problems-helpers.ts';

// What a problem's settled outcome does to its order (docs/product/problems.md#outcomes-and-the-order):
// 'Devolver o valor' ends it as 'Cancelado' and takes the sale back, 'Reenviar' restarts the
// delivery clock of an order 'Enviado', a discount keeps the sale.

let t: TestDb;
let w: ProblemWorld;
beforeEach(async () => ({ t, w } = await freshProblemWorld()));
afterEach(() => t.close());

const ratings = { overall: 5, communication: 5, shipping: 5, condition: 5, isAnonymous: false };
const CANCELLED = ' O pedido foi cancelado: o valor total volta para o comprador.';

async function orderRow(orderId = w.orderId) {
  return t.db
    .selectFrom('orders')
    .select(['status', 'status_since'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function bookOf(orderId = w.orderId) {
  return t.db
    .selectFrom('books')
    .innerJoin('order_items', 'order_items.book_id', 'books.id')
    .select(['books.status', 'books.work_key'])
    .where('order_items.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

const workSales = async (key: string | null) =>
  (
    await t.db
      .selectFrom('work_sales')
      .select('sold_count')
      .where('work_key', '=', key ?? '')
      .executeTakeFirst()
  )?.sold_count ?? 0;

const audited = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** The buyer reports, the seller proposes `outcome`, the buyer accepts: settled by agreement. */
async function agreed(outcome: 'devolver' | 'reenviar' | 'desconto', orderId = w.orderId) {
  await w.as(w.buyer).problems.open({ orderId, reason: 'danificado', text: 'Chegou molhado.', photos: [] });
  const proposal = outcome === 'desconto' ? { outcome, cents: 1000 } : { outcome };
  await w.as(w.seller).problems.reply({ orderId, text: 'Proponho isto.', proposal });
  const replyId = (await w.as(w.buyer).problems.forOrder({ orderId })).can?.accept ?? 0;
  return w.as(w.buyer).problems.accept({ orderId, replyId });
}

/** The same problem sent to mediation and decided by the admin. */
async function decided(outcome: 'devolver' | 'reenviar', orderId = w.orderId) {
  await w.as(w.buyer).problems.open({ orderId, reason: 'nao_recebi', text: 'Não chegou.', photos: [] });
  await w.as(w.seller).problems.reply({ orderId, text: 'Postei.' });
  await w.as(w.buyer).problems.requestMediation({ orderId });
  const reason = 'O rastreio não mostra a entrega.';
  return w.as(w.admin).admin.mediation.decide({ problemId: await problemIdOf(t, orderId), outcome, reason });
}

describe("'Devolver o valor' ends the order", () => {
  it('agreed on a sent order: cancelled with its reason, the sale taken back, the book kept sold, both told, audited', async () => {
    const before = await bookOf();
    expect(await workSales(before.work_key)).toBe(1);
    const started = Date.now();
    expect(await agreed('devolver')).toEqual({
      message: `Proposta aceita: Devolver o valor (R$ 52,00). Problema resolvido por acordo.${CANCELLED}`,
    });
    const order = await orderRow();
    expect(order.status).toBe('cancelado');
    expect(Date.parse(order.status_since ?? '')).toBeGreaterThanOrEqual(started);
    const seen = await w.as(w.seller).orders.byId({ id: w.orderId });
    expect(seen.events.at(-1)).toMatchObject({
      status: 'cancelado',
      note: 'Cancelado: valor devolvido ao comprador',
      actorId: w.buyer.id,
    });
    // The book was sent: it may be lost or with the buyer, so it does not go back on sale by itself.
    expect((await bookOf()).status).toBe('sold');
    expect(await workSales(before.work_key)).toBe(0);
    // Minha Estante still leads the seller from the sold book to the order that explains it.
    const shelf = await w.as(w.seller).books.mine();
    expect(shelf.find((b) => b.status === 'sold')).toMatchObject({ orderId: w.orderId });
    expect((await detailsOf(t, w.seller.id)).at(-1)).toBe(
      `proposta aceita: Devolver o valor (R$ 52,00). O comprador confirma quando estiver feito.${CANCELLED}`,
    );
    expect(await audited('problem.order_cancel')).toEqual([
      expect.objectContaining({ actor_id: w.buyer.id, target_type: 'problem' }),
    ]);
    const [row] = await w.as(w.buyer).orders.list({ role: 'compras' });
    expect(row).toMatchObject({ status: 'cancelado', refunded: true, deadline: null });
    // The buyer still gives the Pix key and confirms the money came back; nothing more to report.
    const problems = await w.as(w.buyer).problems.forOrder({ orderId: w.orderId });
    expect(problems).toMatchObject({ canOpen: false, can: { confirm: true, setPixKey: true } });
    await w.as(w.buyer).problems.confirmOutcome({ orderId: w.orderId });
    // The deadlines job never delivers it later.
    expect(
      await runOrderDeadlines(t.db, t.config, new Date(Date.parse(addDays(order.status_since ?? '', 30)))),
    ).toBe(0);
    expect((await orderRow()).status).toBe('cancelado');
  });

  it('decided on a delivered order: no completed sale in the reputation or the rating, the review window closes', async () => {
    const { orderId } = await createOrder(t.db, {
      buyerId: w.buyer.id,
      sellerId: w.seller.id,
      status: 'entregue',
      priceCents: 4000,
    });
    await t.db
      .updateTable('orders')
      .set({ status_since: new Date().toISOString() })
      .where('id', '=', orderId)
      .execute();
    await w.as(w.buyer).reviews.create({ orderId, ...ratings });
    expect((await w.as(null).reputation.seller({ sellerId: w.seller.id })).completedOrders).toBe(1);
    expect(await decided('devolver', orderId)).toEqual({
      message: `Decisão registrada: Devolver o valor (R$ 52,00).${CANCELLED}`,
    });
    expect((await orderRow(orderId)).status).toBe('cancelado');
    const rep = await w.as(null).reputation.seller({ sellerId: w.seller.id });
    expect(rep).toMatchObject({ completedOrders: 0, isNew: true });
    const rating = await t.db
      .selectFrom('seller_ratings')
      .select(['total_sales', 'total_reviews'])
      .where('seller_id', '=', w.seller.id)
      .executeTakeFirstOrThrow();
    // The review written before stays, revealed now that the window closed; no new one is taken.
    expect(rating).toEqual({ total_sales: 0, total_reviews: 1 });
    expect(await errorOf(w.as(w.seller).reviews.reviewBuyer({ orderId, rating: 3 }))).toMatchObject({
      code: 'CONFLICT',
    });
    for (const user of [w.buyer, w.seller])
      expect((await detailsOf(t, user.id)).some((d) => d.endsWith(CANCELLED))).toBe(true);
    expect(await audited('problem.order_cancel')).toEqual([
      expect.objectContaining({ actor_id: w.admin.id, target_type: 'problem' }),
    ]);
  });

  it('on a paid order not sent, the books never left: they go back on sale as on any cancel', async () => {
    await t.close();
    t = (await freshProblemWorld()).t;
    w = await problemWorld(t, 'pago');
    await agreed('devolver');
    expect((await orderRow()).status).toBe('cancelado');
    expect((await bookOf()).status).toBe('available');
  });

  it('on an order cancelled meanwhile, changes nothing more', async () => {
    await t.close();
    t = (await freshProblemWorld()).t;
    w = await problemWorld(t, 'pago');
    await w
      .as(w.buyer)
      .problems.open({ orderId: w.orderId, reason: 'outro', text: 'Sem resposta.', photos: [] });
    await w.as(w.seller).orders.cancel({ id: w.orderId });
    await w
      .as(w.seller)
      .problems.reply({ orderId: w.orderId, text: 'Devolvo.', proposal: { outcome: 'devolver' } });
    const replyId = (await w.as(w.buyer).problems.forOrder({ orderId: w.orderId })).can?.accept ?? 0;
    expect((await w.as(w.buyer).problems.accept({ orderId: w.orderId, replyId })).message).not.toContain(
      'O pedido foi cancelado',
    );
    expect(await audited('problem.order_cancel')).toEqual([]);
    const events = await w.as(w.buyer).orders.byId({ id: w.orderId });
    expect(events.events.filter((e) => e.status === 'cancelado')).toHaveLength(1);
  });

  it('a discount keeps the sale: the order is delivered by its deadline as before', async () => {
    await agreed('desconto');
    const order = await orderRow();
    expect(order.status).toBe('enviado');
    const due = addDays(order.status_since ?? '', ORDER_DEADLINES.deliveredAfterShippingDays);
    await runOrderDeadlines(t.db, t.config, new Date(Date.parse(due) + 60_000));
    expect((await orderRow()).status).toBe('entregue');
  });
});

describe("'Reenviar' restarts the delivery clock", () => {
  /** Sent 10 days ago, so the old clock would deliver it in 4 days. */
  async function sentDaysAgo(days: number) {
    const since = addDays(new Date().toISOString(), -days);
    await t.db.updateTable('orders').set({ status_since: since }).where('id', '=', w.orderId).execute();
    return since;
  }

  it('agreed on a sent order: 14 days again from the settlement, the page and the notices say the new date', async () => {
    const oldSince = await sentDaysAgo(10);
    // The old clock's notice a day before was already given.
    const oldDue = Date.parse(addDays(oldSince, ORDER_DEADLINES.deliveredAfterShippingDays));
    await t.db
      .insertInto('order_deadline_notices')
      .values({ order_id: w.orderId, key: 'entrega:aviso', created_at: oldSince })
      .execute();
    const result = await agreed('reenviar');
    expect(result.message).toContain('O prazo de entrega recomeça: o pedido será marcado como entregue em');
    const order = await orderRow();
    expect(order.status).toBe('enviado');
    expect(order.status_since && order.status_since > oldSince).toBe(true);
    const seen = await w.as(w.buyer).orders.byId({ id: w.orderId });
    expect(seen.events.at(-1)).toMatchObject({
      status: 'enviado',
      note: 'Reenvio combinado: o prazo de entrega recomeça',
    });
    const newDue = addDays(order.status_since ?? '', ORDER_DEADLINES.deliveredAfterShippingDays);
    const sentence = orderNextStep(
      {
        ...seen,
        statusSince: seen.statusSince ?? '',
        handoverBuyerAt: null,
        handoverSellerAt: null,
        problemOpen: false,
      },
      'buyer',
    );
    expect(sentence).toContain(
      new Intl.DateTimeFormat('pt-BR', {
        day: '2-digit',
        month: '2-digit',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(newDue)),
    );
    // At the old deadline nothing happens; the new clock warns again a day before, then delivers.
    expect(await runOrderDeadlines(t.db, t.config, new Date(oldDue + 60_000))).toBe(0);
    expect((await orderRow()).status).toBe('enviado');
    await runOrderDeadlines(t.db, t.config, new Date(Date.parse(newDue) - 60 * 60_000));
    expect((await detailsOf(t, w.buyer.id)).at(-1)).toMatch(/^Falta 1 dia para o prazo/);
    await runOrderDeadlines(t.db, t.config, new Date(Date.parse(newDue) + 60_000));
    expect((await orderRow()).status).toBe('entregue');
    expect(await audited('problem.order_resend')).toEqual([
      expect.objectContaining({ actor_id: w.buyer.id, target_type: 'problem' }),
    ]);
  });

  it('decided on a sent order restarts it too', async () => {
    await sentDaysAgo(13);
    expect((await decided('reenviar')).message).toContain('O prazo de entrega recomeça');
    const due = addDays((await orderRow()).status_since ?? '', ORDER_DEADLINES.deliveredAfterShippingDays);
    expect(Date.parse(due)).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
  });

  it('on a delivered order: it stays delivered, and the buyer’s confirmation closes the problem', async () => {
    const { orderId } = await createOrder(t.db, {
      buyerId: w.buyer.id,
      sellerId: w.seller.id,
      status: 'entregue',
    });
    const since = (await orderRow(orderId)).status_since;
    const result = await agreed('reenviar', orderId);
    expect(result.message).toBe('Proposta aceita: Reenviar. Problema resolvido por acordo.');
    expect(await orderRow(orderId)).toEqual({ status: 'entregue', status_since: since });
    expect((await w.as(w.buyer).problems.forOrder({ orderId })).can).toMatchObject({ confirm: true });
    await w.as(w.buyer).problems.confirmOutcome({ orderId });
    expect((await w.as(w.buyer).problems.forOrder({ orderId })).can).toMatchObject({ confirm: false });
    expect(await audited('problem.order_resend')).toEqual([]);
  });
});
