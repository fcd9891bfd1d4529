import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { evidenceTimes } from '../evidence/index.ts';
import { orderNotFound } from './order-not-found.ts';

// Packing photos (docs/product/orders.md#marking-it-sent): the ones the seller attached when
// marking the order sent, shown to both parties with the time Releia received each.

export const packingPhotosOutput = z.array(z.object({ url: z.string(), receivedAt: z.string() }));

function urlsOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
}

/** The order's packing photos in the order attached, to its buyer and seller only. */
export async function packingPhotos(db: Executor, orderId: string, userId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['buyer_id', 'seller_id', 'packing_photos'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) throw orderNotFound();
  const urls = urlsOf(order.packing_photos);
  const times = await evidenceTimes(db, orderId, urls);
  return urls.flatMap((url) => {
    const receivedAt = times.get(url);
    return receivedAt ? [{ url, receivedAt }] : [];
  });
}
