import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import type { UserAddressesTable } from '../../db/schema.ts';
import { type ParcelCost, parcelCost, type SellerDelivery } from '../../shared/delivery.ts';
import { booksTitle } from '../../shared/notifications.ts';
import { buyable } from '../cart/index.ts';
import { recordWorkSales, sellerLabel } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';
import { agreedPrices, endOffersOnSale } from '../offers/index.ts';
import { chosenDeliveries, sellerDeliveries } from '../stores/index.ts';

// Orders are one per seller (each ships their own parcel). A checkout takes every book with a
// conditional update inside one transaction: the first buyer's update matches, every later one
// matches nothing and the whole checkout rolls back, so a book is never sold twice.

/** Checking out an empty cart (docs/product/checkout.md#reaching-it). */
const emptyCart = () =>
  new RuleError('BAD_REQUEST', 'Adicione itens ao carrinho antes de finalizar a compra', {
    title: 'Carrinho vazio',
  });

/** The books taken meanwhile (sold, hidden, removed, no copy left), named: nothing was bought. */
function goneBooks(titles: readonly string[]) {
  const names = titles.map((t) => `"${t}"`).join(', ');
  const message =
    titles.length === 1
      ? `O livro ${names} não está mais disponível. Remova-o do carrinho para continuar.`
      : `Os livros ${names} não estão mais disponíveis. Remova-os do carrinho para continuar.`;
  return new RuleError('CONFLICT', message, { title: 'Livro indisponível' });
}

/** Sellers (by name) who deliver only by hand in their own city, elsewhere than the address. */
const noDelivery = (sellers: readonly string[]) =>
  new RuleError(
    'BAD_REQUEST',
    `${sellers.join(', ')} só entrega em mãos na cidade do vendedor. Use um endereço nessa cidade ou remova esses livros do carrinho.`,
    { title: 'Entrega indisponível' },
  );

/** Where an order goes: the fields of a saved address, copied onto the order at checkout. */
export type DeliveryAddress = Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>;

/** The buyer's cart becomes one order per seller; the ids of the orders, in the cart's order. */
export async function checkout(
  db: DB,
  buyerId: string,
  delivery: DeliveryAddress,
  notifier: Notifier,
  now = new Date(),
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const items = await atAgreedPrices(trx, buyerId, await cartLines(trx, buyerId), now);
    if (items.length === 0) throw emptyCart();
    const at = now.toISOString();
    await takeTheBooks(trx, buyerId, items, at);
    await endOffersOnSale(
      trx,
      buyerId,
      items.map((i) => i.id),
      notifier,
      now,
    );
    const bySeller = new Map<string, CartLine[]>();
    for (const item of items) bySeller.set(item.user_id, [...(bySeller.get(item.user_id) ?? []), item]);
    const parcels = await chooseParcels(trx, buyerId, items, delivery);
    const orderIds: string[] = [];
    for (const [sellerId, sellerItems] of bySeller) {
      const parcel = parcels.get(sellerId);
      if (!parcel) throw new Error('a seller without a parcel');
      const orderId = await writeTheOrder(trx, {
        buyerId,
        sellerId,
        items: sellerItems,
        delivery,
        parcel,
        at,
      });
      orderIds.push(orderId);
      // In the sale's transaction: a checkout that rolls back announces nothing (decision 030).
      const sale = {
        userId: sellerId,
        kind: 'sale',
        actorId: buyerId,
        subjectPath: `/pedidos/${orderId}`,
        bookTitle: booksTitle(sellerItems.map((i) => i.title)),
      } as const;
      await notify(trx, notifier, sale, now);
    }
    await trx.deleteFrom('cart_deliveries').where('user_id', '=', buyerId).execute();
    await recordWorkSales(
      trx,
      items.map((i) => i.work_key),
      1,
    );
    await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', buyerId)
      .where(
        'id',
        'in',
        items.map((i) => i.item_id),
      )
      .execute();
    return orderIds;
  });
}

/**
 * How each seller's parcel goes to this address: the buyer's choice while it is still open to
 * them, else the seller's first option (docs/product/delivery.md#at-checkout). A seller with no
 * option for this city (pickup only, elsewhere) stops the checkout, named.
 */
async function chooseParcels(
  trx: Executor,
  buyerId: string,
  items: readonly CartLine[],
  delivery: DeliveryAddress,
) {
  const offers = await sellerDeliveries(
    trx,
    items.map((i) => i.user_id),
  );
  const chosen = await chosenDeliveries(trx, buyerId);
  const place = { city: delivery.city, state: delivery.state };
  const parcels = new Map<string, { cost: ParcelCost; offer: SellerDelivery }>();
  const stranded: string[] = [];
  for (const [sellerId, offer] of offers) {
    const cost = parcelCost(offer, place, chosen.get(sellerId) ?? null);
    if (cost.method === null) stranded.push(items.find((i) => i.user_id === sellerId)?.seller_label ?? '');
    parcels.set(sellerId, { cost, offer });
  }
  if (stranded.length > 0) throw noDelivery(stranded);
  return parcels;
}

/** The buyer's cart with what an order keeps of each book. */
function cartLines(trx: Executor, buyerId: string) {
  return trx
    .selectFrom('cart_items')
    .innerJoin('books', 'books.id', 'cart_items.book_id')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .leftJoin('stores', 'stores.user_id', 'books.user_id')
    .select([
      'cart_items.id as item_id',
      'books.id',
      'books.title',
      'books.price_cents',
      'books.user_id',
      'books.work_key',
      sellerLabel('stores', 'profiles').as('seller_label'),
    ])
    .where('cart_items.user_id', '=', buyerId)
    .orderBy('cart_items.created_at')
    .execute();
}

/**
 * Each line at what this buyer pays: an accepted offer's price within its window, the asking price
 * kept beside it (docs/product/offers.md#the-agreed-price); else the asking price.
 */
async function atAgreedPrices(
  trx: Executor,
  buyerId: string,
  lines: Awaited<ReturnType<typeof cartLines>>,
  now: Date,
) {
  const agreed = await agreedPrices(
    trx,
    buyerId,
    lines.map((l) => l.id),
    now,
  );
  return lines.map((l) => {
    const offer = agreed.get(l.id);
    return offer
      ? { ...l, price_cents: offer.cents, asking_cents: l.price_cents, offer_id: offer.offerId }
      : { ...l, asking_cents: null, offer_id: null };
  });
}

type CartLine = Awaited<ReturnType<typeof atAgreedPrices>>[number];

/** Marks every book sold, each only if still buyable and not the buyer's own; else no sale at all. */
async function takeTheBooks(trx: Executor, buyerId: string, items: readonly CartLine[], at: string) {
  const unavailable = new Set<string>();
  // In id order: two carts sharing books lock them in the same order and wait instead of deadlocking.
  for (const item of [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const taken = await trx
      .updateTable('books')
      .set({ status: 'sold', sales_count: sql`sales_count + 1`, updated_at: at })
      .where('id', '=', item.id)
      .where(buyable)
      .where('user_id', '<>', buyerId)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) unavailable.add(item.id);
  }
  if (unavailable.size > 0) throw goneBooks(items.filter((i) => unavailable.has(i.id)).map((i) => i.title));
}

/** One seller's order: the order row, its items and its first event; the new order's id. */
async function writeTheOrder(
  trx: Executor,
  o: {
    buyerId: string;
    sellerId: string;
    items: readonly CartLine[];
    delivery: DeliveryAddress;
    parcel: { cost: ParcelCost; offer: SellerDelivery };
    at: string;
  },
): Promise<string> {
  const id = randomUUID();
  const subtotal = o.items.reduce((sum, i) => sum + i.price_cents, 0);
  const shipping = o.parcel.cost.cents;
  const pickup = o.parcel.cost.method === 'retirada' ? o.parcel.offer.pickup : null;
  await trx
    .insertInto('orders')
    .values({
      id,
      buyer_id: o.buyerId,
      seller_id: o.sellerId,
      status: 'aguardando_pagamento',
      subtotal_cents: subtotal,
      shipping_cents: shipping,
      total_cents: subtotal + shipping,
      delivery_method: o.parcel.cost.method ?? 'correios',
      pickup_city: pickup?.city ?? null,
      pickup_state: pickup?.state ?? null,
      tracking_code: null,
      delivery_address: JSON.stringify(o.delivery),
      created_at: o.at,
      updated_at: o.at,
      status_since: o.at,
    })
    .execute();
  await trx
    .insertInto('order_items')
    .values(
      o.items.map((i) => ({
        id: randomUUID(),
        order_id: id,
        book_id: i.id,
        title: i.title,
        price_cents: i.price_cents,
        quantity: 1,
        work_key: i.work_key,
        offer_id: i.offer_id,
        asking_cents: i.asking_cents,
      })),
    )
    .execute();
  await trx
    .insertInto('order_events')
    .values({
      order_id: id,
      status: 'aguardando_pagamento',
      actor_id: o.buyerId,
      note: null,
      created_at: o.at,
    })
    .execute();
  return id;
}
