import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reinstateBook } from '../../server/admin/books.ts';
import { reinstateUser, suspendUser } from '../../server/admin/suspensions.ts';
import { insertBook } from '../../server/listings/listings.ts';
import { pendingWantChecks } from '../../server/wants/checks.ts';
import { runWantMatcher } from '../../server/wants/matcher.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// Matching listed books against wants off the request path (docs/product/wants.md#matching,
// docs/decisions/031-wants-matching.md). One database: the wants are saved once, then each test
// lists books and runs the matcher as a process would.

let t: TestDb;
type Member = Awaited<ReturnType<typeof createUser>>;
let buyer: Member;
let seller: Member;
let otherSeller: Member;
let isbnBook: string;

beforeAll(async () => {
  t = await createTestDb();
  buyer = await createUser(t.db);
  seller = await createUser(t.db);
  otherSeller = await createUser(t.db);
  isbnBook = await createBook(t.db, seller.id, {
    title: 'Quarto de Despejo',
    author: 'Carolina Maria de Jesus',
    isbn: '9788508171279',
  });
  const me = callerFor(t, buyer);
  await me.wants.saveSearch({ q: 'conceicao evaristo' });
  await me.wants.saveSearch({ q: 'dom casmuro' });
  await me.wants.saveSearch({ q: 'Vidas Secas', maxPrice: 20 });
  await me.wants.saveSearch({ q: 'harry potter' });
  await me.wants.saveWork({ bookId: isbnBook });
  // The seller wants what they list: never told about their own book.
  await callerFor(t, seller).wants.saveSearch({ q: 'dom casmurro' });
});
afterAll(() => t.close());

const list = (sellerId: string, fields: { title: string; author: string; price: string; isbn?: string }) =>
  insertBook(t.db, sellerId, bookCreateInput.parse({ condition: 'usado_bom', ...fields }));

async function told(userId: string) {
  const rows = await t.db
    .selectFrom('notifications')
    .select('book_title')
    .where('user_id', '=', userId)
    .where('kind', '=', 'wanted_listed')
    .execute();
  return rows.map((r) => r.book_title).sort();
}

describe('want matcher', () => {
  it('tells the buyer of books matching their searches and works, accents, typos and filters included, once', async () => {
    await list(seller.id, { title: 'Olhos d’Água', author: 'Conceição Evaristo', price: '35' });
    const casmurro = await list(seller.id, {
      title: 'Dom Casmurro',
      author: 'Machado de Assis',
      price: '20',
    });
    await list(seller.id, { title: 'Vidas Secas', author: 'Graciliano Ramos', price: '30' });
    await list(otherSeller.id, { title: 'Vidas secas', author: 'Graciliano Ramos', price: '15' });
    await list(otherSeller.id, {
      title: 'Quarto de despejo: diário',
      author: 'C. M. de Jesus',
      price: '25',
      isbn: '978-85-08-17127-9',
    });
    await list(otherSeller.id, { title: 'O Cortiço', author: 'Aluísio Azevedo', price: '10' });
    expect(await pendingWantChecks(t.db)).toBe(6);

    await runWantMatcher(t.db, t.config);
    expect(await pendingWantChecks(t.db)).toBe(0);
    expect(await told(buyer.id)).toEqual([
      'Dom Casmurro',
      'Olhos d’Água',
      'Quarto de despejo: diário',
      'Vidas secas',
    ]);
    expect(await told(seller.id)).toEqual([]);
    const mail = await t.db.selectFrom('outbox').select('subject').where('user_id', '=', buyer.id).execute();
    expect(mail.filter((m) => m.subject.includes('Dom Casmurro, que você procura'))).toHaveLength(1);

    // The same book queued again (edited, listed again) is not told twice.
    await t.db
      .insertInto('want_checks')
      .values({ book_id: casmurro, queued_at: new Date().toISOString(), claimed_at: null })
      .execute();
    const hidden = await createBook(t.db, otherSeller.id, {
      title: 'Dom Casmurro',
      author: 'Machado de Assis',
      status: 'hidden',
    });
    await runWantMatcher(t.db, t.config);
    expect(await told(buyer.id)).toHaveLength(4);

    // A hidden book an admin lists again is matched then.
    expect(await reinstateBook(t.db, hidden)).toBe(true);
    await runWantMatcher(t.db, t.config);
    expect(await told(buyer.id)).toEqual([
      'Dom Casmurro',
      'Dom Casmurro',
      'Olhos d’Água',
      'Quarto de despejo: diário',
      'Vidas secas',
    ]);

    // So are a suspended seller's books when the account is reinstated.
    await suspendUser(t.db, otherSeller.id, 'teste');
    const held = await createBook(t.db, otherSeller.id, {
      title: 'Becos da Memória',
      author: 'Conceição Evaristo',
      status: 'hidden',
    });
    await t.db.updateTable('books').set({ hidden_by_suspension: 1 }).where('id', '=', held).execute();
    // Every book the suspension hid comes back; only the one not told before is told.
    expect(await reinstateUser(t.db, otherSeller.id)).toBe(5);
    await runWantMatcher(t.db, t.config);
    expect(await told(buyer.id)).toEqual([
      'Becos da Memória',
      'Dom Casmurro',
      'Dom Casmurro',
      'Olhos d’Água',
      'Quarto de despejo: diário',
      'Vidas secas',
    ]);
  });

  it('leaves a claim another worker holds, and takes it back once stale', async () => {
    await list(otherSeller.id, { title: 'Ponciá Vicêncio', author: 'Conceição Evaristo', price: '30' });
    await t.db
      .updateTable('want_checks')
      .set({ claimed_at: `${new Date().toISOString()}#outro` })
      .execute();
    await runWantMatcher(t.db, t.config);
    expect(await pendingWantChecks(t.db)).toBe(1);
    await t.db.updateTable('want_checks').set({ claimed_at: '2020-01-01T00:00:00.000Z#morto' }).execute();
    await runWantMatcher(t.db, t.config);
    expect(await pendingWantChecks(t.db)).toBe(0);
    expect(await told(buyer.id)).toContain('Ponciá Vicêncio');
  });

  it('tells no one of a listing by a seller they blocked or who blocked them', async () => {
    const blocker = await createUser(t.db);
    const blockedOne = await createUser(t.db);
    await callerFor(t, blocker).wants.saveSearch({ q: 'torto arado' });
    await callerFor(t, blockedOne).wants.saveSearch({ q: 'torto arado' });
    await callerFor(t, blocker).messages.block({ userId: otherSeller.id });
    await callerFor(t, otherSeller).messages.block({ userId: blockedOne.id });
    await list(otherSeller.id, { title: 'Torto Arado', author: 'Itamar Vieira Junior', price: '40' });
    await runWantMatcher(t.db, t.config);
    expect(await told(blocker.id)).toEqual([]);
    expect(await told(blockedOne.id)).toEqual([]);
  });
});
