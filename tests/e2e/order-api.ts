import { copyFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Address } from './community-cast.ts';
import { expect, type Page, screenshot } from './fixtures.ts';
import { readDb, sellerBook } from './order-steps.ts';

// Steps the order specs take through the API rather than the screens, when the screens are not
// what the spec is about: a few seconds each instead of a page's worth of clicks.

/** One tRPC mutation through a signed-in context's cookies, as the app's client sends it. */
export async function mutate(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/** A buyer's address in Recife, far from the demo seller in Belo Horizonte. */
export const RECIFE: Address = {
  cep: '50030230',
  street: 'Rua das Hortênsias Azuis',
  number: '42',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
};

interface Purchase {
  /** Which of the demo seller's books: sellerBook's offset. */
  offset: number;
  address: Address;
  /** Left out, the checkout takes the seller's default method. */
  method?: 'correios' | 'retirada';
}

/** The signed-in member buys one book of the demo seller; the new order's id. */
export async function buyFromDemoSeller(request: APIRequestContext, origin: string, purchase: Purchase) {
  const book = await sellerBook(purchase.offset);
  await mutate(request, origin, 'cart.add', { bookId: book.id });
  if (purchase.method) {
    const sellerId = await readDb(async (db) => {
      const row = await db
        .selectFrom('profiles')
        .select('user_id')
        .where('username', '=', 'livreiro')
        .executeTakeFirstOrThrow();
      return row.user_id;
    });
    await mutate(request, origin, 'delivery.choose', { sellerId, method: purchase.method });
  }
  const { orderIds } = (await mutate(request, origin, 'orders.checkout', { delivery: purchase.address })) as {
    orderIds: string[];
  };
  const id = orderIds[0];
  if (!id) throw new Error('checkout sem pedido');
  return id;
}

/** A screenshot at this width, also copied to /tmp/<name>-<width>.png for a person to look at. */
export async function look(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  copyFileSync(await screenshot(page, `${name}-${width}`), `/tmp/${name}-${width}.png`);
}
