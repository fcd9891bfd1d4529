import type { Executor } from '../../db/client.ts';
import { booksTitle } from '../../shared/notifications.ts';
import type { Notifier } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';

// An order's step as a notification for the other party (docs/product/notifications.md#events),
// written in the step's transaction.

export async function orderTitles(trx: Executor, orderId: string): Promise<string[]> {
  const rows = await trx.selectFrom('order_items').select('title').where('order_id', '=', orderId).execute();
  return rows.map((r) => r.title);
}

/** Tells the party of the order who did not take the step; `detail` is what happened. */
export async function notifyOrderParty(
  trx: Executor,
  notifier: Notifier,
  step: { orderId: string; buyerId: string; sellerId: string; actorId: string; detail: string },
  now: Date,
): Promise<void> {
  const userId = step.actorId === step.buyerId ? step.sellerId : step.buyerId;
  await notify(
    trx,
    notifier,
    {
      userId,
      kind: 'order_status',
      actorId: step.actorId,
      subjectPath: `/pedidos/${step.orderId}`,
      bookTitle: booksTitle(await orderTitles(trx, step.orderId)),
      detail: step.detail,
    },
    now,
  );
}
