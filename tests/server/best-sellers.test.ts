import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, makeEligibleSeller, VALID_ADDRESS } from '../helpers/factories.ts';

// 'Mais Vendidos' ranks the books on sale by how often the same work was sold on Releia
// (docs/product/best-sellers.md), through the real listing, checkout and cancellation paths.

let t: TestDb;
let sellerA: SessionUser;
let sellerB: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  sellerA = await createUser(t.db, { name: 'Vendedora A', verified: true });
  sellerB = await createUser(t.db, { name: 'Vendedor B', verified: true });
  await makeEligibleSeller(t.db, sellerA.id);
  await makeEligibleSeller(t.db, sellerB.id);
});
afterEach(() => t.close());

async function list(seller: SessionUser, fields: { title: string; author: string; isbn?: string }) {
  const { id } = await callerFor(t, seller).books.create({
    ...fields,
    price: '30,00',
    condition: 'usado_bom',
  });
  return id;
}

async function buy(...bookIds: string[]) {
  const buyer = await createUser(t.db);
  const caller = callerFor(t, buyer);
  for (const bookId of bookIds) await caller.cart.add({ bookId });
  const { orderIds } = await caller.orders.checkout({ delivery: VALID_ADDRESS });
  const id = orderIds[0];
  if (!id) throw new Error('nenhum pedido');
  return { caller, id };
}

async function bestSellers() {
  return callerFor(t).books.bestSellers({});
}

async function likes(bookId: string, n: number) {
  await t.db.updateTable('books').set({ likes_count: n }).where('id', '=', bookId).execute();
}

describe('books.bestSellers', () => {
  it('puts the other copy of a sold work first, above more liked books, and the sold copy nowhere', async () => {
    const third = await createUser(t.db);
    const liked = await createBook(t.db, third.id, { title: 'Muito Curtido', likesCount: 50 });
    const copyA = await list(sellerA, {
      title: 'Dom Casmurro',
      author: 'Machado de Assis',
      isbn: '9788535902778',
    });
    const copyB = await list(sellerB, {
      title: 'Dom Casmurro (edição de bolso)',
      author: 'Machado de Assis',
      isbn: '978-85-359-0277-8',
    });
    const before = await bestSellers();
    expect(before.ranking).toBe('likes');
    expect(before.items[0]?.id).toBe(liked);

    await buy(copyA);
    const after = await bestSellers();
    expect(after.ranking).toBe('sales');
    expect(after.items.map((b) => b.id)).toEqual([copyB, liked]);
    const everywhere = [
      ...(await callerFor(t).books.list({})).items,
      ...(await callerFor(t).books.section({ slug: 'lancamentos' })),
      ...(await callerFor(t).search.books({ q: 'dom casmurro' })).items,
    ].map((b) => b.id);
    expect(everywhere).toContain(copyB);
    expect(everywhere).not.toContain(copyA);
  });

  it('ranks by how many times the work sold, and a cancellation takes the sale back', async () => {
    const x = { title: 'Vidas Secas', author: 'Graciliano Ramos', isbn: '9788501067340' };
    const y = { title: 'Capitães da Areia', author: 'Jorge Amado', isbn: '9788535911695' };
    const x1 = await list(sellerA, x);
    const x2 = await list(sellerA, x);
    const xListed = await list(sellerB, x);
    const y1 = await list(sellerA, y);
    const yListed = await list(sellerB, y);
    await likes(yListed, 5);
    const plain = await createBook(t.db, sellerB.id, { likesCount: 9 });

    const first = await buy(x1);
    await buy(x2);
    await buy(y1);
    expect((await bestSellers()).items.map((b) => b.id)).toEqual([xListed, yListed, plain]);

    // Back on sale, x1 is a listed copy of a work now sold once, as is Y: likes decide.
    expect(await first.caller.orders.cancel({ id: first.id })).toEqual({ status: 'cancelado' });
    const ids = (await bestSellers()).items.map((b) => b.id);
    expect(ids.slice(0, 1)).toEqual([yListed]);
    expect(ids.slice(1, 3).sort()).toEqual([x1, xListed].sort());
    expect(ids.at(-1)).toBe(plain);
    const counts = await t.db.selectFrom('work_sales').select(['work_key', 'sold_count']).execute();
    expect(counts.map((c) => c.sold_count)).toEqual([1, 1]);
  });

  it('treats an ISBN-10 and its ISBN-13 as the same work', async () => {
    const liked = await createBook(t.db, sellerB.id, { likesCount: 20 });
    const ten = await list(sellerA, { title: 'O Cortiço', author: 'Aluísio Azevedo', isbn: '0-306-40615-2' });
    const thirteen = await list(sellerB, { title: 'Cortiço', author: 'A. Azevedo', isbn: '9780306406157' });
    await buy(ten);
    expect((await bestSellers()).items.map((b) => b.id)).toEqual([thirteen, liked]);
  });

  it('without ISBN, matches title and main author ignoring accents, case, punctuation and spacing', async () => {
    const liked = await createBook(t.db, sellerB.id, { likesCount: 20 });
    const sold = await list(sellerA, { title: 'Grande Sertão: Veredas', author: 'João Guimarães Rosa' });
    const same = await list(sellerB, { title: ' grande  sertao - veredas ', author: 'JOAO GUIMARAES ROSA' });
    const otherAuthor = await list(sellerB, { title: 'Grande Sertão: Veredas', author: 'Outra Pessoa' });
    await buy(sold);
    const ids = (await bestSellers()).items.map((b) => b.id);
    expect(ids[0]).toBe(same);
    expect(ids.slice(1)).toEqual([liked, otherAuthor]);
  });

  it('follows an edit that makes a listed book another copy of a sold work', async () => {
    const sold = await list(sellerA, {
      title: 'Sagarana',
      author: 'João Guimarães Rosa',
      isbn: '9788520923399',
    });
    const liked = await createBook(t.db, sellerB.id, { likesCount: 3 });
    const later = await list(sellerB, { title: 'Sagarana', author: 'Guimarães Rosa' });
    await buy(sold);
    expect((await bestSellers()).items.map((b) => b.id)).toEqual([liked, later]);
    expect((await bestSellers()).ranking).toBe('likes');
    await callerFor(t, sellerB).books.update({ id: later, changes: { isbn: '978-85-209-2339-9' } });
    expect((await bestSellers()).items.map((b) => b.id)).toEqual([later, liked]);
  });

  it('does not count a book its seller marked as sold outside Releia', async () => {
    const work = { title: 'Quarto de Despejo', author: 'Carolina Maria de Jesus', isbn: '9788508171279' };
    const marked = await list(sellerA, work);
    const other = await list(sellerB, work);
    const liked = await createBook(t.db, sellerB.id, { likesCount: 4 });
    await callerFor(t, sellerA).books.markSold({ id: marked });
    const page = await bestSellers();
    expect(page.ranking).toBe('likes');
    expect(page.items.map((b) => b.id)).toEqual([liked, other]);
  });

  it('says when no sale ranks the list: most liked first, views breaking ties', async () => {
    const seen = await createBook(t.db, sellerA.id, { likesCount: 2 });
    await t.db.updateTable('books').set({ views_count: 10 }).where('id', '=', seen).execute();
    const unseen = await createBook(t.db, sellerA.id, { likesCount: 2 });
    const top = await createBook(t.db, sellerA.id, { likesCount: 7 });
    expect(await bestSellers()).toEqual({
      ranking: 'likes',
      nextCursor: null,
      items: [
        expect.objectContaining({ id: top }),
        expect.objectContaining({ id: seen }),
        expect.objectContaining({ id: unseen }),
      ],
    });
  });

  it('pages through sold works and then the rest with no book twice or missing', async () => {
    const work = { title: 'Memórias Póstumas de Brás Cubas', author: 'Machado de Assis' };
    const sold = await list(sellerA, work);
    const copies = [await list(sellerB, work), await list(sellerB, work)];
    const rest = [];
    for (let i = 0; i < 3; i++) rest.push(await createBook(t.db, sellerA.id, { likesCount: 10 - i }));
    await buy(sold);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: Awaited<ReturnType<typeof bestSellers>> = await callerFor(t).books.bestSellers({
        limit: 2,
        cursor,
      });
      seen.push(...res.items.map((b) => b.id));
      expect(res.ranking).toBe('sales');
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    expect(seen.slice(0, 2).sort()).toEqual([...copies].sort());
    expect(seen.slice(2)).toEqual(rest);
  });

  it('refuses a bad page size', async () => {
    await expect(callerFor(t).books.bestSellers({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
