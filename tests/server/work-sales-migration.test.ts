import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { OrdersTable } from '../../db/schema/orders.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { callerFor, createDbMigratedTo, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser, orderRow } from '../helpers/factories.ts';

// The migration that brings in work sales must find the sales already made: a database from
// before it, with orders, ranks 'Mais Vendidos' by them as soon as it is migrated.

let t: TestDb;
let db: DB;
beforeEach(async () => {
  t = await createTestDb();
  db = await createDbMigratedTo('2026-11-24T1100_book_authors');
});
afterEach(async () => {
  await db.destroy();
  await t.close();
});

const at = '2026-10-01T12:00:00.000Z';

/** A book as the schema before the migration stores it: no work_key column yet. */
async function oldBook(
  sellerId: string,
  fields: { title: string; author: string; isbn?: string },
  status: 'available' | 'sold',
  likes = 0,
) {
  const id = randomUUID();
  await db
    .insertInto('books')
    .values({
      id,
      user_id: sellerId,
      title: fields.title,
      author: fields.author,
      author_slug: 'autor',
      publisher: null,
      publisher_slug: null,
      isbn: fields.isbn ?? null,
      condition: 'usado_bom',
      price_cents: 3000,
      description: null,
      genre: null,
      category_id: null,
      year: null,
      status,
      status_reason: null,
      likes_count: likes,
      edition: null,
      pages: null,
      cover_type: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

async function oldOrder(buyerId: string, sellerId: string, bookId: string, status: OrderStatus) {
  // The orders table as it was then: status_since came later, so the row leaves it out, and
  // today's schema type (which requires it) is told so.
  const { status_since: _later, ...order } = orderRow({ buyerId, sellerId, status, priceCents: 3000 });
  await db
    .insertInto('orders')
    .values(order as Insertable<OrdersTable>)
    .execute();
  await db
    .insertInto('order_items')
    .values({ id: randomUUID(), order_id: order.id, book_id: bookId, title: 'x', price_cents: 3000 })
    .execute();
}

describe('migration 2026-11-24T1200_work_sales', () => {
  it('keys every book and counts the sales of existing orders, cancelled ones left out', async () => {
    const seller = await createUser(db);
    const buyer = await createUser(db);
    const sertao = { title: 'Grande Sertão: Veredas', author: 'João Guimarães Rosa' };
    const cortico = { title: 'O Cortiço', author: 'Aluísio Azevedo', isbn: '0-306-40615-2' };
    await oldOrder(buyer.id, seller.id, await oldBook(seller.id, sertao, 'sold'), 'entregue');
    await oldOrder(buyer.id, seller.id, await oldBook(seller.id, sertao, 'sold'), 'aguardando_pagamento');
    await oldOrder(buyer.id, seller.id, await oldBook(seller.id, cortico, 'sold'), 'cancelado');
    const sertaoListed = await oldBook(
      seller.id,
      { title: 'GRANDE SERTAO VEREDAS', author: 'Joao Guimaraes Rosa' },
      'available',
    );
    const corticoListed = await oldBook(seller.id, { ...cortico, isbn: '9780306406157' }, 'available', 30);
    const liked = await oldBook(seller.id, { title: 'Curtido', author: 'Alguém' }, 'available', 10);

    await migrateToLatest(db);

    const keys = await db.selectFrom('books').select(['id', 'work_key']).execute();
    expect(keys.find((k) => k.id === corticoListed)?.work_key).toBe('isbn:9780306406157');
    expect(keys.every((k) => k.work_key)).toBe(true);
    expect(await db.selectFrom('work_sales').selectAll().execute()).toEqual([
      { work_key: 'obra:grande-sertao-veredas|joao-guimaraes-rosa', sold_count: 2 },
    ]);
    const page = await callerFor({ ...t, db }).books.bestSellers({});
    expect(page.ranking).toBe('sales');
    expect(page.items.map((b) => b.id)).toEqual([sertaoListed, corticoListed, liked]);
  });
});
