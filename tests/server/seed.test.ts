import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { secondaryIndexes } from '../../db/dialect.ts';
import { createdByMigrations, migrateToLatest } from '../../db/migrate.ts';
import { verifyPassword } from '../../db/password.ts';
import { REFERENCE_CATEGORIES } from '../../db/reference-categories.ts';
import {
  countRows,
  coverFileName,
  coversDir,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STORE_NAME,
  generateCovers,
  resetDatabase,
  SEED_EPOCH,
  SeedRefusedError,
  seed,
  seedIfEmpty,
} from '../../db/seed/index.ts';
import { cardQuery, onlyListed } from '../../server/catalog/cards.ts';
import { isValidTrackingCode } from '../../shared/tracking-code.ts';
import { workKey } from '../../shared/work-key.ts';
import { callerFor, createTestDb, createTestDbFile, TEST_ENGINE, type TestDb } from '../helpers/db.ts';

const SMALL = { users: 30, books: 200, writeCovers: false } as const;

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** A digest of the seeded rows, leaving out only the demo password hashes (argon2 salts are random). */
async function digest(db: DB): Promise<string> {
  const tables = {
    users: await db
      .selectFrom('users')
      .select(['id', 'email', 'email_verified_at', 'created_at'])
      .orderBy('id')
      .execute(),
    profiles: await db.selectFrom('profiles').selectAll().orderBy('user_id').execute(),
    stores: await db.selectFrom('stores').selectAll().orderBy('user_id').execute(),
    identities: await db.selectFrom('user_identity_info').selectAll().orderBy('user_id').execute(),
    addresses: await db.selectFrom('user_addresses').selectAll().orderBy('id').execute(),
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
    books: await db.selectFrom('books').selectAll().orderBy('id').execute(),
    bookAuthors: await db
      .selectFrom('book_authors')
      .selectAll()
      .orderBy('book_id')
      .orderBy('position')
      .execute(),
    likes: await db.selectFrom('likes').selectAll().orderBy('id').execute(),
    views: await db.selectFrom('views').selectAll().orderBy('user_id').orderBy('book_id').execute(),
    follows: await db
      .selectFrom('follows')
      .selectAll()
      .orderBy('follower_id')
      .orderBy('following_id')
      .execute(),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_items').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('order_events').selectAll().orderBy('id').execute(),
    reviews: await db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    ratings: await db.selectFrom('seller_ratings').selectAll().orderBy('seller_id').execute(),
  };
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

function validCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  const check = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += (d[i] ?? 0) * (n + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}

function validIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** Whether the database holds what its migrations put there and nothing else. */
async function onlyReferenceData(db: DB): Promise<boolean> {
  const { categories, ...rest } = await countRows(db);
  return categories === REFERENCE_CATEGORIES.length && Object.values(rest).every((n) => n === 0);
}

describe('seed', () => {
  it('gives the same rows for the same seed and different rows for another seed', async () => {
    await seed(t.db, { ...SMALL, seed: 7, dataDir: t.dataDir });
    const other = await createTestDb();
    const third = await createTestDb();
    try {
      await seed(other.db, { ...SMALL, seed: 7, dataDir: other.dataDir });
      await seed(third.db, { ...SMALL, seed: 8, dataDir: third.dataDir });
      const first = await digest(t.db);
      expect(await digest(other.db)).toBe(first);
      expect(await digest(third.db)).not.toBe(first);
    } finally {
      await other.close();
      await third.close();
    }
    // Three seeds into three databases: on PostgreSQL near vitest's 5 s default on a busy machine.
  }, 30_000);

  it('writes the requested volume and no row breaks a foreign key', async () => {
    const before = await secondaryIndexes(t.db);
    expect(before.length).toBeGreaterThan(10);
    await seed(t.db, { ...SMALL, seed: 1, dataDir: t.dataDir });
    // The seed drops secondary indexes while loading; every one must be back, unchanged.
    expect(await secondaryIndexes(t.db)).toEqual(before);
    const counts = await countRows(t.db);
    expect(counts.users).toBe(30);
    expect(counts.profiles).toBe(30);
    expect(counts.books).toBe(200);
    expect(counts.categories).toBe(32);
    for (const table of ['likes', 'views', 'follows', 'stores', 'orders', 'order_items', 'reviews'])
      expect(counts[table], table).toBeGreaterThan(0);
    expect(counts.order_events).toBe((counts.orders ?? 0) * 4);
    // PostgreSQL checks every foreign key as rows arrive; SQLite is asked afterwards.
    if (TEST_ENGINE === 'sqlite') {
      expect(t.sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(t.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    }
  });

  // The on-disk search reads books in rowid order; PostgreSQL has no rowid.
  it.skipIf(TEST_ENGINE === 'postgres')('writes the books in creation order', async () => {
    await seed(t.db, { ...SMALL, seed: 1, dataDir: t.dataDir });
    const createdAt = t.sqlite
      .prepare('select created_at from books order by rowid')
      .pluck()
      .all() as string[];
    expect(createdAt).toHaveLength(200);
    expect(createdAt).toEqual([...createdAt].sort());
  });

  // SQLite's planner, without statistics, picks a poor index for this page; the check reads
  // SQLite's plan text, which PostgreSQL does not write.
  it.skipIf(TEST_ENGINE === 'postgres')(
    'leaves planner statistics, so a page of cards is read by primary key',
    async () => {
      await seed(t.db, { ...SMALL, seed: 1, dataDir: t.dataDir });
      const ids = (await t.db.selectFrom('books').select('id').limit(24).execute()).map((r) => r.id);
      const { sql: text, parameters } = onlyListed(cardQuery(t.db)).where('books.id', 'in', ids).compile();
      const plan = t.sqlite
        .prepare(`explain query plan ${text}`)
        .all(...parameters)
        .map((row) => (row as { detail: string }).detail);
      // Without statistics SQLite picks the (status, availability) index, nearly a full scan.
      expect(plan.find((d) => d.includes('books'))).toMatch(/USING INDEX sqlite_autoindex_books_1 \(id=\?\)/);
    },
  );

  it("writes every book's authors, co-authors included, to book_authors", async () => {
    await seed(t.db, { ...SMALL, seed: 1, dataDir: t.dataDir });
    const books = await t.db.selectFrom('books').select(['id', 'authors']).execute();
    const rows = await t.db
      .selectFrom('book_authors')
      .select(['book_id', 'name'])
      .orderBy('book_id')
      .orderBy('position')
      .execute();
    const stored = new Map<string, string[]>();
    for (const r of rows) stored.set(r.book_id, [...(stored.get(r.book_id) ?? []), r.name]);
    for (const b of books) expect(stored.get(b.id), b.id).toEqual(JSON.parse(b.authors));
    expect(rows.length).toBeGreaterThan(books.length);
  });

  it('keeps every book counter equal to its rows', async () => {
    await seed(t.db, { ...SMALL, seed: 2, dataDir: t.dataDir });
    const books = await t.db
      .selectFrom('books')
      .select((eb) => [
        'books.id',
        'books.likes_count',
        'books.views_count',
        'books.sales_count',
        eb
          .selectFrom('likes')
          .whereRef('likes.book_id', '=', 'books.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('likes'),
        eb
          .selectFrom('views')
          .whereRef('views.book_id', '=', 'books.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('views'),
        eb
          .selectFrom('order_items')
          .whereRef('order_items.book_id', '=', 'books.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('sales'),
      ])
      .execute();
    expect(books).toHaveLength(200);
    for (const b of books) {
      expect(b.likes_count, b.id).toBe(b.likes);
      expect(b.views_count, b.id).toBe(b.views);
      expect(b.sales_count, b.id).toBe(b.sales);
    }
    expect(books.some((b) => b.likes_count > 0)).toBe(true);
    // One likes what one has seen: every like has a view of the same user and book.
    const orphanLikes = await t.db
      .selectFrom('likes')
      .leftJoin('views', (j) =>
        j.onRef('views.user_id', '=', 'likes.user_id').onRef('views.book_id', '=', 'likes.book_id'),
      )
      .where('views.user_id', 'is', null)
      .select('likes.id')
      .execute();
    expect(orphanLikes).toEqual([]);
  });

  it("writes a shipped order's tracking code in its history as orders.ship does: the code alone", async () => {
    await seed(t.db, { ...SMALL, seed: 2, dataDir: t.dataDir });
    const shipped = await t.db
      .selectFrom('order_events')
      .innerJoin('orders', 'orders.id', 'order_events.order_id')
      .select(['order_events.note', 'orders.tracking_code as trackingCode'])
      .where('order_events.status', '=', 'enviado')
      .execute();
    expect(shipped.length).toBeGreaterThan(0);
    for (const event of shipped) expect(event.note).toBe(event.trackingCode);
  });

  it('keys every book by its work and counts the sales of each work from the orders', async () => {
    await seed(t.db, { ...SMALL, seed: 2, dataDir: t.dataDir });
    const books = await t.db.selectFrom('books').select(['isbn', 'title', 'author', 'work_key']).execute();
    for (const b of books) expect(b.work_key, b.title).toBe(workKey(b));
    // Several sellers list the same works: fewer works than books.
    expect(new Set(books.map((b) => b.work_key)).size).toBeLessThan(books.length);
    const fromOrders = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .innerJoin('books', 'books.id', 'order_items.book_id')
      .select((eb) => ['books.work_key', eb.fn.countAll<number>().as('n')])
      .where('orders.status', '<>', 'cancelado')
      .groupBy('books.work_key')
      .orderBy('books.work_key')
      .execute();
    const stored = await t.db.selectFrom('work_sales').selectAll().orderBy('work_key').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(fromOrders.map((r) => ({ work_key: r.work_key, sold_count: r.n })));
    const counted = new Map(stored.map((w) => [w.work_key, w.sold_count]));
    const copies = await t.db.selectFrom('books').select(['work_key', 'work_sold_count']).execute();
    for (const b of copies)
      expect(b.work_sold_count, b.work_key ?? '').toBe(counted.get(b.work_key ?? '') ?? 0);
  });

  it('stores seller ratings that are exactly the aggregates of reviews and delivered orders', async () => {
    await seed(t.db, { ...SMALL, seed: 3, dataDir: t.dataDir });
    const ratings = await t.db.selectFrom('seller_ratings').selectAll().orderBy('seller_id').execute();
    const reviews = await t.db
      .selectFrom('reviews')
      .select((eb) => [
        'seller_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.avg<number>('overall_rating').as('overall'),
        eb.fn.avg<number>('communication_rating').as('communication'),
        eb.fn.avg<number>('shipping_rating').as('shipping'),
        eb.fn.avg<number>('condition_rating').as('condition'),
      ])
      .groupBy('seller_id')
      .execute();
    const sales = await t.db
      .selectFrom('orders')
      .where('status', '=', 'entregue')
      .select((eb) => ['seller_id', eb.fn.countAll<number>().as('n')])
      .groupBy('seller_id')
      .execute();
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.map((r) => r.seller_id)).toEqual(sales.map((s) => s.seller_id).sort());
    for (const r of ratings) {
      const agg = reviews.find((x) => x.seller_id === r.seller_id);
      expect(r.total_sales).toBe(sales.find((s) => s.seller_id === r.seller_id)?.n);
      expect(r.total_reviews).toBe(agg?.total ?? 0);
      expect(r.average_overall).toBeCloseTo(agg?.overall ?? 0, 10);
      expect(r.average_communication).toBeCloseTo(agg?.communication ?? 0, 10);
      expect(r.average_shipping).toBeCloseTo(agg?.shipping ?? 0, 10);
      expect(r.average_condition).toBeCloseTo(agg?.condition ?? 0, 10);
    }
    // Reviews are mostly good, as on a healthy marketplace.
    const all = await t.db.selectFrom('reviews').select('overall_rating').execute();
    expect(all.filter((r) => r.overall_rating >= 4).length).toBeGreaterThan(all.length / 2);
  });

  it('creates the three demo accounts with the demo password and a verified seller', async () => {
    await seed(t.db, { ...SMALL, seed: 4, dataDir: t.dataDir });
    const accounts = await t.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.password_hash',
        'users.email_verified_at',
        'profiles.username',
        'profiles.name',
      ])
      .where(
        'users.email',
        'in',
        Object.values(DEMO_ACCOUNTS).map((a) => a.email),
      )
      .execute();
    expect(accounts).toHaveLength(3);
    for (const a of accounts)
      expect(await verifyPassword(a.password_hash ?? '', DEMO_PASSWORD), a.email).toBe(true);
    const by = (email: string) => accounts.find((a) => a.email === email);
    const reader = by('leitor@example.com');
    const seller = by('livreiro@example.com');
    const admin = by('admin@example.com');
    expect(reader).toMatchObject({ name: 'Lia Leitora', username: 'leitora' });
    expect(seller?.username).toBe('livreiro');
    expect(seller?.email_verified_at).not.toBeNull();
    expect(admin?.username).toBe('admin');

    const roles = await t.db.selectFrom('user_roles').select(['user_id', 'role']).execute();
    expect(roles).toEqual([{ user_id: admin?.id, role: 'admin' }]);

    const identity = await t.db
      .selectFrom('user_identity_info')
      .selectAll()
      .where('user_id', '=', seller?.id ?? '')
      .executeTakeFirst();
    expect(validCpf(identity?.cpf ?? '')).toBe(true);
    expect(
      await t.db
        .selectFrom('user_addresses')
        .select('id')
        .where('user_id', '=', seller?.id ?? '')
        .execute(),
    ).toHaveLength(1);
    const store = await t.db
      .selectFrom('stores')
      .selectAll()
      .where('user_id', '=', seller?.id ?? '')
      .executeTakeFirst();
    expect(store).toMatchObject({ store_name: DEMO_STORE_NAME, is_active: 1 });

    const shelf = await t.db
      .selectFrom('books')
      .innerJoin('categories', 'categories.id', 'books.category_id')
      .select(['categories.slug'])
      .where('books.user_id', '=', seller?.id ?? '')
      .where('books.status', '=', 'available')
      .execute();
    expect(shelf.length).toBeGreaterThanOrEqual(20);
    for (const slug of ['romance', 'ficcao-cientifica', 'tecnologia', 'biografias'])
      expect(
        shelf.some((b) => b.slug === slug),
        slug,
      ).toBe(true);

    // The demo reader has a delivered order from the demo seller, reviewed, and one left to review.
    const readerOrders = await t.db
      .selectFrom('orders')
      .leftJoin('reviews', 'reviews.order_id', 'orders.id')
      .select(['orders.status', 'reviews.id as review_id'])
      .where('orders.buyer_id', '=', reader?.id ?? '')
      .where('orders.seller_id', '=', seller?.id ?? '')
      .execute();
    expect(readerOrders.map((o) => o.status)).toEqual(['entregue', 'entregue']);
    expect(readerOrders.filter((o) => o.review_id !== null)).toHaveLength(1);
    const follows = await t.db
      .selectFrom('follows')
      .select('following_id')
      .where('follower_id', '=', reader?.id ?? '')
      .execute();
    expect(follows.map((f) => f.following_id)).toContain(seller?.id);

    // Everyone else signs in with nothing: hashing 10 000 passwords would dominate the seed.
    const withPassword = await t.db
      .selectFrom('users')
      .select('email')
      .where('password_hash', 'is not', null)
      .execute();
    expect(withPassword).toHaveLength(3);
  });

  it('writes plausible Brazilian data within every rule of the schema', async () => {
    await seed(t.db, { ...SMALL, seed: 5, dataDir: t.dataDir });
    const books = await t.db.selectFrom('books').selectAll().execute();
    const categories = new Map(
      (await t.db.selectFrom('categories').select(['id', 'name']).execute()).map((c) => [c.id, c.name]),
    );
    const epoch = new Date(SEED_EPOCH).toISOString();
    for (const b of books) {
      expect(b.price_cents).toBeGreaterThanOrEqual(800);
      expect(b.price_cents).toBeLessThanOrEqual(25_000);
      expect(['novo', 'usado_otimo', 'usado_bom', 'usado_aceitavel']).toContain(b.condition);
      expect(['available', 'sold']).toContain(b.status);
      expect(b.year).toBeGreaterThanOrEqual(1950);
      expect(b.year).toBeLessThanOrEqual(2026);
      if (b.isbn !== null) expect(validIsbn13(b.isbn) && b.isbn.startsWith('97885'), b.isbn).toBe(true);
      expect(b.genre).toBe(categories.get(b.category_id ?? -1));
      expect(JSON.parse(b.authors)[0]).toBe(b.author);
      expect(JSON.parse(b.photos)).toEqual([expect.stringMatching(/^\/images\/covers\/cover-\d{3}\.webp$/)]);
      expect(b.location).toMatch(/^[^-]+ - [A-Z]{2}$/);
      expect(b.created_at <= epoch).toBe(true);
      expect(b.availability).toBe(b.status === 'available' ? 1 : 0);
    }
    expect(books.filter((b) => b.condition.startsWith('usado_')).length).toBeGreaterThan(books.length / 2);
    expect(books.filter((b) => b.language === 'pt').length).toBeGreaterThan(books.length * 0.8);
    const profiles = await t.db
      .selectFrom('profiles')
      .select(['username', 'location', 'avatar_type'])
      .execute();
    for (const p of profiles) {
      expect(p.username ?? '').toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(p.avatar_type).toBe('initials');
    }
    const events = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'status', 'created_at'])
      .orderBy('id')
      .execute();
    const byOrder = new Map<string, typeof events>();
    for (const e of events) byOrder.set(e.order_id, [...(byOrder.get(e.order_id) ?? []), e]);
    for (const list of byOrder.values()) {
      expect(list.map((e) => e.status)).toEqual(['aguardando_pagamento', 'pago', 'enviado', 'entregue']);
      expect([...list.map((e) => e.created_at)].sort()).toEqual(list.map((e) => e.created_at));
    }
    // Shipped orders carry codes the order page can link to (docs/product/pix.md#tracking-code).
    const codes = await t.db.selectFrom('orders').select('tracking_code').execute();
    expect(codes.length).toBeGreaterThan(0);
    for (const { tracking_code } of codes)
      expect(isValidTrackingCode(tracking_code ?? ''), tracking_code ?? '').toBe(true);
  });

  it('refuses a database that already has data, and reseeds identically after a reset', async () => {
    await seed(t.db, { ...SMALL, seed: 6, dataDir: t.dataDir });
    const before = await digest(t.db);
    await expect(seed(t.db, { ...SMALL, seed: 6, dataDir: t.dataDir })).rejects.toThrow(SeedRefusedError);
    await resetDatabase(t.db, t.dataDir);
    expect(await onlyReferenceData(t.db)).toBe(true);
    await seed(t.db, { ...SMALL, seed: 6, dataDir: t.dataDir });
    expect(await digest(t.db)).toBe(before);
  });
});

describe('seed on a database file', () => {
  const settings = (sqlite: TestDb['sqlite']) => ({
    journal: sqlite.pragma('journal_mode', { simple: true }),
    synchronous: sqlite.pragma('synchronous', { simple: true }),
    foreignKeys: sqlite.pragma('foreign_keys', { simple: true }),
    tempStore: sqlite.pragma('temp_store', { simple: true }),
    cacheSize: sqlite.pragma('cache_size', { simple: true }),
  });

  it('restores the connection settings after the bulk load', async () => {
    const f = await createTestDbFile();
    try {
      const before = settings(f.sqlite);
      expect(before).toMatchObject({ journal: 'wal', synchronous: 2, foreignKeys: 1 });
      await seed(f.db, { ...SMALL, seed: 9, dataDir: f.dataDir });
      expect(settings(f.sqlite)).toEqual(before);
    } finally {
      await f.close();
    }
  });

  it('leaves nothing behind, indexes included, when a seed fails half-way', async () => {
    const f = await createTestDbFile();
    try {
      const schema = () =>
        f.sqlite
          .prepare(
            "select type, name, sql from sqlite_master where name not like 'sqlite_stat%' order by name",
          )
          .all();
      const before = { schema: schema(), settings: settings(f.sqlite) };
      let seen = 0;
      const progress = {
        start: () => {},
        tick: (n: number, phase: string) => {
          seen += n;
          if (phase === 'livros') throw new Error('interrompido');
        },
      };
      await expect(seed(f.db, { ...SMALL, seed: 9, dataDir: f.dataDir, progress })).rejects.toThrow(
        'interrompido',
      );
      expect(seen).toBeGreaterThan(0);
      expect(await onlyReferenceData(f.db)).toBe(true);
      expect(schema()).toEqual(before.schema);
      expect(settings(f.sqlite)).toEqual(before.settings);
    } finally {
      await f.close();
    }
  });
});

describe('seedIfEmpty', () => {
  it('seeds the demo set into an empty database once', async () => {
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    expect(await seedIfEmpty(t.db, { dataDir: t.dataDir, log, writeCovers: false })).toBe(true);
    const counts = await countRows(t.db);
    expect(counts.users).toBe(60);
    expect(counts.books).toBe(600);
    expect(await seedIfEmpty(t.db, { dataDir: t.dataDir, log, writeCovers: false })).toBe(false);
    expect((await countRows(t.db)).books).toBe(600);
    expect(logs).toHaveLength(1);
    // The demo 'Mais Vendidos' is ranked by real sales of works with copies still on sale.
    const best = await callerFor(t).books.bestSellers({});
    expect(best.ranking).toBe('sales');
    const sold = await t.db.selectFrom('work_sales').select('work_key').execute();
    const first = await t.db
      .selectFrom('books')
      .select('work_key')
      .where('id', '=', best.items[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(sold.map((w) => w.work_key)).toContain(first.work_key);
  });

  it('leaves a database with users alone', async () => {
    await t.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'alguem@example.com',
        created_at: '2026-01-01T00:00:00.000Z',
        email_verified_at: null,
        password_hash: null,
        suspended_at: null,
        suspended_reason: null,
      })
      .execute();
    expect(await seedIfEmpty(t.db, { dataDir: t.dataDir, log: () => {} })).toBe(false);
    expect((await countRows(t.db)).books).toBe(0);
  });
});

describe('the demo seed on start', () => {
  it('is for a database the start created, never for one that existed, even empty', async () => {
    const { db } = createDb(':memory:');
    try {
      expect(createdByMigrations(await migrateToLatest(db))).toBe(true);
      // A later start of the same database, say after leaving demo mode with no member left.
      expect(createdByMigrations(await migrateToLatest(db))).toBe(false);
      expect(createdByMigrations([])).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});

describe('covers', () => {
  it('renders 600x900 WebP covers and skips the ones already on disk', async () => {
    const indices = [0, 1, 9, 255];
    expect(await generateCovers(t.dataDir, indices)).toEqual({ created: 4, skipped: 0 });
    for (const i of indices) {
      const file = join(coversDir(t.dataDir), coverFileName(i));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: 600,
        height: 900,
      });
    }
    expect(await generateCovers(t.dataDir, indices)).toEqual({ created: 0, skipped: 4 });
    // --reset removes the generated covers with the rows.
    await resetDatabase(t.db, t.dataDir);
    expect(existsSync(coversDir(t.dataDir))).toBe(false);
  });
});
