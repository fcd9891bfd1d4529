import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseAccount } from '../../server/data-rights/deletion-queries.ts';
import type { TestDb } from '../helpers/db.ts';
import { createOrder } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';
import {
  detailsOf,
  evidence,
  freshProblemWorld,
  type ProblemWorld,
  problemWorld,
} from './problems-helpers.ts';

// An order's problem between its two parties (docs/product/problems.md): opening, answers,
// proposals, agreement, the refund's Pix key, the buyer's confirmation and who may see any of it.

let t: TestDb;
let w: ProblemWorld;
beforeEach(async () => ({ t, w } = await freshProblemWorld()));
afterEach(() => t.close());

const text = 'O pacote não chegou e o rastreio parou há dez dias.';

async function openAsBuyer(photos: string[] = []) {
  return w.as(w.buyer).problems.open({ orderId: w.orderId, reason: 'nao_recebi', text, photos });
}

describe('Relatar problema', () => {
  it('opens with a reason, a text and photos; the seller is told with the answer deadline and may answer', async () => {
    const photos = await evidence(t, w.orderId, w.buyer, 5);
    expect(await openAsBuyer(photos)).toMatchObject({
      message: 'Problema relatado. A outra parte foi avisada.',
    });
    const [detail] = await detailsOf(t, w.seller.id);
    expect(detail).toMatch(/^problema relatado \(Não recebi\)\. Responda até \d\d\/\d\d\.$/);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
    const seen = await w.as(w.seller).problems.forOrder({ orderId: w.orderId });
    expect(seen).toMatchObject({ viewer: 'seller', canOpen: false });
    expect(seen.problems[0]).toMatchObject({
      reason: 'nao_recebi',
      text,
      status: 'aberto',
      openedBy: 'buyer',
    });
    expect(seen.problems[0]?.photos.map((p) => p.url)).toEqual(photos);
    expect(seen.problems[0]?.photos.every((p) => p.receivedAt.length > 0)).toBe(true);
    expect(seen.can).toEqual({
      reply: true,
      accept: null,
      requestMediation: false,
      confirm: false,
      setPixKey: false,
    });
    const answerDays =
      Date.parse(seen.problems[0]?.answerDueAt ?? '') - Date.parse(seen.problems[0]?.createdAt ?? '');
    expect(answerDays).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('refuses 6 photos, a text of 10 001 characters, an empty text and photos the member did not send', async () => {
    const six = await evidence(t, w.orderId, w.buyer, 6);
    expect(await errorOf(openAsBuyer(six))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Envie no máximo 5 fotos.',
    });
    const long = w
      .as(w.buyer)
      .problems.open({ orderId: w.orderId, reason: 'outro', text: 'a'.repeat(10_001) });
    expect(await errorOf(long)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'O texto pode ter no máximo 10.000 caracteres.',
    });
    const empty = w.as(w.buyer).problems.open({ orderId: w.orderId, reason: 'outro', text: '   ' });
    expect(await errorOf(empty)).toMatchObject({ message: 'Descreva o problema.' });
    const sellers = await evidence(t, w.orderId, w.seller, 1);
    expect(await errorOf(openAsBuyer(sellers))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Uma das fotos não foi enviada por você para este pedido. Envie-a novamente.',
    });
    // Exactly 10 000 characters is accepted.
    await w.as(w.buyer).problems.open({ orderId: w.orderId, reason: 'outro', text: 'a'.repeat(10_000) });
    expect(await t.db.selectFrom('order_problems').select('id').execute()).toHaveLength(1);
  });

  it('is for paid, sent or delivered orders only, one open problem at a time', async () => {
    for (const status of ['aguardando_pagamento', 'cancelado'] as const) {
      const { orderId } = await createOrder(t.db, { buyerId: w.buyer.id, sellerId: w.seller.id, status });
      const refused = w.as(w.seller).problems.open({ orderId, reason: 'pagamento', text });
      expect(await errorOf(refused)).toMatchObject({
        code: 'CONFLICT',
        message: 'Só é possível relatar um problema em pedidos pagos, enviados ou entregues.',
      });
      expect((await w.as(w.buyer).problems.forOrder({ orderId })).canOpen).toBe(false);
    }
    await openAsBuyer();
    const second = w.as(w.seller).problems.open({ orderId: w.orderId, reason: 'outro', text });
    expect(await errorOf(second)).toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe um problema aberto neste pedido.',
    });
  });
});

describe('one open problem per order', () => {
  it('holds when both parties report at the same moment, and in the database itself', async () => {
    const both = await Promise.allSettled([
      w.as(w.buyer).problems.open({ orderId: w.orderId, reason: 'nao_recebi', text }),
      w.as(w.seller).problems.open({ orderId: w.orderId, reason: 'pagamento', text }),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((r) => r.status === 'rejected');
    expect(refused && (await errorOf(Promise.reject(refused.reason)))).toMatchObject({ code: 'CONFLICT' });
    const at = new Date().toISOString();
    const row = {
      order_id: w.orderId,
      opened_by: w.seller.id,
      reason: 'outro' as const,
      text,
      answer_due_at: at,
      created_at: at,
      updated_at: at,
    };
    await expect(
      t.db
        .insertInto('order_problems')
        .values({ ...row, id: crypto.randomUUID() })
        .execute(),
    ).rejects.toThrow();
    await t.db.updateTable('order_problems').set({ status: 'resolvido' }).execute();
    await t.db
      .insertInto('order_problems')
      .values({ ...row, id: crypto.randomUUID() })
      .execute();
  });
});

describe('who sees and acts on a problem', () => {
  it('nobody but the two parties: a third member and an admin are told the order does not exist, a visitor to sign in', async () => {
    const photos = await evidence(t, w.orderId, w.buyer, 1);
    await openAsBuyer(photos);
    for (const user of [w.stranger, w.admin]) {
      const as = w.as(user);
      const calls = [
        () => as.problems.forOrder({ orderId: w.orderId }),
        () => as.problems.open({ orderId: w.orderId, reason: 'outro', text }),
        () => as.problems.reply({ orderId: w.orderId, text }),
        () => as.problems.accept({ orderId: w.orderId, replyId: 1 }),
        () => as.problems.requestMediation({ orderId: w.orderId }),
        () => as.problems.confirmOutcome({ orderId: w.orderId }),
        () => as.problems.setRefundPixKey({ orderId: w.orderId, pixKey: 'chave@example.com' }),
      ];
      for (const call of calls)
        expect(await errorOf(call())).toMatchObject({ code: 'NOT_FOUND', message: 'Pedido não encontrado.' });
    }
    expect(await errorOf(w.as(null).problems.forOrder({ orderId: w.orderId }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await detailsOf(t, w.stranger.id)).toEqual([]);
  });
});

describe('answers and proposals', () => {
  it('refuses a discount above the order total and accepting one’s own proposal; agreement resolves it', async () => {
    await openAsBuyer();
    const seller = w.as(w.seller).problems;
    const buyer = w.as(w.buyer).problems;
    const above = seller.reply({
      orderId: w.orderId,
      text: 'Posso dar desconto.',
      proposal: { outcome: 'desconto', cents: 5201 },
    });
    expect(await errorOf(above)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'O desconto não pode passar do total do pedido (R$ 52,00).',
    });
    await seller.reply({
      orderId: w.orderId,
      text: 'Posso dar desconto.',
      proposal: { outcome: 'desconto', cents: 1000 },
    });
    expect(await detailsOf(t, w.buyer.id)).toEqual([
      'nova resposta sobre o problema com a proposta: Desconto de R$ 10,00.',
    ]);
    const afterAnswer = await buyer.forOrder({ orderId: w.orderId });
    expect(afterAnswer.problems[0]?.status).toBe('respondido');
    const offered = afterAnswer.problems[0]?.replies[0];
    expect(afterAnswer.can).toMatchObject({ accept: offered?.id, requestMediation: true, setPixKey: true });

    // The buyer counters: the seller's proposal is no longer the latest, and nobody accepts their own.
    await buyer.reply({
      orderId: w.orderId,
      text: 'Prefiro a devolução.',
      proposal: { outcome: 'devolver' },
    });
    const counter = (await buyer.forOrder({ orderId: w.orderId })).problems[0]?.replies[1];
    expect(counter).toMatchObject({ proposal: 'devolver', proposalCents: 5200, author: 'buyer' });
    expect(await errorOf(buyer.accept({ orderId: w.orderId, replyId: counter?.id ?? 0 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Você não pode aceitar a própria proposta.',
    });
    expect(await errorOf(buyer.accept({ orderId: w.orderId, replyId: offered?.id ?? 0 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Esta proposta não está mais valendo: aceite a mais recente.',
    });
    expect(await seller.accept({ orderId: w.orderId, replyId: counter?.id ?? 0 })).toEqual({
      message:
        'Proposta aceita: Devolver o valor (R$ 52,00). Problema resolvido por acordo. O pedido foi cancelado: o valor total volta para o comprador.',
    });
    const resolved = await buyer.forOrder({ orderId: w.orderId });
    expect(resolved.problems[0]).toMatchObject({
      status: 'resolvido',
      outcome: 'devolver',
      outcomeCents: 5200,
      resolvedBy: 'acordo',
    });
    expect(resolved.problems[0]?.replies[1]?.acceptedAt).not.toBeNull();
    // The refund ended the order (problem-outcomes.test.ts): nothing more to report on it.
    expect(resolved).toMatchObject({ canOpen: false, can: { reply: false, confirm: true, setPixKey: true } });
    expect(await errorOf(seller.reply({ orderId: w.orderId, text: 'Mais algo?' }))).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('the buyer’s Pix key reaches the seller only; the buyer confirms the refund happened', async () => {
    await openAsBuyer();
    await w
      .as(w.seller)
      .problems.reply({ orderId: w.orderId, text: 'Devolvo.', proposal: { outcome: 'devolver' } });
    const buyer = w.as(w.buyer).problems;
    const seller = w.as(w.seller).problems;
    const proposal = (await buyer.forOrder({ orderId: w.orderId })).can?.accept ?? 0;
    await buyer.accept({ orderId: w.orderId, replyId: proposal });
    expect(
      await errorOf(seller.setRefundPixKey({ orderId: w.orderId, pixKey: 'minha@chave.com' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Só o comprador informa a chave Pix para a devolução.',
    });
    await buyer.setRefundPixKey({ orderId: w.orderId, pixKey: 'comprador@example.com' });
    expect((await seller.forOrder({ orderId: w.orderId })).problems[0]?.refundPixKey).toBe(
      'comprador@example.com',
    );
    expect(await errorOf(w.as(w.stranger).problems.forOrder({ orderId: w.orderId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(seller.confirmOutcome({ orderId: w.orderId }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Não há nada a confirmar neste problema.',
    });
    expect(await buyer.confirmOutcome({ orderId: w.orderId })).toEqual({ message: 'Confirmado. Obrigado!' });
    const done = await seller.forOrder({ orderId: w.orderId });
    expect(done.problems[0]?.outcomeConfirmedAt).not.toBeNull();
    expect((await detailsOf(t, w.seller.id)).at(-1)).toBe('o comprador confirmou que recebeu o combinado.');
    expect(await errorOf(buyer.confirmOutcome({ orderId: w.orderId }))).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('Pedir mediação', () => {
  it('waits for the answer or its deadline, then either side may ask, once', async () => {
    await openAsBuyer();
    const buyer = w.as(w.buyer).problems;
    expect(await errorOf(buyer.requestMediation({ orderId: w.orderId }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^A mediação pode ser pedida depois da resposta da outra parte ou a partir de \d\d\/\d\d\.$/,
      ),
    });
    // The seller's three days passed without an answer.
    await t.db
      .updateTable('order_problems')
      .set({ answer_due_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await buyer.forOrder({ orderId: w.orderId })).can?.requestMediation).toBe(true);
    expect(await buyer.requestMediation({ orderId: w.orderId })).toEqual({
      message: 'Mediação pedida. A moderação vai analisar o pedido e decidir.',
    });
    expect((await detailsOf(t, w.seller.id)).at(-1)).toBe(
      'mediação pedida: a moderação vai analisar o problema.',
    );
    const seen = await w.as(w.seller).problems.forOrder({ orderId: w.orderId });
    expect(seen.problems[0]).toMatchObject({ status: 'em_mediacao', mediationRequestedBy: 'buyer' });
    expect(await errorOf(w.as(w.seller).problems.requestMediation({ orderId: w.orderId }))).toMatchObject({
      message: 'A mediação já foi pedida.',
    });
  });

  it('after an answer the side that answered may ask too', async () => {
    await openAsBuyer();
    await w.as(w.seller).problems.reply({ orderId: w.orderId, text: 'Foi entregue na portaria.' });
    expect(await w.as(w.seller).problems.requestMediation({ orderId: w.orderId })).toMatchObject({
      message: expect.any(String),
    });
  });
});

describe('a member who leaves', () => {
  it('takes their refund Pix key along; the thread stays for the other party', async () => {
    const delivered = await problemWorld(t, 'entregue');
    const buyer = delivered.as(delivered.buyer).problems;
    await buyer.open({ orderId: delivered.orderId, reason: 'danificado', text: 'Capa rasgada.' });
    await buyer.setRefundPixKey({ orderId: delivered.orderId, pixKey: 'sai@example.com' });
    await t.db.transaction().execute((trx) => eraseAccount(trx, delivered.buyer.id));
    const seen = await delivered.as(delivered.seller).problems.forOrder({ orderId: delivered.orderId });
    expect(seen.problems[0]).toMatchObject({ text: 'Capa rasgada.', refundPixKey: null, status: 'aberto' });
  });
});
