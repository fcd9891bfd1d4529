import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { type DB, inTransaction } from '../../db/client.ts';
import {
  HANDOVER_CODE_LENGTH,
  HANDOVER_CODE_MESSAGES,
  HANDOVER_CODE_NOTE,
  HANDOVER_CODE_TRIES,
} from '../../shared/handover-code.ts';
import { ORDER_STATUS_LABELS } from '../../shared/order-status.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { spendPoints, tooManyAttempts } from '../rate-limits/index.ts';
import { notifyOrderParty } from './notices.ts';
import { orderNotFound } from './order-not-found.ts';
import { refreshSellerRating } from './reviews.ts';

// A pickup confirmed by a code the buyer shows (docs/product/delivery.md#the-handover-code,
// docs/decisions/048-pickup-confirmed-by-a-code.md): only the buyer ever reads the code; the
// seller proves the meeting by scanning or typing it, which completes the order at that moment.

/** What the buyer's page reads: the code alone. */
export const handoverCodeOutput = z.object({ code: z.string() });

async function pickupOrder(db: DB, orderId: string, actorId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['buyer_id', 'seller_id', 'status', 'delivery_method', 'handover_code'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || (order.buyer_id !== actorId && order.seller_id !== actorId)) throw orderNotFound();
  return order;
}

function openPickup(order: { status: string; delivery_method: string }): void {
  if (order.delivery_method !== 'retirada' || order.status !== 'pago')
    throw new RuleError('CONFLICT', HANDOVER_CODE_MESSAGES.notOpen);
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
}

/**
 * The buyer's code of a paid pickup order, made the first time it is asked for (orders paid
 * before codes existed get one too). The conditional UPDATE lets two tabs asking at once agree
 * on one code: the second finds it set and reads the first one's.
 */
export async function buyerHandoverCode(db: DB, orderId: string, actorId: string): Promise<string> {
  const order = await pickupOrder(db, orderId, actorId);
  if (order.buyer_id !== actorId) throw new RuleError('FORBIDDEN', HANDOVER_CODE_MESSAGES.onlyBuyerReads);
  openPickup(order);
  if (order.handover_code) return order.handover_code;
  await db
    .updateTable('orders')
    .set({ handover_code: newCode() })
    .where('id', '=', orderId)
    .where('handover_code', 'is', null)
    .execute();
  const stored = await db
    .selectFrom('orders')
    .select('handover_code')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!stored.handover_code) throw new Error('handover code not stored');
  return stored.handover_code;
}

function sameCode(given: string, expected: string | null): boolean {
  if (expected === null || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * The seller's scan or typed digits. Every try spends a point of the order's limit before the
 * comparison, outside the completing transaction so a refusal cannot roll the count back; a
 * matching code sets both parties' handover (an earlier confirmation keeps its time), makes the
 * order 'entregue' and refreshes the seller's rating, as the second confirmation of handover.ts does.
 */
export async function handOverByCode(
  db: DB,
  orderId: string,
  actorId: string,
  code: string,
  notifier: Notifier,
  now = new Date(),
): Promise<'entregue'> {
  const order = await pickupOrder(db, orderId, actorId);
  if (order.seller_id !== actorId) throw new RuleError('FORBIDDEN', HANDOVER_CODE_MESSAGES.onlySellerChecks);
  openPickup(order);
  const limit = { key: `handover-code:order:${orderId}`, ...HANDOVER_CODE_TRIES };
  const wait = await spendPoints(db, [limit], now.getTime());
  if (wait !== null) throw tooManyAttempts(wait, HANDOVER_CODE_MESSAGES.tooMany);
  if (!sameCode(code, order.handover_code))
    throw new RuleError('BAD_REQUEST', HANDOVER_CODE_MESSAGES.wrong, { field: 'code' });

  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const moved = await trx
      .updateTable('orders')
      .set({
        status: 'entregue',
        status_since: at,
        updated_at: at,
        handover_buyer_at: sql<string>`coalesce(handover_buyer_at, ${at})`,
        handover_seller_at: sql<string>`coalesce(handover_seller_at, ${at})`,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pago')
      .where('handover_code', '=', code)
      .executeTakeFirst();
    // A cancel or the buttons' second confirmation won the race: the order is no longer open.
    if (moved.numUpdatedRows === 0n) throw new RuleError('CONFLICT', HANDOVER_CODE_MESSAGES.notOpen);
    await trx
      .insertInto('order_events')
      .values([
        { order_id: orderId, status: 'pago', actor_id: actorId, note: HANDOVER_CODE_NOTE, created_at: at },
        { order_id: orderId, status: 'entregue', actor_id: actorId, note: null, created_at: at },
      ])
      .execute();
    await refreshSellerRating(trx, order.seller_id);
    const parties = { orderId, buyerId: order.buyer_id, sellerId: order.seller_id, actorId };
    await notifyOrderParty(trx, notifier, { ...parties, detail: ORDER_STATUS_LABELS.entregue }, now);
    return 'entregue' as const;
  });
}
