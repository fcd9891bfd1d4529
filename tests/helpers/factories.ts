import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { bookAuthorRows } from '../../db/book-authors.ts';
import type { Executor } from '../../db/client.ts';
import type { BookCondition, Database, OrderStatus } from '../../db/schema.ts';
import { recordWorkSales } from '../../server/catalog/best-sellers.ts';
import type { SessionUser } from '../../server/context.ts';
import { slugify } from '../../shared/slug.ts';
import { workKey } from '../../shared/work-key.ts';
import { createTestDb } from './db.ts';

// Direct inserts for arranging tests: they bypass the procedures on purpose, so a test of a
// procedure never depends on another procedure being right.

let counter = 0;
const next = () => ++counter;

export async function createUser(
  db: Executor,
  opts: {
    email?: string;
    name?: string;
    username?: string | null;
    admin?: boolean;
    verified?: boolean;
    passwordHash?: string | null;
  } = {},
): Promise<SessionUser> {
  const n = next();
  const id = randomUUID();
  const now = new Date().toISOString();
  const email = (opts.email ?? `usuario${n}@example.com`).toLowerCase();
  const name = opts.name ?? `Usuário ${n}`;
  const username = opts.username === undefined ? `usuario-${n}` : opts.username;
  await db
    .insertInto('users')
    .values({
      id,
      email,
      created_at: now,
      email_verified_at: opts.verified ? now : null,
      password_hash: opts.passwordHash ?? null,
      suspended_at: null,
      suspended_reason: null,
    })
    .execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      name,
      username,
      created_at: now,
      updated_at: now,
      first_name: null,
      last_name: null,
      photo_url: null,
      selected_avatar: null,
      gender: null,
      bio: null,
      location: null,
      phone: null,
    })
    .execute();
  if (opts.admin)
    await db.insertInto('user_roles').values({ user_id: id, role: 'admin', created_at: now }).execute();
  return { id, email, name, username, isAdmin: Boolean(opts.admin), emailVerified: Boolean(opts.verified) };
}

/**
 * A category with these fields. Every database has the reference categories from its
 * migrations, so a reference slug updates that row (and returns its id) instead of adding one.
 */
export async function createCategory(
  db: Executor,
  opts: { slug: string; name?: string; group?: string | null; active?: boolean; sortOrder?: number },
) {
  const values = {
    slug: opts.slug,
    name: opts.name ?? opts.slug,
    description: null,
    group_name: opts.group ?? null,
    is_active: opts.active === false ? 0 : 1,
    sort_order: opts.sortOrder ?? 0,
  } as const;
  const row = await db
    .insertInto('categories')
    .values(values)
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createBook(
  db: Executor,
  sellerId: string,
  opts: {
    title?: string;
    author?: string;
    /** Co-authors after `author`. */
    coauthors?: string[];
    isbn?: string | null;
    priceCents?: number;
    categoryId?: number | null;
    status?: 'available' | 'sold' | 'hidden' | 'removed' | 'reserved';
    createdAt?: string;
    likesCount?: number;
    condition?: BookCondition;
    photos?: string[];
  } = {},
) {
  const n = next();
  const id = randomUUID();
  const createdAt = opts.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  const author = opts.author ?? `Autor ${n}`;
  const title = opts.title ?? `Livro ${n}`;
  const isbn = opts.isbn ?? null;
  await db
    .insertInto('books')
    .values({
      id,
      user_id: sellerId,
      title,
      author,
      authors: JSON.stringify([author, ...(opts.coauthors ?? [])]),
      author_slug: slugify(author),
      publisher: null,
      publisher_slug: null,
      isbn,
      condition: opts.condition ?? 'usado_bom',
      price_cents: opts.priceCents ?? 2990,
      description: null,
      genre: null,
      category_id: opts.categoryId ?? null,
      year: null,
      photos: JSON.stringify(opts.photos ?? []),
      status: opts.status ?? 'available',
      status_reason: null,
      likes_count: opts.likesCount ?? 0,
      edition: null,
      pages: null,
      cover_type: null,
      work_key: workKey({ isbn, title, author }),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto('book_authors')
    .values(bookAuthorRows(id, [author, ...(opts.coauthors ?? [])]))
    .execute();
  return id;
}

/** An active store (the 'livraria') for a seller; `active: false` is a closed one. */
export async function createStore(
  db: Executor,
  userId: string,
  opts: {
    name?: string;
    active?: boolean;
    description?: string | null;
    location?: string | null;
    bio?: string | null;
  } = {},
) {
  const now = new Date().toISOString();
  await db
    .insertInto('stores')
    .values({
      user_id: userId,
      store_name: opts.name ?? 'Sebo Teste',
      description: opts.description === undefined ? 'Livros com história.' : opts.description,
      location: opts.location ?? null,
      store_photo_url: null,
      bio: opts.bio ?? null,
      is_active: opts.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Makes a user an eligible seller: verified email, identity info and one address. */
export async function makeEligibleSeller(
  db: Executor,
  userId: string,
  opts: { city?: string; state?: string } = {},
) {
  const now = new Date().toISOString();
  await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
  await db
    .insertInto('user_identity_info')
    .values({
      user_id: userId,
      first_name: 'Maria',
      last_name: 'Silva',
      cpf: '52998224725',
      birth_date: '1990-05-10',
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('user_addresses')
    .values({
      id: randomUUID(),
      user_id: userId,
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      neighborhood: 'Bela Vista',
      city: opts.city ?? 'São Paulo',
      state: opts.state ?? 'SP',
      created_at: now,
    })
    .execute();
}

/** A delivery address every schema accepts (checkout, seller verification). */
export const VALID_ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
} as const;

/** The orders row of a one-book order in the given state, R$ 12,00 shipping. */
export function orderRow(opts: {
  buyerId: string;
  sellerId: string;
  status: OrderStatus;
  priceCents: number;
  pickup?: boolean;
}): Insertable<Database['orders']> & { id: string; created_at: string } {
  const at = new Date().toISOString();
  if (opts.pickup) {
    const row = orderRow({ ...opts, pickup: false });
    return {
      ...row,
      shipping_cents: 0,
      total_cents: opts.priceCents,
      tracking_code: null,
      delivery_method: 'retirada',
      pickup_city: 'São Paulo',
      pickup_state: 'SP',
    };
  }
  return {
    id: randomUUID(),
    buyer_id: opts.buyerId,
    seller_id: opts.sellerId,
    status: opts.status,
    subtotal_cents: opts.priceCents,
    shipping_cents: 1200,
    total_cents: opts.priceCents + 1200,
    tracking_code: opts.status === 'enviado' || opts.status === 'entregue' ? 'AA123456785BR' : null,
    delivery_address: JSON.stringify(VALID_ADDRESS),
    created_at: at,
    updated_at: at,
    status_since: at,
  };
}

/** An order of one sold book of the seller, in the given state, with its creation event. */
export async function createOrder(
  db: Executor,
  opts: { buyerId: string; sellerId: string; status: OrderStatus; priceCents?: number; pickup?: boolean },
): Promise<{ orderId: string; bookId: string }> {
  const price = opts.priceCents ?? 2990;
  const bookId = await createBook(db, opts.sellerId, { status: 'sold', priceCents: price });
  const book = await db
    .selectFrom('books')
    .select('work_key')
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  const order = orderRow({ ...opts, priceCents: price });
  const at = order.created_at;
  await db.insertInto('orders').values(order).execute();
  await db
    .insertInto('order_items')
    .values({
      id: randomUUID(),
      order_id: order.id,
      book_id: bookId,
      title: 'Livro vendido',
      price_cents: price,
      work_key: book.work_key,
    })
    .execute();
  // As checkout would have counted it; a cancelled order's sale was taken back.
  if (opts.status !== 'cancelado') await recordWorkSales(db, [book.work_key], 1);
  await db
    .insertInto('order_events')
    .values({ order_id: order.id, status: opts.status, actor_id: opts.buyerId, note: null, created_at: at })
    .execute();
  return { orderId: order.id, bookId };
}

/** A fresh database with a seller ('Vendedora') and a buyer ('Comprador'), where most order tests start. */
export async function sellerAndBuyer() {
  const t = await createTestDb();
  const seller = await createUser(t.db, { name: 'Vendedora' });
  const buyer = await createUser(t.db, { name: 'Comprador' });
  return { t, seller, buyer };
}

/** A fresh database with a verified seller who may list books, where most listing tests start. */
export async function eligibleSellerDb() {
  const t = await createTestDb();
  const seller = await createUser(t.db, { verified: true });
  await makeEligibleSeller(t.db, seller.id);
  return { t, seller };
}

/** An offer on the seller's book, in any state, expiring 48 hours from `at` (docs/product/offers.md). */
export async function createOffer(
  db: Executor,
  opts: {
    bookId: string;
    buyerId: string;
    sellerId: string;
    amountCents: number;
    counterCents?: number | null;
    status?: 'open' | 'countered' | 'accepted';
    at?: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const at = opts.at ?? new Date();
  const later = (h: number) => new Date(at.getTime() + h * 3_600_000).toISOString();
  await db
    .insertInto('offers')
    .values({
      id,
      book_id: opts.bookId,
      buyer_id: opts.buyerId,
      seller_id: opts.sellerId,
      amount_cents: opts.amountCents,
      counter_cents: opts.counterCents ?? null,
      status: opts.status ?? 'open',
      expires_at: later(48),
      accepted_until: opts.status === 'accepted' ? later(24) : null,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
  return id;
}
