import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/app-router.ts';
import type { SessionUser } from '../../server/context.ts';
import { createContextInner } from '../../server/context.ts';
import { insertBook } from '../../server/listings/listings.ts';
import { runWantMatcher } from '../../server/wants/matcher.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createOrder, createUser, VALID_ADDRESS } from '../helpers/factories.ts';

// The pages that follow the other party (docs/product/notifications.md#pages-that-follow) read
// their data again when the member's live feed says their notifications changed: every step of an
// offer or an order, and every want matched, must reach the other party's feed.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
const feeds: AbortController[] = [];
beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Sebo do Zé' });
  buyer = await createUser(t.db, { name: 'Lia Leitora' });
});
afterEach(async () => {
  for (const controller of feeds.splice(0)) controller.abort();
  await t.close();
});

/** The member's live feed after its snapshot: a function that waits for its next notifications event. */
async function feed(user: SessionUser) {
  const controller = new AbortController();
  feeds.push(controller);
  const ctx = createContextInner({ db: t.db, config: t.config, user });
  const caller = appRouter.createCaller(ctx, { signal: controller.signal });
  const events = (await caller.messages.events())[Symbol.asyncIterator]();
  expect((await events.next()).value).toMatchObject({ kind: 'snapshot' });
  const nextNotifications = async () => {
    for (;;) {
      const { value, done } = await events.next();
      if (done) throw new Error('o canal fechou');
      if (value.kind === 'notifications') return value;
    }
  };
  return (step: string) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nada chegou depois de: ${step}`)), 3000);
    });
    return Promise.race([nextNotifications(), silence]).finally(() => clearTimeout(timer));
  };
}

const book = (title: string) => createBook(t.db, seller.id, { title, priceCents: 3000 });

describe('every step reaches the other party’s live feed', () => {
  it('each step of an offer', async () => {
    const sellerHears = await feed(seller);
    const buyerHears = await feed(buyer);
    const asBuyer = callerFor(t, buyer).offers;
    const asSeller = callerFor(t, seller).offers;

    const countered = await asBuyer.make({ bookId: await book('Dom Casmurro'), amountCents: 2000 });
    expect(await sellerHears('offers.make')).toEqual({ kind: 'notifications', unread: 1 });
    await asSeller.counter({ id: countered.id, counterCents: 2500 });
    expect(await buyerHears('offers.counter')).toEqual({ kind: 'notifications', unread: 1 });
    await asBuyer.acceptCounter({ id: countered.id });
    expect(await sellerHears('offers.acceptCounter')).toEqual({ kind: 'notifications', unread: 2 });

    const accepted = await asBuyer.make({ bookId: await book('Iracema'), amountCents: 2000 });
    expect(await sellerHears('offers.make')).toEqual({ kind: 'notifications', unread: 3 });
    await asSeller.accept({ id: accepted.id });
    expect(await buyerHears('offers.accept')).toEqual({ kind: 'notifications', unread: 2 });

    const declined = await asBuyer.make({ bookId: await book('Senhora'), amountCents: 2000 });
    expect(await sellerHears('offers.make')).toEqual({ kind: 'notifications', unread: 4 });
    await asSeller.decline({ id: declined.id });
    expect(await buyerHears('offers.decline')).toEqual({ kind: 'notifications', unread: 3 });

    const withdrawn = await asBuyer.make({ bookId: await book('Lucíola'), amountCents: 2000 });
    expect(await sellerHears('offers.make')).toEqual({ kind: 'notifications', unread: 5 });
    await asBuyer.withdraw({ id: withdrawn.id });
    expect(await sellerHears('offers.withdraw')).toEqual({ kind: 'notifications', unread: 6 });
  });

  it('each step of an order, by post and in person', async () => {
    const sellerHears = await feed(seller);
    const buyerHears = await feed(buyer);
    const asBuyer = callerFor(t, buyer);
    const asSeller = callerFor(t, seller).orders;

    await asBuyer.cart.add({ bookId: await book('Dom Casmurro') });
    const [id = ''] = (await asBuyer.orders.checkout({ delivery: VALID_ADDRESS })).orderIds;
    expect(await sellerHears('orders.checkout')).toEqual({ kind: 'notifications', unread: 1 });
    await asBuyer.orders.reportPayment({ id });
    expect(await sellerHears('orders.reportPayment')).toEqual({ kind: 'notifications', unread: 2 });
    await asSeller.confirmPayment({ id });
    expect(await buyerHears('orders.confirmPayment')).toEqual({ kind: 'notifications', unread: 1 });
    await asSeller.ship({ id, trackingCode: 'BR123456785BR' });
    expect(await buyerHears('orders.ship')).toEqual({ kind: 'notifications', unread: 2 });
    await asBuyer.orders.confirmDelivery({ id });
    expect(await sellerHears('orders.confirmDelivery')).toEqual({ kind: 'notifications', unread: 3 });

    const parties = { buyerId: buyer.id, sellerId: seller.id };
    const cancelled = await createOrder(t.db, { ...parties, status: 'aguardando_pagamento' });
    await asBuyer.orders.cancel({ id: cancelled.orderId });
    expect(await sellerHears('orders.cancel')).toEqual({ kind: 'notifications', unread: 4 });

    const handed = await createOrder(t.db, { ...parties, status: 'pago', pickup: true });
    await asSeller.confirmHandover({ id: handed.orderId });
    expect(await buyerHears('orders.confirmHandover')).toEqual({ kind: 'notifications', unread: 3 });
    await asBuyer.orders.confirmHandover({ id: handed.orderId });
    expect(await sellerHears('orders.confirmHandover')).toEqual({ kind: 'notifications', unread: 5 });
  });

  it('a want matched by a new listing', async () => {
    const buyerHears = await feed(buyer);
    await callerFor(t, buyer).wants.saveSearch({ q: 'vidas secas' });
    await insertBook(
      t.db,
      seller.id,
      bookCreateInput.parse({
        condition: 'usado_bom',
        title: 'Vidas Secas',
        author: 'Graciliano Ramos',
        price: '30',
      }),
    );
    await runWantMatcher(t.db, t.config);
    expect(await buyerHears('the want matcher')).toEqual({ kind: 'notifications', unread: 1 });
  });
});
