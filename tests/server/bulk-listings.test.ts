import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { reinstateBook } from '../../server/admin/books.ts';
import { PAUSED_BOOK_REASON } from '../../shared/bulk.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import {
  createBook,
  createOffer,
  createStore,
  createUser,
  makeEligibleSeller,
} from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once): each book
// under its one-book rule, the others skipped and counted, all in one transaction.

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function book(db: DB, id: string) {
  return db
    .selectFrom('books')
    .select(['status', 'status_reason', 'price_cents', 'hidden_by_seller', 'hidden_by_vacation'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function shelf() {
  const seller = await createUser(t.db, { name: 'Vendedora' });
  await createStore(t.db, seller.id);
  const a = await createBook(t.db, seller.id, { title: 'Dom Casmurro', priceCents: 3000 });
  const b = await createBook(t.db, seller.id, { title: 'Iracema', priceCents: 1999 });
  const sold = await createBook(t.db, seller.id, { status: 'sold', priceCents: 5000 });
  const moderated = await createBook(t.db, seller.id, { status: 'hidden', priceCents: 4000 });
  const other = await createUser(t.db);
  const theirs = await createBook(t.db, other.id, { priceCents: 2500 });
  return { seller, other, a, b, sold, moderated, theirs };
}

describe('books.bulk', () => {
  it('refuses a visitor, an empty or oversized selection and a bad change', async () => {
    const { seller, a } = await shelf();
    expect((await errorOf(callerFor(t).books.bulk({ ids: [a], action: { kind: 'pause' } }))).code).toBe(
      'UNAUTHORIZED',
    );
    const caller = callerFor(t, seller);
    expect((await errorOf(caller.books.bulk({ ids: [], action: { kind: 'pause' } }))).message).toBe(
      'Selecione ao menos um livro.',
    );
    const many = Array.from({ length: 501 }, () => crypto.randomUUID());
    expect((await errorOf(caller.books.bulk({ ids: many, action: { kind: 'pause' } }))).message).toBe(
      'Selecione no máximo 500 livros por vez.',
    );
    expect(
      (await errorOf(caller.books.bulk({ ids: [a], action: { kind: 'percent', percent: -95 } }))).message,
    ).toBe('A redução máxima é de 90%.');
    expect(
      (await errorOf(caller.books.bulk({ ids: [a], action: { kind: 'price', price: -1 } }))).message,
    ).toBe('O preço não pode ser negativo.');
    expect((await errorOf(caller.books.bulk({ ids: ['nope'], action: { kind: 'pause' } }))).message).toBe(
      'Livro inválido.',
    );
  });

  it("changes the price by a percentage, skips sold, moderated and another seller's books, and says so", async () => {
    const { seller, a, b, sold, moderated, theirs } = await shelf();
    const answer = await callerFor(t, seller).books.bulk({
      ids: [a, b, sold, moderated, theirs],
      action: { kind: 'percent', percent: -10 },
    });
    expect(answer).toMatchObject({ changed: 2 });
    expect(answer.message).toBe(
      '2 livros tiveram o preço alterado. Ficaram como estavam: 1 não encontrado entre os seus livros; 1 já vendido; 1 oculto pela equipe do Releia.',
    );
    expect((await book(t.db, a))?.price_cents).toBe(2700);
    expect((await book(t.db, b))?.price_cents).toBe(1799);
    expect((await book(t.db, sold))?.price_cents).toBe(5000);
    expect((await book(t.db, moderated))?.price_cents).toBe(4000);
    expect((await book(t.db, theirs))?.price_cents).toBe(2500);
  });

  it('sets a price, ending the offers it reaches as a one-book edit does', async () => {
    const { seller, a } = await shelf();
    const buyer = await createUser(t.db);
    const offer = await createOffer(t.db, {
      bookId: a,
      buyerId: buyer.id,
      sellerId: seller.id,
      amountCents: 2500,
    });
    await callerFor(t, seller).books.bulk({ ids: [a], action: { kind: 'price', price: '24,90' } });
    expect((await book(t.db, a))?.price_cents).toBe(2490);
    const row = await t.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', offer)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ended');
  });

  it('pauses and relists; a paused book stays paused through a holiday and is not relisted by an admin', async () => {
    const { seller, a, b, sold } = await shelf();
    const caller = callerFor(t, seller);
    const paused = await caller.books.bulk({ ids: [a, sold], action: { kind: 'pause' } });
    expect(paused.message).toBe('1 livro foi pausado. Ficaram como estavam: 1 já vendido.');
    expect(await book(t.db, a)).toMatchObject({
      status: 'hidden',
      status_reason: PAUSED_BOOK_REASON,
      hidden_by_seller: 1,
    });
    expect((await callerFor(t).search.books({ q: 'dom casmurro' })).total).toBe(0);

    // A holiday comes and goes: the paused book is not one the closing hid.
    await makeEligibleSeller(t.db, seller.id);
    await caller.stores.vacation.start({});
    await caller.stores.vacation.end();
    expect((await book(t.db, a))?.hidden_by_seller).toBe(1);
    // Nor does an admin's 'Reativar' list it: only its seller does.
    expect(await reinstateBook(t.db, a)).toBe(false);
    expect((await book(t.db, a))?.status).toBe('hidden');

    const again = await caller.books.bulk({ ids: [a, b], action: { kind: 'relist' } });
    expect(again.message).toBe('1 livro voltou à venda. Ficaram como estavam: 1 não está pausado.');
    expect(await book(t.db, a)).toMatchObject({
      status: 'available',
      status_reason: null,
      hidden_by_seller: 0,
    });
    expect((await callerFor(t).search.books({ q: 'dom casmurro' })).total).toBe(1);
    const checks = await t.db.selectFrom('want_checks').select('book_id').where('book_id', '=', a).execute();
    expect(checks.length).toBeGreaterThan(0);
  });

  it('removes the chosen books but never a sold one', async () => {
    const { seller, a, b, sold, theirs } = await shelf();
    const answer = await callerFor(t, seller).books.bulk({
      ids: [a, b, sold, theirs],
      action: { kind: 'remove' },
    });
    expect(answer.message).toBe(
      '2 livros foram removidos. Ficaram como estavam: 1 não encontrado entre os seus livros; 1 já vendido.',
    );
    expect(await book(t.db, a)).toBeUndefined();
    expect((await book(t.db, sold))?.status).toBe('sold');
    expect((await book(t.db, theirs))?.status).toBe('available');
  });

  it('skips a book whose new price would pass the maximum', async () => {
    const { seller, a, b } = await shelf();
    await t.db.updateTable('books').set({ price_cents: 9_000_000 }).where('id', '=', b).execute();
    const answer = await callerFor(t, seller).books.bulk({
      ids: [a, b],
      action: { kind: 'percent', percent: 200 },
    });
    expect(answer.message).toBe(
      '1 livro teve o preço alterado. Ficaram como estavam: 1 o novo preço passaria de R$ 100.000,00.',
    );
    expect((await book(t.db, a))?.price_cents).toBe(9000);
    expect((await book(t.db, b))?.price_cents).toBe(9_000_000);
  });
});
