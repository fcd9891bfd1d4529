// Double sale: `buyers` distinct signed-in buyers, each with one of `books` books in their cart
// (every book wanted by buyers / books of them), all check out at the same moment against the
// production server. Exactly one order per book may come out; everyone else hears that the book
// is no longer available.

import { createDb, type DB } from '../../db/client.ts';
import { Rng } from '../../db/seed/random.ts';
import { listed } from '../../server/catalog/listed.ts';
import { VALID_ADDRESS } from '../../tests/helpers/factories.ts';
import { openSessions } from './accounts.ts';
import { isClearPtBr } from './bad-input.ts';
import { TrpcClient } from './trpc-http.ts';

export interface DoubleSaleReport {
  buyers: number;
  books: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  ordersAnswered: number;
  /** Orders in the database for the raced books. */
  ordersInDb: number;
  /** Raced books in more than one order. */
  booksSoldTwice: number;
  /** Raced books sold. */
  booksSold: number;
  /** Refusals whose message is not a clear pt-BR sentence. */
  unclearRefusals: string[];
}

/** The `count` newest listed books of sellers who are not among the buyers. */
async function racedBooks(db: DB, buyerIds: ReadonlySet<string>, count: number): Promise<string[]> {
  const raced = (
    await db
      .selectFrom('books')
      .select(['id', 'user_id'])
      .where(listed)
      .orderBy('created_at', 'desc')
      .execute()
  )
    .filter((b) => !buyerIds.has(b.user_id))
    .slice(0, count)
    .map((b) => b.id);
  if (raced.length < count) throw new Error(`só ${raced.length} livros disponíveis`);
  return raced;
}

export async function runDoubleSale(opts: {
  /** One server, or several processes on one database: the buyers go to them in turn. */
  baseUrl: string | readonly string[];
  databasePath: string;
  /** PostgreSQL's URL when the servers run there (databasePath is then unused). */
  databaseUrl?: string;
  buyers: number;
  books: number;
  seed: number;
}): Promise<DoubleSaleReport> {
  const { db } = createDb({ DATABASE_PATH: opts.databasePath, DATABASE_URL: opts.databaseUrl });
  const sessions = await openSessions(db, opts.buyers);
  const raced = await racedBooks(db, new Set(sessions.map((s) => s.userId)), opts.books);

  const rng = new Rng(opts.seed);
  const urls = [opts.baseUrl].flat();
  const clients = sessions.map((s, i) => {
    const c = new TrpcClient(urls[i % urls.length] ?? '', { keepAlive: false });
    c.session = s.token;
    return c;
  });
  // Every book in buyers/books carts, in a shuffled order.
  const wanted = clients.map((_, i) => raced[i % raced.length] as string);
  for (let i = wanted.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [wanted[i], wanted[j]] = [wanted[j] as string, wanted[i] as string];
  }
  await Promise.all(
    clients.map(async (c, i) => {
      await c.mutation('cart.clear');
      const added = await c.mutation('cart.add', { bookId: wanted[i] });
      if (!added.ok) throw new Error(`cart.add recusado: ${added.error.message}`);
    }),
  );

  // Start together: every request is built first, then all are sent in the same tick.
  const results = await Promise.all(
    clients.map((c) => c.mutation<{ orderIds: string[] }>('orders.checkout', { delivery: VALID_ADDRESS })),
  );
  const statuses: Record<string, number> = {};
  const unclearRefusals: string[] = [];
  let ordersAnswered = 0;
  for (const r of results) {
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.ok) ordersAnswered += r.data.orderIds.length;
    else if (!isClearPtBr(r.error.message)) unclearRefusals.push(r.error.message);
  }
  const items = await db
    .selectFrom('order_items')
    .select(['book_id', 'order_id'])
    .where('book_id', 'in', raced)
    .execute();
  const ordersByBook = new Map<string, Set<string>>();
  for (const item of items)
    ordersByBook.set(item.book_id, new Set([...(ordersByBook.get(item.book_id) ?? []), item.order_id]));
  const status = await db.selectFrom('books').select('status').where('id', 'in', raced).execute();
  await db.destroy();
  return {
    buyers: opts.buyers,
    books: opts.books,
    statuses,
    ordersAnswered,
    ordersInDb: new Set(items.map((i) => i.order_id)).size,
    booksSoldTwice: [...ordersByBook.values()].filter((s) => s.size > 1).length,
    booksSold: status.filter((b) => b.status === 'sold').length,
    unclearRefusals,
  };
}
