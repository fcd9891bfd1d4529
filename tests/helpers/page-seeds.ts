import type { SessionUser } from '../../server/context.ts';
import { callerFor } from './db.ts';
import { createBook, createUser, VALID_ADDRESS } from './factories.ts';
import type { PageServer } from './page-server.ts';

// Real rows for the client tests that run over the real server (page-server.ts), made through the
// procedures where the test is about what they leave behind (a sale's notification, a follow).

/** A member signed in on the page, with a caller acting as them on the server. */
export async function signedIn(server: PageServer, opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.t.db, opts);
  await server.signIn(user);
  return { user, caller: callerFor(server.t, user) };
}

/** `count` new members follow `user`: each follow is a notification for them. */
export async function followedBy(server: PageServer, user: SessionUser, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await callerFor(server.t, await createUser(server.t.db)).follows.follow({ userId: user.id });
}

/** `buyer` buys a new book of `seller` titled `title` (cart, then checkout): the order's id. */
export async function buy(server: PageServer, buyer: SessionUser, seller: SessionUser, title: string) {
  const caller = callerFor(server.t, buyer);
  await caller.cart.add({ bookId: await createBook(server.t.db, seller.id, { title }) });
  const { orderIds } = await caller.orders.checkout({ delivery: VALID_ADDRESS });
  const [id] = orderIds;
  if (!id) throw new Error('nenhum pedido');
  return id;
}

/** `count` new members like the book, through the procedure: its count and its live change. */
export async function likedBy(server: PageServer, bookId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await callerFor(server.t, await createUser(server.t.db)).likes.like({ bookId });
}
