import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countMembers, DEMO_ACCOUNTS, resetDatabase, SeedRefusedError, seed } from '../../db/seed/index.ts';
import { removeDemoMembers } from '../../server/demo.ts';
import { refreshSellerRating } from '../../server/orders/reviews.ts';
import { callerFor, createTestDb, createTestDbFile, TEST_ENGINE, type TestDb } from '../helpers/db.ts';
import { createBook, createOrder, createUser } from '../helpers/factories.ts';
import { cookieCaller } from '../helpers/trpc.ts';

// Demo data (docs/product/demo-data.md): which accounts are demo, and the public flag that the
// footer and the admin panel show.

const SMALL = { users: 12, books: 40, seed: 3, writeCovers: false } as const;

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

async function markDemo(userId: string) {
  await t.db.updateTable('users').set({ is_demo: 1 }).where('id', '=', userId).execute();
}

describe('demo members', () => {
  it('marks every seeded account as demo, and an account made through sign-up is not', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    const seeded = await t.db.selectFrom('users').select(['email', 'is_demo']).execute();
    expect(seeded).toHaveLength(SMALL.users);
    expect(seeded.filter((u) => u.is_demo !== 1)).toEqual([]);

    await cookieCaller(t).caller.accounts.register({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.org',
      password: 'livros123',
      newsletter: false,
      acceptTerms: true,
    });
    const ana = await t.db
      .selectFrom('users')
      .select('is_demo')
      .where('email', '=', 'ana@example.org')
      .executeTakeFirstOrThrow();
    expect(ana.is_demo).toBe(0);
  });
});

describe('categories.list demo flag', () => {
  it('is false on an empty database', async () => {
    expect((await callerFor(t).categories.list()).demo).toBe(false);
  });

  it('is true while a demo member exists, for visitors and members alike', async () => {
    const real = await createUser(t.db);
    const demo = await createUser(t.db);
    await markDemo(demo.id);
    expect((await callerFor(t).categories.list()).demo).toBe(true);
    expect((await callerFor(t, real).categories.list()).demo).toBe(true);
  });

  it('is false when only real members exist', async () => {
    const real = await createUser(t.db, { admin: true });
    await createUser(t.db);
    expect((await callerFor(t).categories.list()).demo).toBe(false);
    expect((await callerFor(t, real).categories.list()).demo).toBe(false);
  });

  it('is true after the demo seed, with the categories beside it', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    const answer = await callerFor(t).categories.list();
    expect(answer.demo).toBe(true);
    expect(answer.categories.map((c) => c.slug)).toContain('romance');
  });
});

describe('seed --reset', () => {
  it('refuses a database with real members, naming how many and the flag, and deletes nothing', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    await createUser(t.db);
    await createUser(t.db);
    const error = await resetDatabase(t.db, t.dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedRefusedError);
    expect((error as Error).message).toContain('2 membros reais');
    expect((error as Error).message).toContain('--reset --force');
    expect(await countMembers(t.db)).toEqual({ demo: SMALL.users, real: 2 });
  });

  it('wipes a database with real members when forced', async () => {
    await createUser(t.db);
    await resetDatabase(t.db, t.dataDir, { force: true });
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 0 });
  });

  it('wipes a database of demo members alone without being forced', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    await resetDatabase(t.db, t.dataDir);
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 0 });
  });

  it('exits non-zero from the command line with the count and the flag', async () => {
    const file = await createTestDbFile();
    try {
      await createUser(file.db);
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--reset'], {
        env: { ...process.env, DATABASE_PATH: file.path, DATA_DIR: file.dataDir },
      });
      const failure = await run.then(
        () => null,
        (e: unknown) => e as { code: number; stderr: string },
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('1 membro real');
      expect(failure?.stderr).toContain('--reset --force');
      expect(await countMembers(file.db)).toEqual({ demo: 0, real: 1 });
    } finally {
      await file.close();
    }
  }, 30_000);
});

describe('removeDemoMembers', () => {
  async function idOf(email: string) {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('removes the demo members and all they own, keeping real members, their books and the categories', async () => {
    await seed(t.db, { ...SMALL, dataDir: t.dataDir });
    const reader = await idOf(DEMO_ACCOUNTS.reader.email);
    const demoSeller = await idOf(DEMO_ACCOUNTS.seller.email);
    const demoBook = await createBook(t.db, demoSeller);
    const ana = await createUser(t.db);
    const onSale = await createBook(t.db, ana.id);
    const at = new Date().toISOString();
    // Ana likes, carts and reports a demo book, follows and writes to the demo seller...
    await t.db
      .insertInto('likes')
      .values({ id: randomUUID(), user_id: ana.id, book_id: demoBook, created_at: at })
      .execute();
    await t.db
      .insertInto('cart_items')
      .values({ id: randomUUID(), user_id: ana.id, book_id: demoBook, created_at: at })
      .execute();
    await t.db
      .insertInto('follows')
      .values({ follower_id: ana.id, following_id: demoSeller, created_at: at })
      .execute();
    await t.db
      .insertInto('reports')
      .values({
        id: randomUUID(),
        reporter_id: ana.id,
        target_type: 'book',
        target_id: demoBook,
        reason: 'spam',
        details: null,
        resolution_note: null,
        created_at: at,
        resolved_at: null,
        resolved_by: null,
      })
      .execute();
    const [a, b] = [ana.id, demoSeller].sort();
    await t.db
      .insertInto('conversations')
      .values({
        id: randomUUID(),
        user_a: a ?? '',
        user_b: b ?? '',
        subject: 'general',
        book_id: null,
        order_id: null,
        created_by: ana.id,
        created_at: at,
        last_message_at: at,
      })
      .execute();
    // ...and the demo reader liked one of Ana's books, bought another and reviewed a third.
    await t.db
      .insertInto('likes')
      .values({ id: randomUUID(), user_id: reader, book_id: onSale, created_at: at })
      .execute();
    await t.db.updateTable('books').set({ likes_count: 1 }).where('id', '=', onSale).execute();
    const paid = await createOrder(t.db, { buyerId: reader, sellerId: ana.id, status: 'pago' });
    await t.db.updateTable('books').set({ sales_count: 1 }).where('id', '=', paid.bookId).execute();
    const delivered = await createOrder(t.db, { buyerId: reader, sellerId: ana.id, status: 'entregue' });
    await t.db
      .insertInto('reviews')
      .values({
        id: randomUUID(),
        order_id: delivered.orderId,
        seller_id: ana.id,
        buyer_id: reader,
        overall_rating: 5,
        communication_rating: 5,
        shipping_rating: 5,
        condition_rating: 5,
        comment: null,
        response: null,
        response_at: null,
        created_at: at,
      })
      .execute();
    await refreshSellerRating(t.db, ana.id);
    const demoOrders = await t.db.selectFrom('orders').select('id').execute();

    const removed = await removeDemoMembers(t.db);

    expect(removed).toEqual({
      members: SMALL.users,
      books: SMALL.books + 1,
      orders: demoOrders.length,
      realMembers: 1,
    });
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 1 });
    expect((await callerFor(t).categories.list()).demo).toBe(false);
    expect((await t.db.selectFrom('categories').select('id').execute()).length).toBe(32);
    const left = await t.db
      .selectFrom('books')
      .select(['id', 'status', 'likes_count', 'sales_count'])
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([onSale, paid.bookId, delivered.bookId].sort());
    expect(left.find((r) => r.id === onSale)).toMatchObject({ likes_count: 0 });
    // The unfinished sale to a demo account is undone as a cancellation would.
    expect(left.find((r) => r.id === paid.bookId)).toMatchObject({ status: 'available', sales_count: 0 });
    for (const table of [
      'orders',
      'reviews',
      'likes',
      'cart_items',
      'follows',
      'reports',
      'conversations',
      'work_sales',
    ] as const)
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    // With no order left no work has sold: 'Mais Vendidos' falls back to likes.
    expect((await callerFor(t).books.bestSellers({})).ranking).toBe('likes');
    const rating = await t.db
      .selectFrom('seller_ratings')
      .selectAll()
      .where('seller_id', '=', ana.id)
      .executeTakeFirst();
    expect(rating).toMatchObject({ total_reviews: 0, total_sales: 0 });
    // PostgreSQL checks every foreign key as it deletes; SQLite is asked afterwards.
    if (TEST_ENGINE === 'sqlite') expect(t.sqlite.pragma('foreign_key_check')).toEqual([]);
  });

  it('changes nothing on a database without demo members', async () => {
    const ana = await createUser(t.db);
    await createBook(t.db, ana.id);
    expect(await removeDemoMembers(t.db)).toEqual({ members: 0, books: 0, orders: 0, realMembers: 1 });
    expect(await countMembers(t.db)).toEqual({ demo: 0, real: 1 });
    expect(await t.db.selectFrom('books').select('id').execute()).toHaveLength(1);
  });

  it('runs as npm run remove-demo, saying what went and what stayed', async () => {
    const file = await createTestDbFile();
    try {
      await seed(file.db, { ...SMALL, dataDir: file.dataDir });
      await createUser(file.db);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/remove-demo.ts'],
        {
          env: { ...process.env, DATABASE_PATH: file.path, DATA_DIR: file.dataDir },
        },
      );
      expect(stdout).toContain(`${SMALL.users} contas, ${SMALL.books} livros`);
      expect(stdout).toContain('Ficaram 1 membro real e as categorias.');
      expect(await countMembers(file.db)).toEqual({ demo: 0, real: 1 });
    } finally {
      await file.close();
    }
  }, 30_000);
});
