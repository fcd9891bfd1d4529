import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { runOrderDeadlines } from '../../server/orders/deadlines.ts';
import { reportPayment } from '../../server/orders/transitions.ts';
import { addDays } from '../../shared/order-deadlines.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// The orders' deadlines job (docs/product/orders.md#deadlines) with a controllable clock: each
// deadline before, at and after its moment, the notice a day before, once only.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

/** 12:00 in Brasília on 01/12: deadlines fall on readable days. */
const T0 = '2026-12-01T15:00:00.000Z';
const at = (days: number, ms = 0) => new Date(Date.parse(addDays(T0, days)) + ms);
const run = (days: number, ms = 0) => runOrderDeadlines(t.db, t.config, at(days, ms));

type Status = 'aguardando_pagamento' | 'pago' | 'enviado';
async function orderSince(status: Status, opts: { pickup?: boolean } = {}) {
  const { orderId, bookId } = await createOrder(t.db, {
    buyerId: buyer.id,
    sellerId: seller.id,
    status,
    ...opts,
  });
  await t.db.updateTable('orders').set({ status_since: T0 }).where('id', '=', orderId).execute();
  return { id: orderId, bookId };
}

const statusOf = async (id: string) =>
  (
    await t.db
      .selectFrom('orders')
      .select(['status', 'status_since'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

async function told(userId: string) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['detail', 'actor_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'order_status')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.detail);
}

async function automaticEvents(id: string) {
  return t.db
    .selectFrom('order_events')
    .select(['status', 'note'])
    .where('order_id', '=', id)
    .where('actor_id', 'is', null)
    .execute();
}

const bookStatus = async (bookId: string) =>
  (await t.db.selectFrom('books').select('status').where('id', '=', bookId).executeTakeFirstOrThrow()).status;

describe("'Aguardando pagamento'", () => {
  it('warns both parties a day before, cancels at 3 days with the books back on sale, once', async () => {
    const { id, bookId } = await orderSince('aguardando_pagamento');
    expect(await run(2, -1)).toBe(0);
    expect(await run(2)).toBe(1);
    expect(await run(2, 1000)).toBe(0);
    const warning =
      'Falta 1 dia para o prazo. Se o pagamento não for confirmado até 04/12, o pedido será cancelado';
    expect(await told(buyer.id)).toEqual([warning]);
    expect(await told(seller.id)).toEqual([warning]);

    expect(await run(3, -1)).toBe(0);
    expect(await statusOf(id)).toBe('aguardando_pagamento');
    expect(await run(3)).toBe(1);
    expect(await run(3, 1)).toBe(0);
    expect(await statusOf(id)).toBe('cancelado');
    const note = 'Cancelado automaticamente: pagamento não confirmado em 3 dias';
    expect(await automaticEvents(id)).toEqual([{ status: 'cancelado', note }]);
    expect(await told(buyer.id)).toEqual([warning, note]);
    expect(await told(seller.id)).toEqual([warning, note]);
    expect(await bookStatus(bookId)).toBe('available');
    expect(await run(10)).toBe(0);
  });

  it('e-mails each notice to both parties', async () => {
    await orderSince('aguardando_pagamento');
    await run(2);
    const mail = await t.db.selectFrom('outbox').select(['user_id', 'subject']).orderBy('id').execute();
    expect(mail).toEqual([
      expect.objectContaining({ user_id: buyer.id, subject: expect.stringContaining('até 04/12') }),
      expect.objectContaining({ user_id: seller.id, subject: expect.stringContaining('até 04/12') }),
    ]);
  });

  it("extends the deadline once by 2 days after 'Já paguei', and tells the seller to confirm by then", async () => {
    const { id } = await orderSince('aguardando_pagamento');
    await reportPayment(t.db, id, buyer.id, createNotifier(t.config), at(1));
    expect(await told(seller.id)).toEqual([
      'Comprador informou o pagamento via Pix. Confirme o pagamento até 06/12, ou o pedido será cancelado',
    ]);
    expect(await run(3)).toBe(0);
    expect(await statusOf(id)).toBe('aguardando_pagamento');
    expect(await run(4)).toBe(1);
    expect((await told(buyer.id)).at(-1)).toBe(
      'Falta 1 dia para o prazo. Se o pagamento não for confirmado até 06/12, o pedido será cancelado',
    );
    expect(await run(5, -1)).toBe(0);
    expect(await run(5)).toBe(1);
    expect(await automaticEvents(id)).toEqual([
      { status: 'cancelado', note: 'Cancelado automaticamente: pagamento não confirmado em 5 dias' },
    ]);
  });

  it("still ends a suspended seller's order, the books waiting hidden, and the buyer is told", async () => {
    const { id, bookId } = await orderSince('aguardando_pagamento');
    await t.db.updateTable('users').set({ suspended_at: T0 }).where('id', '=', seller.id).execute();
    await t.db.updateTable('users').set({ deleted_at: T0 }).where('id', '=', buyer.id).execute();
    expect(await run(3)).toBe(1);
    expect(await statusOf(id)).toBe('cancelado');
    expect(await bookStatus(bookId)).toBe('hidden');
    expect(await told(seller.id)).toEqual(['Cancelado automaticamente: pagamento não confirmado em 3 dias']);
  });
});

describe("'Pago' and not sent", () => {
  it('tells the buyer they may cancel at 7 days and cancels at 14', async () => {
    const { id, bookId } = await orderSince('pago');
    expect(await run(6)).toBe(1);
    expect(await told(buyer.id)).toEqual([
      'Falta 1 dia para o prazo. Se o pedido não for enviado até 08/12, você poderá cancelar o pedido; se não for enviado até 15/12, ele será cancelado automaticamente',
    ]);
    expect((await told(seller.id))[0]).toContain('o comprador poderá cancelar o pedido');
    expect(await run(7)).toBe(1);
    expect(await run(7, 1)).toBe(0);
    expect((await told(buyer.id)).at(-1)).toBe(
      'O prazo terminou: você já pode cancelar o pedido. Se o pedido não for enviado até 15/12, ele será cancelado automaticamente',
    );
    expect(await statusOf(id)).toBe('pago');
    expect(await run(13)).toBe(1);
    expect(await run(14, -1)).toBe(0);
    expect(await run(14)).toBe(1);
    expect(await automaticEvents(id)).toEqual([
      { status: 'cancelado', note: 'Cancelado automaticamente: pedido não enviado em 14 dias' },
    ]);
    expect(await bookStatus(bookId)).toBe('available');
  });

  it('opens no transaction again for a notice already given', async () => {
    await orderSince('pago');
    expect(await run(8)).toBe(1);
    const kinds: string[] = [];
    const watch: KyselyPlugin = {
      transformQuery: (args) => {
        kinds.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    expect(await runOrderDeadlines(t.db.withPlugin(watch), t.config, at(8, 60_000))).toBe(0);
    expect(kinds).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });

  it('cancels at once, without the moot notice, when the job first runs past both deadlines', async () => {
    const { id } = await orderSince('pago');
    expect(await run(20)).toBe(1);
    expect(await statusOf(id)).toBe('cancelado');
    expect(await told(buyer.id)).toEqual(['Cancelado automaticamente: pedido não enviado em 14 dias']);
  });

  it('holds a pickup 10 days before the buyer may cancel', async () => {
    const { id } = await orderSince('pago', { pickup: true });
    expect(await run(9, -1)).toBe(0);
    expect(await run(9)).toBe(1);
    expect(await run(10)).toBe(1);
    expect((await told(buyer.id)).at(-1)).toBe(
      'O prazo terminou: você já pode cancelar o pedido. Se os livros não forem entregues em mãos até 15/12, ele será cancelado automaticamente',
    );
    expect(await run(14)).toBe(1);
    expect(await automaticEvents(id)).toEqual([
      { status: 'cancelado', note: 'Cancelado automaticamente: livros não entregues em mãos em 14 dias' },
    ]);
  });
});

describe("the buyer's cancel of a paid order", () => {
  const since = (id: string, daysAgo: number) =>
    t.db
      .updateTable('orders')
      .set({ status_since: addDays(new Date().toISOString(), -daysAgo) })
      .where('id', '=', id)
      .execute();

  it('is refused, and not offered, until the order is late; the seller may cancel at any time', async () => {
    const { id } = await orderSince('pago');
    await since(id, 1);
    const asBuyer = callerFor(t, buyer);
    await expect(asBuyer.orders.cancel({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Você poderá cancelar este pedido a partir de \d\d\/\d\d, se o pedido não for enviado até lá\. O vendedor ainda pode cancelá-lo\.$/,
      ),
    });
    expect((await asBuyer.orders.byId({ id })).actions).toEqual([]);
    expect((await callerFor(t, seller).orders.byId({ id })).actions).toEqual(['ship', 'cancel']);

    await since(id, 7.01);
    expect((await asBuyer.orders.byId({ id })).actions).toEqual(['cancel']);
    expect(await asBuyer.orders.cancel({ id })).toEqual({ status: 'cancelado' });

    const other = await orderSince('pago');
    await since(other.id, 1);
    expect(await callerFor(t, seller).orders.cancel({ id: other.id })).toEqual({ status: 'cancelado' });
  });
});

async function openProblem(orderId: string, status = 'aberto') {
  const id = crypto.randomUUID();
  await t.db
    .insertInto('order_problems')
    .values({
      id,
      order_id: orderId,
      opened_by: buyer.id,
      reason: 'nao_recebi',
      text: 'O pacote não chegou.',
      status,
      answer_due_at: addDays(T0, 3),
      created_at: T0,
      updated_at: T0,
    } as never)
    .execute();
  return id;
}

describe("'Enviado' and pickups confirmed by one side", () => {
  it("becomes 'entregue' 14 days after sending, as a confirmation would", async () => {
    const { id } = await orderSince('enviado');
    expect(await run(13)).toBe(1);
    expect(await told(buyer.id)).toEqual([
      'Falta 1 dia para o prazo. Se você não confirmar a entrega nem relatar um problema até 15/12, o pedido será marcado como entregue',
    ]);
    expect(await told(seller.id)).toEqual([
      'Falta 1 dia para o prazo. Se o comprador não relatar um problema até 15/12, o pedido será marcado como entregue',
    ]);
    expect(await run(14, -1)).toBe(0);
    expect(await run(14)).toBe(1);
    expect(await statusOf(id)).toBe('entregue');
    expect(await automaticEvents(id)).toEqual([
      {
        status: 'entregue',
        note: 'Marcado como entregue automaticamente: 14 dias após o envio, sem problema relatado',
      },
    ]);
    // Delivered: the buyer may now review it, as after their own confirmation.
    expect((await callerFor(t, buyer).orders.byId({ id })).actions).toContain('review');
  });

  it('waits while a problem is open, and delivers at the next run once it is resolved', async () => {
    const { id } = await orderSince('enviado');
    const problem = await openProblem(id);
    expect(await run(13)).toBe(0);
    expect(await run(20)).toBe(0);
    expect(await statusOf(id)).toBe('enviado');
    await openProblem(id, 'resolvido');
    expect(await run(20)).toBe(0);
    await t.db.updateTable('order_problems').set({ status: 'resolvido' }).where('id', '=', problem).execute();
    expect(await run(20)).toBe(1);
    expect(await statusOf(id)).toBe('entregue');
  });

  it('delivers a pickup 3 days after the first side confirmed the handover', async () => {
    const { id } = await orderSince('pago', { pickup: true });
    await t.db
      .updateTable('orders')
      .set({ handover_seller_at: addDays(T0, 1) })
      .where('id', '=', id)
      .execute();
    expect(await run(3)).toBe(1);
    expect(await run(4, -1)).toBe(0);
    expect(await run(4)).toBe(1);
    expect(await statusOf(id)).toBe('entregue');
    expect(await automaticEvents(id)).toEqual([
      {
        status: 'entregue',
        note: 'Marcado como entregue automaticamente: 3 dias após a confirmação da entrega em mãos',
      },
    ]);
  });
});

describe('the job against the members and itself', () => {
  it('fires once when two runners race', async () => {
    const { id } = await orderSince('aguardando_pagamento');
    const done = await Promise.all([run(3), run(3), run(3)]);
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await automaticEvents(id)).toHaveLength(1);
    expect(await told(buyer.id)).toHaveLength(1);
  });

  it("lets exactly one of the job and the seller's 'Pagamento recebido' win, with consistent events", async () => {
    const { id } = await orderSince('aguardando_pagamento');
    const [fired, confirmed] = await Promise.allSettled([
      run(3),
      callerFor(t, seller).orders.confirmPayment({ id }),
    ]);
    const status = await statusOf(id);
    const events = await t.db
      .selectFrom('order_events')
      .select(['status', 'actor_id'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    if (status === 'cancelado') {
      expect(fired).toEqual({ status: 'fulfilled', value: 1 });
      expect(confirmed).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
      expect(events.slice(1)).toEqual([{ status: 'cancelado', actor_id: null }]);
    } else {
      expect(status).toBe('pago');
      expect(confirmed.status).toBe('fulfilled');
      expect(fired).toEqual({ status: 'fulfilled', value: 0 });
      expect(events.slice(1)).toEqual([{ status: 'pago', actor_id: seller.id }]);
    }
  });

  it("fires nothing when the seller's 'Pagamento recebido' lands between the job's read and its firing", async () => {
    const { id } = await orderSince('aguardando_pagamento');
    await callerFor(t, seller).orders.confirmPayment({ id });
    // The job's read of the open orders answers as before the seller's step.
    let stale = true;
    const readBeforeTheStep: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (!stale) return args.result;
        stale = false;
        const rows = args.result.rows.map((row) =>
          row.id === id ? { ...row, status: 'aguardando_pagamento', statusSince: T0 } : row,
        );
        return { ...args.result, rows };
      },
    };
    expect(await runOrderDeadlines(t.db.withPlugin(readBeforeTheStep), t.config, at(3))).toBe(0);
    expect(await statusOf(id)).toBe('pago');
    expect(await automaticEvents(id)).toEqual([]);
    expect(await told(buyer.id)).toEqual(['Pago']);
    const notices = await t.db
      .selectFrom('order_deadline_notices')
      .select('key')
      .where('order_id', '=', id)
      .execute();
    expect(notices).toEqual([]);
  });

  it("never fires after the member's own step moved the order on", async () => {
    const { id } = await orderSince('aguardando_pagamento');
    await callerFor(t, seller).orders.confirmPayment({ id });
    expect(await run(3)).toBe(0);
    expect(await statusOf(id)).toBe('pago');
  });
});

describe('orders.deadlines', () => {
  it('tells either party whether a problem holds the order, and no one else', async () => {
    const { id } = await orderSince('enviado');
    expect(await callerFor(t, buyer).orders.deadlines({ id })).toEqual({ problemOpen: false });
    await openProblem(id);
    expect(await callerFor(t, seller).orders.deadlines({ id })).toEqual({ problemOpen: true });
    const stranger = await createUser(t.db);
    expect(await errorOf(callerFor(t, stranger).orders.deadlines({ id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
    expect(await errorOf(callerFor(t, null).orders.deadlines({ id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await errorOf(callerFor(t, buyer).orders.deadlines({ id: 'x'.repeat(500) }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('orders.list', () => {
  it("names each open order's next deadline, none for a closed one or one a problem holds", async () => {
    const unpaid = await orderSince('aguardando_pagamento');
    const sent = await orderSince('enviado');
    const held = await orderSince('enviado');
    await openProblem(held.id);
    const closed = await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'entregue' });
    const rows = await callerFor(t, buyer).orders.list({ role: 'compras' });
    const deadlineOf = (id: string) => rows.find((r) => r.id === id)?.deadline;
    expect(deadlineOf(unpaid.id)).toEqual({ key: 'pagamento', at: addDays(T0, 3) });
    expect(deadlineOf(sent.id)).toEqual({ key: 'entrega', at: addDays(T0, 14) });
    expect(deadlineOf(held.id)).toBeNull();
    expect(deadlineOf(closed.orderId)).toBeNull();
    expect(
      (await callerFor(t, seller).orders.list({ role: 'vendas' })).find((r) => r.id === unpaid.id)?.deadline,
    ).toEqual({
      key: 'pagamento',
      at: addDays(T0, 3),
    });
  });
});
