import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { hideBook, reinstateBook } from '../../server/admin/books.ts';
import { exportStore } from '../../server/data-rights/export-account.ts';
import { returnOrderBooks } from '../../server/orders/transitions.ts';
import { endVacation, reopenDueStores } from '../../server/stores/vacation.ts';
import { VACATION_BOOK_REASON, vacationToday } from '../../shared/vacation.ts';
import { callerFor, createTestDb, createTestDbFile, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import {
  createBook,
  createOffer,
  createOrder,
  createStore,
  createUser,
  makeEligibleSeller,
} from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Modo férias (docs/product/vacation.md): the closing, what it hides, the cart's word, offers and
// wants paused, and the reopening by click or by the job on any process.

let t: TestDb;
afterEach(() => t.close());

/** A day `n` days from today in Brasília (YYYY-MM-DD). */
function dayFromToday(n: number): string {
  return new Date(Date.parse(`${vacationToday()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function sellerWithBooks(db: DB) {
  const seller = await createUser(db, { name: 'Vendedora', username: 'sebo-ferias' });
  await makeEligibleSeller(db, seller.id);
  await createStore(db, seller.id, { name: 'Sebo das Férias' });
  const onSale = await createBook(db, seller.id, {
    title: 'Grande Sertão Veredas',
    author: 'Guimarães Rosa',
  });
  const sold = await createBook(db, seller.id, { title: 'Vidas Secas', status: 'sold' });
  const hidden = await createBook(db, seller.id, { title: 'Livro Moderado', status: 'hidden' });
  await db
    .updateTable('books')
    .set({ status_reason: 'Anúncio irregular.' })
    .where('id', '=', hidden)
    .execute();
  return { seller, onSale, sold, hidden };
}

async function statusOf(db: DB, id: string) {
  return db
    .selectFrom('books')
    .select(['status', 'status_reason', 'hidden_by_vacation'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('stores.vacation.start', () => {
  beforeEach(async () => {
    t = await createTestDb();
  });

  it('refuses a visitor, a member who cannot sell, a past or far return date and a long message', async () => {
    const member = await createUser(t.db);
    expect((await errorOf(callerFor(t).stores.vacation.start({}))).code).toBe('UNAUTHORIZED');
    expect(await errorOf(callerFor(t, member).stores.vacation.start({}))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Para vender livros, confirme seu email em Meu Perfil.',
    });
    const { seller } = await sellerWithBooks(t.db);
    const caller = callerFor(t, seller);
    expect((await errorOf(caller.stores.vacation.start({ until: dayFromToday(-1) }))).message).toBe(
      'A data de volta deve ser depois de hoje.',
    );
    expect((await errorOf(caller.stores.vacation.start({ until: vacationToday() }))).message).toBe(
      'A data de volta deve ser depois de hoje.',
    );
    expect((await errorOf(caller.stores.vacation.start({ until: '2027-02-30' }))).message).toBe(
      'Data de volta inválida.',
    );
    expect((await errorOf(caller.stores.vacation.start({ until: dayFromToday(400) }))).message).toBe(
      'A data de volta deve estar nos próximos 365 dias.',
    );
    expect((await errorOf(caller.stores.vacation.start({ message: 'a'.repeat(301) }))).message).toBe(
      'A mensagem deve ter no máximo 300 caracteres.',
    );
    expect(await caller.stores.vacation.mine()).toBeNull();
  });

  it("takes the store's books on sale out of search, lists and the store page, and shows the message", async () => {
    const { seller, onSale, sold, hidden } = await sellerWithBooks(t.db);
    const until = dayFromToday(10);
    const answer = await callerFor(t, seller).stores.vacation.start({ until, message: ' Volto logo! ' });
    expect(answer).toEqual({ hidden: 1, message: 'Livraria em férias: 1 livro saiu da venda.' });

    expect(await statusOf(t.db, onSale)).toEqual({
      status: 'hidden',
      status_reason: VACATION_BOOK_REASON,
      hidden_by_vacation: 1,
    });
    expect((await statusOf(t.db, sold)).status).toBe('sold');
    expect(await statusOf(t.db, hidden)).toMatchObject({ status: 'hidden', hidden_by_vacation: 0 });

    const visitor = callerFor(t);
    expect((await visitor.search.books({ q: 'grande sertão' })).total).toBe(0);
    expect((await visitor.books.list({})).items).toEqual([]);
    expect((await visitor.stores.books({ username: 'sebo-ferias' })).items).toEqual([]);
    const page = await visitor.stores.byUsername({ username: 'sebo-ferias' });
    expect(page.vacation).toMatchObject({ until, message: 'Volto logo!' });
    expect(page.counters.booksPublished).toBe(0);
    expect(await callerFor(t, seller).stores.vacation.mine()).toMatchObject({
      until,
      message: 'Volto logo!',
    });
  });

  it('lists a book the seller adds while closed only when the store reopens', async () => {
    const { seller } = await sellerWithBooks(t.db);
    const caller = callerFor(t, seller);
    await caller.stores.vacation.start({});
    const { id } = await caller.books.create({
      title: 'Livro Novo',
      author: 'Autora',
      price: 20,
      condition: 'usado_bom',
    });
    expect((await statusOf(t.db, id)).status).toBe('hidden');
    await caller.stores.vacation.end();
    expect((await statusOf(t.db, id)).status).toBe('available');
  });

  it("tells a buyer whose cart holds the book why it cannot be bought, and refuses offers' moves", async () => {
    const { seller, onSale } = await sellerWithBooks(t.db);
    const buyer = await createUser(t.db, { name: 'Comprador' });
    await callerFor(t, buyer).cart.add({ bookId: onSale });
    const offer = await createOffer(t.db, {
      bookId: onSale,
      buyerId: buyer.id,
      sellerId: seller.id,
      amountCents: 2500,
    });
    const until = dayFromToday(5);
    await callerFor(t, seller).stores.vacation.start({ until });

    const [item] = (await callerFor(t, buyer).cart.list()).items;
    expect(item).toMatchObject({ available: false, vacation: { until } });
    expect(await errorOf(callerFor(t, seller).offers.accept({ id: offer }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Este livro não está disponível.',
    });
    const other = await createUser(t.db);
    expect(
      await errorOf(callerFor(t, other).offers.make({ bookId: onSale, amountCents: 2000 })),
    ).toMatchObject({
      code: 'CONFLICT',
    });

    await callerFor(t, seller).stores.vacation.end();
    const [back] = (await callerFor(t, buyer).cart.list()).items;
    expect(back).toMatchObject({ available: true, vacation: null });
    await callerFor(t, seller).offers.accept({ id: offer });
  });
});

describe('while closed', () => {
  beforeEach(async () => {
    t = await createTestDb();
  });

  it('a cancelled order gives its book back hidden with the rest, and it comes back on reopening', async () => {
    const { seller } = await sellerWithBooks(t.db);
    const buyer = await createUser(t.db);
    const { orderId, bookId } = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'aguardando_pagamento',
    });
    await callerFor(t, seller).stores.vacation.start({});
    await returnOrderBooks(t.db, seller.id, orderId, new Date().toISOString());
    expect(await statusOf(t.db, bookId)).toEqual({
      status: 'hidden',
      status_reason: VACATION_BOOK_REASON,
      hidden_by_vacation: 1,
    });
    await callerFor(t, seller).stores.vacation.end();
    expect((await statusOf(t.db, bookId)).status).toBe('available');
  });

  it("an admin's reinstatement waits for the reopening, and an admin's hiding outlasts it", async () => {
    const { seller, onSale } = await sellerWithBooks(t.db);
    await callerFor(t, seller).stores.vacation.start({});
    expect(await hideBook(t.db, onSale, 'Foto imprópria.')).toBe(true);
    // Reinstated while the store is closed: it waits with the rest.
    expect(await reinstateBook(t.db, onSale)).toBe(true);
    expect(await statusOf(t.db, onSale)).toEqual({
      status: 'hidden',
      status_reason: VACATION_BOOK_REASON,
      hidden_by_vacation: 1,
    });
    await hideBook(t.db, onSale, 'Foto imprópria.');
    await callerFor(t, seller).stores.vacation.end();
    expect(await statusOf(t.db, onSale)).toMatchObject({
      status: 'hidden',
      status_reason: 'Foto imprópria.',
    });
  });
});

describe("the member's data", () => {
  beforeEach(async () => {
    t = await createTestDb();
  });

  it("'Meus dados' carries the store's closing", async () => {
    const { seller } = await sellerWithBooks(t.db);
    const until = dayFromToday(4);
    await callerFor(t, seller).stores.vacation.start({ until, message: 'Até breve.' });
    expect((await exportStore(t.db, seller.id))?.vacation).toMatchObject({ until, message: 'Até breve.' });
  });
});

describe('stores.vacation.end', () => {
  beforeEach(async () => {
    t = await createTestDb();
  });

  it('relists exactly the books the closing hid, and wants hear of them again', async () => {
    const { seller, onSale, sold, hidden } = await sellerWithBooks(t.db);
    const second = await createBook(t.db, seller.id, { title: 'Sagarana' });
    const caller = callerFor(t, seller);
    await caller.stores.vacation.start({ message: 'Fechado para balanço.' });
    // Sold in the shop while closed: stays sold.
    await caller.books.markSold({ id: second });
    await t.db.deleteFrom('want_checks').execute();

    expect(await caller.stores.vacation.end()).toEqual({
      relisted: 1,
      message: 'Livraria reaberta. Seus livros voltaram à venda.',
    });
    expect(await statusOf(t.db, onSale)).toEqual({
      status: 'available',
      status_reason: null,
      hidden_by_vacation: 0,
    });
    expect((await statusOf(t.db, second)).status).toBe('sold');
    expect((await statusOf(t.db, sold)).status).toBe('sold');
    expect(await statusOf(t.db, hidden)).toMatchObject({
      status: 'hidden',
      status_reason: 'Anúncio irregular.',
    });
    const checks = await t.db.selectFrom('want_checks').select('book_id').execute();
    expect(checks.map((c) => c.book_id)).toEqual([onSale]);
    expect((await callerFor(t).search.books({ q: 'grande sertão' })).total).toBe(1);
    expect((await callerFor(t).stores.byUsername({ username: 'sebo-ferias' })).vacation).toBeNull();
  });

  it('refuses a visitor and a store that is open', async () => {
    const { seller } = await sellerWithBooks(t.db);
    expect((await errorOf(callerFor(t).stores.vacation.end())).code).toBe('UNAUTHORIZED');
    expect(await errorOf(callerFor(t, seller).stores.vacation.end())).toMatchObject({
      code: 'CONFLICT',
      message: 'Sua livraria não está em férias.',
    });
  });

  it("leaves another seller's store closed", async () => {
    const { seller, onSale } = await sellerWithBooks(t.db);
    await callerFor(t, seller).stores.vacation.start({});
    const other = await createUser(t.db);
    await makeEligibleSeller(t.db, other.id);
    expect((await errorOf(callerFor(t, other).stores.vacation.end())).code).toBe('CONFLICT');
    expect((await statusOf(t.db, onSale)).status).toBe('hidden');
  });
});

describe('the reopening job', () => {
  let second: DB;
  beforeEach(async () => {
    // Two processes on one database: two connections (SQLite in WAL, or two PostgreSQL pools).
    if (TEST_ENGINE === 'postgres') {
      t = await createTestDb();
      second = createDb(t.config).db;
    } else {
      const file = await createTestDbFile();
      t = file;
      second = createDb(file.path).db;
    }
  });
  afterEach(() => second.destroy());

  it('reopens a store on its return date once, whichever process runs it, and not before', async () => {
    const { seller, onSale } = await sellerWithBooks(t.db);
    const until = dayFromToday(3);
    await callerFor(t, seller).stores.vacation.start({ until });
    await t.db.deleteFrom('want_checks').execute();

    expect(await reopenDueStores(t.db)).toBe(0);
    expect((await statusOf(t.db, onSale)).status).toBe('hidden');

    // Three days later (noon in Brasília), both processes run the job: at once on PostgreSQL; one
    // after the other on SQLite, whose connections in one Node process cannot wait on each other.
    const then = new Date(Date.parse(`${until}T15:00:00Z`));
    const runs =
      TEST_ENGINE === 'postgres'
        ? await Promise.all([reopenDueStores(t.db, then), reopenDueStores(second, then)])
        : [await reopenDueStores(t.db, then), await reopenDueStores(second, then)];
    expect(runs.sort()).toEqual([0, 1]);
    // A process that read the store as due before the other reopened it changes nothing.
    expect(await endVacation(second, seller.id, { now: then, dueBy: until })).toBeNull();
    expect((await statusOf(t.db, onSale)).status).toBe('available');
    expect(await t.db.selectFrom('want_checks').select('book_id').execute()).toHaveLength(1);
    expect(await callerFor(t, seller).stores.vacation.mine()).toBeNull();
  });

  it('keeps a suspended seller closed until the reinstatement', async () => {
    const { seller, onSale } = await sellerWithBooks(t.db);
    const until = dayFromToday(1);
    await callerFor(t, seller).stores.vacation.start({ until });
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', seller.id)
      .execute();
    const then = new Date(Date.parse(`${until}T15:00:00Z`));
    expect(await reopenDueStores(second, then)).toBe(0);
    expect((await statusOf(t.db, onSale)).status).toBe('hidden');
    await t.db.updateTable('users').set({ suspended_at: null }).where('id', '=', seller.id).execute();
    expect(await reopenDueStores(second, then)).toBe(1);
    expect((await statusOf(t.db, onSale)).status).toBe('available');
  });
});
