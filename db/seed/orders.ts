import type { Executor } from '../client.ts';
import { insertRows } from './bulk.ts';
import { REVIEW_COMMENTS, REVIEW_RESPONSES } from './data.ts';
import {
  between,
  type ChunkRows,
  DAY,
  fakeAddress,
  type Generator,
  HOUR,
  iso,
  type PendingSale,
  type Row,
  SEED_EPOCH,
  type SeedUser,
  type SellerStats,
} from './generator-state.ts';
import { fakeTrackingCode } from './identifiers.ts';

const SHIPPING_CENTS = 1200;

/** Sold books of one seller in the same chunk sometimes go out in one parcel, as one order. */
export function makeOrders(g: Generator, chunk: ChunkRows): void {
  const rng = g.rng;
  const pending = chunk.pendingSales;
  for (let i = 0; i < pending.length; ) {
    const first = pending[i] as PendingSale;
    const group = [first];
    i++;
    while (
      i < pending.length &&
      group.length < 3 &&
      first.buyer === undefined &&
      pending[i]?.buyer === undefined &&
      pending[i]?.sellerIdx === first.sellerIdx &&
      rng.chance(0.5)
    ) {
      group.push(pending[i] as PendingSale);
      i++;
    }
    order(g, group, chunk);
  }
}

/** A random buyer other than the seller; only in tiny data sets can every candidate be the seller. */
function pickBuyer(g: Generator, first: PendingSale): number {
  let buyerIdx = first.buyer;
  for (let attempt = 0; buyerIdx === undefined && attempt < 50; attempt++) {
    const candidate = g.rng.pick(g.buyers);
    if (candidate !== first.sellerIdx) buyerIdx = candidate;
  }
  // The demo reader buys then.
  return buyerIdx ?? 0;
}

/** What an order's review needs to know about the order. */
interface Delivered {
  orderId: string;
  seller: SeedUser;
  buyer: SeedUser;
  deliveredMs: number;
}

function order(g: Generator, items: PendingSale[], chunk: ChunkRows): void {
  const rng = g.rng;
  const first = items[0];
  if (!first) return;
  const seller = g.users[first.sellerIdx] as SeedUser;
  const buyer = g.users[pickBuyer(g, first)] as SeedUser;
  const address = buyer.address ?? fakeAddress(rng, buyer.city);

  const latestBook = Math.max(...items.map((p) => p.createdMs));
  const orderedMs = latestBook + between(rng, HOUR, 10 * DAY);
  const paidMs = orderedMs + between(rng, 10 * 60_000, 2 * DAY);
  const shippedMs = paidMs + between(rng, 2 * HOUR, 3 * DAY);
  const deliveredMs = shippedMs + between(rng, 2 * DAY, 10 * DAY);
  const orderId = rng.uuid();
  const subtotal = items.reduce((sum, p) => sum + p.book.price_cents, 0);
  const tracking = fakeTrackingCode(rng);
  chunk.orders.push({
    id: orderId,
    buyer_id: buyer.id,
    seller_id: seller.id,
    status: 'entregue',
    subtotal_cents: subtotal,
    shipping_cents: SHIPPING_CENTS,
    total_cents: subtotal + SHIPPING_CENTS,
    tracking_code: tracking,
    delivery_address: JSON.stringify({ name: buyer.name, ...address }),
    created_at: iso(orderedMs),
    updated_at: iso(deliveredMs),
    status_since: iso(deliveredMs),
  });
  for (const p of items) {
    chunk.orderItems.push({
      id: rng.uuid(),
      order_id: orderId,
      book_id: p.book.id,
      title: p.book.title,
      price_cents: p.book.price_cents,
      quantity: 1,
      work_key: p.book.work_key,
    });
    p.book.sales_count = 1;
    p.book.updated_at = iso(orderedMs);
  }
  const event = (status: Row<'order_events'>['status'], actor: string, ms: number, note: string | null) =>
    chunk.orderEvents.push({ order_id: orderId, status, actor_id: actor, note, created_at: iso(ms) });
  event('aguardando_pagamento', buyer.id, orderedMs, null);
  event('pago', seller.id, paidMs, null);
  event('enviado', seller.id, shippedMs, tracking);
  event('entregue', buyer.id, deliveredMs, null);

  const stats = sellerStats(g, first.sellerIdx);
  stats.sales++;
  review(g, first, { orderId, seller, buyer, deliveredMs }, stats, chunk);
}

function sellerStats(g: Generator, sellerIdx: number): SellerStats {
  const stats = g.stats.get(sellerIdx) ?? {
    sales: 0,
    reviews: 0,
    overall: 0,
    communication: 0,
    shipping: 0,
    condition: 0,
  };
  g.stats.set(sellerIdx, stats);
  return stats;
}

/** Most delivered orders get a review, sometimes answered by the seller. */
function review(g: Generator, first: PendingSale, o: Delivered, stats: SellerStats, chunk: ChunkRows): void {
  const rng = g.rng;
  const reviewed = first.review === 'yes' || (first.review === undefined && rng.chance(0.7));
  if (!reviewed) return;
  const overall = first.review === 'yes' ? 5 : rng.weighted([1, 2, 3, 4, 5], [3, 4, 10, 30, 53]);
  const near = () => Math.min(5, Math.max(1, overall + rng.weighted([-1, 0, 1], [2, 6, 2])));
  const communication = near();
  const shipping = near();
  const condition = near();
  const reviewMs = Math.min(SEED_EPOCH - HOUR, o.deliveredMs + between(rng, HOUR, 5 * DAY));
  const respond = first.review === 'yes' || rng.chance(0.3);
  const responseMs = Math.min(SEED_EPOCH, reviewMs + between(rng, HOUR, 3 * DAY));
  chunk.reviews.push({
    id: rng.uuid(),
    order_id: o.orderId,
    seller_id: o.seller.id,
    buyer_id: o.buyer.id,
    is_anonymous: first.review === undefined && rng.chance(0.15) ? 1 : 0,
    overall_rating: overall,
    communication_rating: communication,
    shipping_rating: shipping,
    condition_rating: condition,
    comment: first.review === 'yes' || rng.chance(0.8) ? rng.pick(REVIEW_COMMENTS[overall] ?? ['']) : null,
    response: respond
      ? rng.pick(overall >= 4 ? REVIEW_RESPONSES.slice(0, 2) : REVIEW_RESPONSES.slice(2))
      : null,
    response_at: respond ? iso(responseMs) : null,
    created_at: iso(reviewMs),
    // Seeded reviews are past their double-blind window: public since written.
    visible_at: iso(reviewMs),
  });
  stats.reviews++;
  stats.overall += overall;
  stats.communication += communication;
  stats.shipping += shipping;
  stats.condition += condition;
}

/** The rating summary of every seller with a delivered order, computed from the rows above. */
export async function insertSellerRatings(g: Generator, db: Executor): Promise<void> {
  const rows: Row<'seller_ratings'>[] = [];
  const sellerIndices = [...g.stats.keys()].sort((a, b) => a - b);
  for (const idx of sellerIndices) {
    const s = g.stats.get(idx) as SellerStats;
    const avg = (sum: number) => (s.reviews ? sum / s.reviews : 0);
    rows.push({
      seller_id: (g.users[idx] as SeedUser).id,
      total_reviews: s.reviews,
      average_overall: avg(s.overall),
      average_communication: avg(s.communication),
      average_shipping: avg(s.shipping),
      average_condition: avg(s.condition),
      total_sales: s.sales,
    });
  }
  await insertRows(db, 'seller_ratings', rows);
}
