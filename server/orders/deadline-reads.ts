import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { problemOpen } from './deadlines.ts';
import { orderAndParty } from './transitions.ts';

// What the order page needs beyond orders.byId to say what happens next and by when
// (docs/product/orders.md#deadlines): whether a problem holds the order's delivery. The sentence
// itself comes from shared/order-next-step.ts, as the job's notices do.

export const orderDeadlinesOutput = z.object({ problemOpen: z.boolean() });

/** For a party of the order only; anyone else is told it does not exist. */
export async function orderDeadlineHold(db: Executor, orderId: string, userId: string) {
  await orderAndParty(db, orderId, userId);
  const row = await db
    .selectFrom('orders')
    .select((eb) => problemOpen(eb).as('open'))
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { problemOpen: Boolean(row.open) };
}
