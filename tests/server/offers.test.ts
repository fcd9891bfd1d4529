import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCart } from '../../server/cart/cart.ts';
import type { SessionUser } from '../../server/context.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { expireOffers } from '../../server/offers/expiry.ts';
import { makeOffer, moveOffer } from '../../server/offers/offers.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, VALID_ADDRESS } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Ofertas (docs/product/offers.md): every move of the state machine, allowed and refused, through
// createCaller; the job and the windows with an injected clock; the agreed price at checkout.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
let stranger: SessionUser;
let bookId: string;

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const as = (user: SessionUser | null) => callerFor(t, user).offers;

beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Vendedora' });
  buyer = await createUser(t.db, { name: 'Comprador' });
  stranger = await createUser(t.db, { name: 'Outra' });
  bookId = await createBook(t.db, seller.id, { title: 'Grande Sertão', priceCents: 4000 });
});
afterEach(() => t.close());

const offerOf = (id: string) =>
  t.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const kindsOf = async (user: SessionUser) =>
  (await callerFor(t, user).notifications.latest()).map((n) => `${n.kind}: ${n.text}`);
async function lines() {
  const rows = await t.db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.body', 'messages.sender_id', 'conversations.book_id'])
    .orderBy('messages.id')
    .execute();
  return rows.map(
    (r) => `${r.sender_id === buyer.id ? 'buyer' : 'seller'} ${r.book_id === bookId}: ${r.body}`,
  );
}

describe('offers.make', () => {
  it('refuses visitors, bad input, the own book, unlisted books and prices off the range', async () => {
    expect((await errorOf(as(null).make({ bookId, amountCents: 3000 }))).code).toBe('UNAUTHORIZED');
    expect(await errorOf(as(buyer).make({ bookId, amountCents: 12.5 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Informe um valor em reais, como 25,00.',
    });
    expect((await errorOf(as(buyer).make({ bookId: 'x', amountCents: 3000 }))).message).toBe(
      'Livro inválido.',
    );
    expect(await errorOf(as(seller).make({ bookId, amountCents: 3000 }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você não pode fazer oferta no seu próprio livro.',
    });
    expect((await errorOf(as(buyer).make({ bookId, amountCents: 1999 }))).message).toBe(
      'A oferta mínima para este livro é R$ 20,00.',
    );
    expect((await errorOf(as(buyer).make({ bookId, amountCents: 4000 }))).message).toBe(
      'A oferta precisa ser menor que o preço, R$ 40,00.',
    );
    const sold = await createBook(t.db, seller.id, { status: 'sold' });
    expect(await errorOf(as(buyer).make({ bookId: sold, amountCents: 2000 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Este livro já foi vendido.',
    });
    const hidden = await createBook(t.db, seller.id, { status: 'hidden' });
    expect((await errorOf(as(buyer).make({ bookId: hidden, amountCents: 2000 }))).message).toBe(
      'Este livro não está disponível.',
    );
    expect(await t.db.selectFrom('offers').select('id').execute()).toEqual([]);
  });

  it('opens one offer per buyer and book, in the conversation, telling the seller', async () => {
    const { id } = await as(buyer).make({ bookId, amountCents: 2000 });
    expect(await offerOf(id)).toMatchObject({ status: 'open', amount_cents: 2000, seller_id: seller.id });
    expect(await errorOf(as(buyer).make({ bookId, amountCents: 2500 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Você já tem uma oferta em andamento para este livro.',
    });
    expect(await lines()).toEqual(['buyer true: Fiz uma oferta de R$ 20,00 por este livro.']);
    expect(await kindsOf(seller)).toEqual(['offer_received: Comprador fez uma oferta por Grande Sertão']);
    const page = await as(buyer).forBook({ bookId });
    expect(page).toMatchObject({ askingCents: 4000, floorCents: 2000, isSeller: false, received: [] });
    expect(page.mine).toMatchObject({ id, status: 'open', amountCents: 2000 });
    const sellers = await as(seller).forBook({ bookId });
    expect(sellers.received.map((o) => [o.id, o.buyerName])).toEqual([[id, 'Comprador']]);
    expect((await as(seller).list({ role: 'recebidas' })).items.map((o) => o.id)).toEqual([id]);
    expect((await as(buyer).list({ role: 'enviadas' })).items.map((o) => o.id)).toEqual([id]);
    expect((await as(buyer).list({ role: 'recebidas' })).items).toEqual([]);
    // Each leads to its book's page.
    const [listed] = (await as(seller).list({ role: 'recebidas' })).items;
    expect(listed?.book.path).toMatch(new RegExp(`^/livro/grande-sertao-.*${bookId}$`));
  });

  it("follows the store's raised floor, set before 'Minha Livraria' was ever saved", async () => {
    expect((await errorOf(as(seller).setFloor({ percent: 40 }))).message).toBe(
      'O piso não pode ficar abaixo de 50% do preço.',
    );
    expect(await as(seller).floor()).toEqual({ percent: 50 });
    expect(await as(seller).setFloor({ percent: 70 })).toEqual({ percent: 70 });
    expect(await as(seller).floor()).toEqual({ percent: 70 });
    expect(await as(buyer).floor()).toEqual({ percent: 50 });
    expect((await errorOf(as(buyer).make({ bookId, amountCents: 2500 }))).message).toBe(
      'A oferta mínima para este livro é R$ 28,00.',
    );
    expect((await as(buyer).make({ bookId, amountCents: 2800 })).id).toBeTypeOf('string');
  });
});

describe('offers.forBook', () => {
  it('answers for a hidden or removed book only to its seller, like the book page', async () => {
    await t.db.updateTable('books').set({ status: 'hidden' }).where('id', '=', bookId).execute();
    expect(await errorOf(as(buyer).forBook({ bookId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Livro não encontrado.',
    });
    expect((await as(seller).forBook({ bookId })).askingCents).toBe(4000);
  });
});

describe('the moves', () => {
  let offer: string;
  beforeEach(async () => {
    offer = (await as(buyer).make({ bookId, amountCents: 2000 })).id;
  });

  it('refuses a stranger (not found), the wrong party and the wrong state, each in pt-BR', async () => {
    for (const move of ['accept', 'decline', 'acceptCounter', 'withdraw'] as const)
      expect(await errorOf(as(stranger)[move]({ id: offer }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Oferta não encontrada.',
      });
    expect(await errorOf(as(buyer).accept({ id: offer }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só o vendedor pode aceitar a oferta.',
    });
    expect((await errorOf(as(buyer).counter({ id: offer, counterCents: 3000 }))).message).toBe(
      'Só o vendedor pode fazer uma contraproposta.',
    );
    expect((await errorOf(as(seller).withdraw({ id: offer }))).message).toBe(
      'Só quem fez a oferta pode retirá-la.',
    );
    expect(await errorOf(as(buyer).acceptCounter({ id: offer }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Não há contraproposta em aberto nesta oferta.',
    });
    for (const counterCents of [2000, 4000])
      expect((await errorOf(as(seller).counter({ id: offer, counterCents }))).message).toBe(
        'A contraproposta precisa ser maior que a oferta e menor que o preço do livro.',
      );
    expect((await errorOf(as(seller).accept({ id: 'nope' }))).message).toBe('Oferta inválida.');
    expect((await offerOf(offer)).status).toBe('open');
  });

  it('after a block, refuses a new offer and every step but ending it', async () => {
    await callerFor(t, seller).messages.block({ userId: buyer.id });
    const blocked = { code: 'FORBIDDEN', message: 'Não é possível negociar com este usuário.' };
    expect(await errorOf(as(seller).counter({ id: offer, counterCents: 3000 }))).toMatchObject(blocked);
    expect(await errorOf(as(seller).accept({ id: offer }))).toMatchObject(blocked);
    const other = await createBook(t.db, seller.id, { title: 'Sagarana', priceCents: 4000 });
    expect(await errorOf(as(buyer).make({ bookId: other, amountCents: 3000 }))).toMatchObject(blocked);
    await as(seller).decline({ id: offer });
    expect((await offerOf(offer)).status).toBe('declined');
  });

  it('counter, then the buyer accepts it: 24 hours at the counter price, both told, both lines', async () => {
    expect(await as(seller).counter({ id: offer, counterCents: 3000 })).toEqual({ status: 'countered' });
    expect((await errorOf(as(seller).accept({ id: offer }))).message).toBe(
      'Esta oferta não está mais aguardando resposta.',
    );
    expect(await as(buyer).acceptCounter({ id: offer })).toEqual({ status: 'accepted' });
    const row = await offerOf(offer);
    expect(row).toMatchObject({ status: 'accepted', counter_cents: 3000 });
    const window = Date.parse(row.accepted_until ?? '') - Date.now();
    expect(window).toBeGreaterThan(23.9 * HOUR);
    expect(window).toBeLessThanOrEqual(24 * HOUR);
    expect(await kindsOf(buyer)).toEqual([
      'offer_countered: Vendedora fez uma contraproposta por Grande Sertão',
    ]);
    expect((await kindsOf(seller))[0]).toBe(
      'offer_counter_accepted: Comprador aceitou sua contraproposta por Grande Sertão',
    );
    expect(await lines()).toEqual([
      'buyer true: Fiz uma oferta de R$ 20,00 por este livro.',
      'seller true: Fiz uma contraproposta de R$ 30,00.',
      'buyer true: Aceitei a contraproposta de R$ 30,00. O preço vale por 24 horas.',
    ]);
    expect((await errorOf(as(buyer).withdraw({ id: offer }))).message).toBe(
      'Esta oferta não está mais em aberto.',
    );
    expect((await errorOf(as(buyer).make({ bookId, amountCents: 2500 }))).code).toBe('CONFLICT');
  });

  it('decline ends it for a new offer; a withdrawal reaches the seller as a message', async () => {
    expect(await as(seller).decline({ id: offer })).toEqual({ status: 'declined' });
    expect(await kindsOf(buyer)).toEqual(['offer_declined: Vendedora recusou sua oferta por Grande Sertão']);
    expect((await errorOf(as(buyer).withdraw({ id: offer }))).code).toBe('CONFLICT');
    const second = (await as(buyer).make({ bookId, amountCents: 2100 })).id;
    expect(await as(buyer).withdraw({ id: second })).toEqual({ status: 'withdrawn' });
    expect((await kindsOf(seller))[0]).toBe('message: Nova mensagem de Comprador');
    expect((await lines()).at(-1)).toBe('buyer true: Retirei minha oferta de R$ 21,00.');
  });

  it('refuses a step on an offer past its 48 hours or on a book sold meanwhile', async () => {
    const n = createNotifier(t.config);
    await expect(moveOffer(t.db, offer, seller.id, 'accept', {}, n, later(49))).rejects.toMatchObject({
      kind: 'expired',
    });
    await t.db.updateTable('books').set({ status: 'sold' }).where('id', '=', bookId).execute();
    expect(await errorOf(as(seller).accept({ id: offer }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Este livro já foi vendido.',
    });
    expect((await errorOf(as(seller).counter({ id: offer, counterCents: 3000 }))).message).toBe(
      'Este livro já foi vendido.',
    );
    expect(await as(buyer).withdraw({ id: offer })).toEqual({ status: 'withdrawn' });
  });
});

describe('the job', () => {
  it('expires a 48-hour-old offer once, telling both; ends an accepted window once, telling the buyer', async () => {
    const n = createNotifier(t.config);
    const open = await makeOffer(t.db, buyer.id, { bookId, amountCents: 2000 }, n);
    const other = await createBook(t.db, seller.id, { title: 'Vidas Secas', priceCents: 3000 });
    const accepted = await makeOffer(t.db, buyer.id, { bookId: other, amountCents: 2000 }, n);
    await moveOffer(t.db, accepted, seller.id, 'accept', {}, n);
    expect(await expireOffers(t.db, t.config, later(23))).toBe(0);
    expect((await listCart(t.db, buyer.id, later(25))).length).toBe(0);
    const runs = await Promise.all([
      expireOffers(t.db, t.config, later(49)),
      expireOffers(t.db, t.config, later(49)),
    ]);
    expect(runs.reduce((a, b) => a + b)).toBe(2);
    expect((await offerOf(open)).status).toBe('expired');
    expect((await offerOf(accepted)).status).toBe('ended');
    expect((await kindsOf(seller)).filter((k) => k.startsWith('offer_expired'))).toEqual([
      'offer_expired: A oferta por Grande Sertão expirou',
    ]);
    expect((await kindsOf(buyer)).filter((k) => k.startsWith('offer_expired')).sort()).toEqual([
      'offer_expired: A oferta por Grande Sertão expirou',
      'offer_expired: A oferta por Vidas Secas expirou',
    ]);
  });
});

describe('the agreed price', () => {
  const delivery = { ...VALID_ADDRESS, complement: null };

  async function acceptedOffer(user: SessionUser, amountCents: number) {
    const { id } = await as(user).make({ bookId, amountCents });
    await as(seller).accept({ id });
    await callerFor(t, user).cart.add({ bookId });
    return id;
  }

  it('prices the cart and the order for that buyer only, within the window', async () => {
    const offer = await acceptedOffer(buyer, 2500);
    await callerFor(t, stranger).cart.add({ bookId });
    const mine = await callerFor(t, buyer).cart.list();
    expect(mine.items[0]?.book).toMatchObject({ priceCents: 2500, askingCents: 4000, offerId: offer });
    expect(mine.subtotalCents).toBe(2500);
    expect((await callerFor(t, stranger).cart.list()).subtotalCents).toBe(4000);
    expect((await listCart(t.db, buyer.id, later(25)))[0]?.book.priceCents).toBe(4000);
    const { orderIds } = await callerFor(t, buyer).orders.checkout({ delivery });
    const item = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([
        'order_items.price_cents',
        'order_items.offer_id',
        'order_items.asking_cents',
        'orders.subtotal_cents',
      ])
      .where('orders.id', '=', orderIds[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ price_cents: 2500, offer_id: offer, asking_cents: 4000, subtotal_cents: 2500 });
    const shown = await callerFor(t, buyer).orders.byId({ id: orderIds[0] ?? '' });
    expect(shown.items[0]).toMatchObject({ priceCents: 2500, askingCents: 4000 });
    expect((await offerOf(offer)).status).toBe('ended');
    expect((await kindsOf(buyer)).filter((k) => k.startsWith('offer_expired'))).toEqual([]);
  });

  it("gives the book page the cart's price: the agreed one for the buyer after a counter-offer, asking for anyone else", async () => {
    const { id } = await as(buyer).make({ bookId, amountCents: 2200 });
    expect((await as(buyer).forBook({ bookId })).agreedCents).toBeNull();
    await as(seller).counter({ id, counterCents: 3000 });
    expect((await as(buyer).forBook({ bookId })).agreedCents).toBeNull();
    await as(buyer).acceptCounter({ id });
    expect((await as(buyer).forBook({ bookId })).agreedCents).toBe(3000);
    expect((await as(stranger).forBook({ bookId })).agreedCents).toBeNull();
    expect((await as(seller).forBook({ bookId })).agreedCents).toBeNull();
    await callerFor(t, buyer).cart.add({ bookId });
    expect((await callerFor(t, buyer).cart.list()).items[0]?.book.priceCents).toBe(3000);
    // Past the window the cart charges the asking price again, and so does the page.
    await t.db
      .updateTable('offers')
      .set({ accepted_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await as(buyer).forBook({ bookId })).agreedCents).toBeNull();
  });

  it('ends the accepted offer with a notification when someone else buys first', async () => {
    const offer = await acceptedOffer(buyer, 2500);
    await callerFor(t, stranger).cart.add({ bookId });
    const { orderIds } = await callerFor(t, stranger).orders.checkout({ delivery });
    const order = await t.db
      .selectFrom('orders')
      .select('subtotal_cents')
      .where('id', '=', orderIds[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(order.subtotal_cents).toBe(4000);
    expect((await offerOf(offer)).status).toBe('ended');
    expect((await kindsOf(buyer))[0]).toBe('offer_expired: A oferta por Grande Sertão expirou');
    expect((await errorOf(callerFor(t, buyer).orders.checkout({ delivery }))).code).toBe('CONFLICT');
  });

  it('never charges more than the asking price: a lowered price ends the offers at or above it', async () => {
    const accepted = await acceptedOffer(buyer, 2712);
    const open = (await as(stranger).make({ bookId, amountCents: 3000 })).id;
    await callerFor(t, seller).books.update({ id: bookId, changes: { price: 13.56 } });
    const cart = await callerFor(t, buyer).cart.list();
    expect(cart.items[0]?.book).toMatchObject({ priceCents: 1356, offerId: null });
    expect((await offerOf(accepted)).status).toBe('ended');
    expect((await offerOf(open)).status).toBe('ended');
    expect((await kindsOf(stranger))[0]).toMatch(/^offer_expired: /);
    const { orderIds } = await callerFor(t, buyer).orders.checkout({ delivery });
    const order = await t.db
      .selectFrom('orders')
      .select('subtotal_cents')
      .where('id', '=', orderIds[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(order.subtotal_cents).toBe(1356);
  });

  it('keeps an offer still under a lowered price, and refuses to accept one that is no longer under it', async () => {
    const low = (await as(buyer).make({ bookId, amountCents: 2500 })).id;
    const high = (await as(stranger).make({ bookId, amountCents: 3500 })).id;
    // A price written behind the router's back (an import, another process mid-edit) is still checked.
    await t.db.updateTable('books').set({ price_cents: 3000 }).where('id', '=', bookId).execute();
    expect(await errorOf(as(seller).accept({ id: high }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Esta oferta não é mais menor que o preço do livro.',
    });
    expect((await offerOf(high)).status).toBe('open');
    await callerFor(t, seller).books.update({ id: bookId, changes: { price: 29 } });
    expect((await offerOf(low)).status).toBe('open');
    expect((await offerOf(high)).status).toBe('ended');
    await as(seller).accept({ id: low });
    expect((await offerOf(low)).status).toBe('accepted');
  });
});
