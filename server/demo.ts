import type { DB, Executor } from '../db/client.ts';
import { countMembers } from '../db/seed/members.ts';
import { rebuildWorkSales } from '../db/work-sales.ts';
import { refreshSellerRating } from './orders/reviews.ts';
import { returnOrderBooks } from './orders/transitions.ts';
import { recountLikes } from './social/likes.ts';

// Leaving demo mode (docs/product/demo-data.md#leaving-demo-mode): the demo members go with
// everything they own or took part in; real members, their books and the categories stay, and
// what real members' rows count (likes, sales, ratings) is put right.

export interface RemovedDemo {
  members: number;
  books: number;
  orders: number;
  /** Real members, all kept. */
  realMembers: number;
}

const demoIds = (db: Executor) => db.selectFrom('users').select('id').where('is_demo', '=', 1);

/** The orders a demo member took part in, as buyer or seller. */
const demoOrders = (db: Executor) =>
  db
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', 'in', demoIds(db)), eb('seller_id', 'in', demoIds(db))]));

export async function removeDemoMembers(db: DB, now = new Date()): Promise<RemovedDemo> {
  return db.transaction().execute(async (trx) => {
    const { demo, real } = await countMembers(trx);
    const books = await trx
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', 'in', demoIds(trx))
      .executeTakeFirstOrThrow();
    const orders = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', demoOrders(trx))
      .executeTakeFirstOrThrow();
    // A demo account may have bought a real member's book: that order goes as if cancelled,
    // and the seller's rating is counted again without it.
    const realSales = await trx
      .selectFrom('orders')
      .select(['id', 'seller_id as sellerId', 'status'])
      .where('buyer_id', 'in', demoIds(trx))
      .where('seller_id', 'not in', demoIds(trx))
      .execute();
    const at = now.toISOString();
    for (const order of realSales)
      if (order.status !== 'cancelado') await returnOrderBooks(trx, order.sellerId, order.id, at);
    // Real books a demo member liked: their count drops with the like rows below.
    const likedRealBooks = await trx
      .selectFrom('likes')
      .innerJoin('books', 'books.id', 'likes.book_id')
      .select('books.id')
      .distinct()
      .where('likes.user_id', 'in', demoIds(trx))
      .where('books.user_id', 'not in', demoIds(trx))
      .execute();

    // Reports name their target by id without a key: those about demo books or stores go too.
    await trx
      .deleteFrom('reports')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('target_type', '=', 'book'),
            eb('target_id', 'in', trx.selectFrom('books').select('id').where('user_id', 'in', demoIds(trx))),
          ]),
          eb.and([eb('target_type', '=', 'store'), eb('target_id', 'in', demoIds(trx))]),
        ]),
      )
      .execute();
    // Orders, their reviews and the books in them refuse to go while referenced (restrict).
    await trx.deleteFrom('reviews').where('order_id', 'in', demoOrders(trx)).execute();
    await trx.deleteFrom('orders').where('id', 'in', demoOrders(trx)).execute();
    // Everything else a member owns cascades from the account.
    await trx.deleteFrom('users').where('is_demo', '=', 1).execute();

    for (const { id } of likedRealBooks) await recountLikes(trx, id);
    for (const sellerId of new Set(realSales.map((o) => o.sellerId)))
      await refreshSellerRating(trx, sellerId);
    // The demo orders counted sales for their works; count again from the orders that stay.
    await rebuildWorkSales(trx);
    return { members: demo, books: Number(books.n), orders: Number(orders.n), realMembers: real };
  });
}
