import type { BrowserContext, Locator, Page } from '@playwright/test';
import { sql } from 'kysely';
import { createDb, type DB } from '../../db/client.ts';
import { expect, signInByApi } from './fixtures.ts';

// Steps the orders and Pix specs share: reading the e2e database, prices as the page writes them,
// a second signed-in party, the toasts and a cart holding only the book being bought.

export const BUYER = 'leitor@example.com';
export const SELLER = 'livreiro@example.com';

/** Which of playwright.config.ts's two servers: the demo one, or the empty install of the community specs. */
export type E2eServer = 'demo' | 'community';

/**
 * A query on a server's database (the demo one unless told), SQLite or PostgreSQL as
 * playwright.config.ts started it (the URLs set by scripts/e2e-postgres.ts).
 */
export async function readDb<T>(query: (db: DB) => Promise<T>, server: E2eServer = 'demo'): Promise<T> {
  const community = server === 'community';
  const path = community ? process.env.RELEIA_E2E_COMMUNITY_DB : process.env.RELEIA_E2E_DB;
  if (!path) throw new Error(`banco do servidor ${server} ausente`);
  const { db } = createDb({
    DATABASE_PATH: path,
    DATABASE_URL: community
      ? process.env.RELEIA_E2E_COMMUNITY_DATABASE_URL
      : process.env.RELEIA_E2E_DATABASE_URL,
  });
  try {
    return await query(db);
  } finally {
    await db.destroy();
  }
}

export interface PickedBook {
  id: string;
  title: string;
  price_cents: number;
}

export const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

/** A second signed-in browser (the seller's), under the same console guard as the `page` fixture. */
export async function openParty(newContext: () => Promise<BrowserContext>, baseURL: string, email: string) {
  const context = await newContext();
  await signInByApi(context, baseURL, email);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notificações/ });
}

/** Empties the cart of everything but `title`, so checkout makes one order. */
export async function removeOtherItems(page: Page, title: string) {
  const others = page.getByTestId('cart-item').filter({ hasNotText: title });
  while ((await others.count()) > 0) {
    await others
      .first()
      .getByRole('button', { name: /^Remover / })
      .click();
    await expect(toasts(page).getByText('Item removido do carrinho').first()).toBeVisible();
  }
}

/**
 * The signed-in page buys `book` alone, from its page, with the checkout's defaults or what
 * `atCheckout` fills in (an address, a delivery method); the order's path.
 */
export async function buyAlone(
  page: Page,
  book: Pick<PickedBook, 'id' | 'title'>,
  atCheckout?: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto(`/livro/${book.id}`);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(toasts(page).getByText('Livro adicionado ao carrinho')).toBeVisible();
  await page.goto('/carrinho');
  await removeOtherItems(page, book.title);
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await atCheckout?.(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname;
}

/**
 * An available book of the demo seller that no other spec touches: the admin spec reports the
 * store's oldest book and the likes spec likes its newest, so take one from the middle (the
 * `offset`-th newest of those left). `quiet`
 * also asks for one costing at least `minPriceCents` that nobody has made an offer on.
 */
export function sellerBook(offset = 6, quiet?: { minPriceCents: number }): Promise<PickedBook> {
  return readDb(async (db) => {
    let books = db
      .selectFrom('books as b')
      .innerJoin('profiles as p', 'p.user_id', 'b.user_id')
      .select(['b.id', 'b.title', 'b.price_cents'])
      .where('p.username', '=', 'livreiro')
      .where('b.status', '=', 'available')
      .where('b.availability', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('cart_items as c').select(sql`1`.as('one')).whereRef('c.book_id', '=', 'b.id')),
        ),
      );
    if (quiet)
      books = books
        .where('b.price_cents', '>=', quiet.minPriceCents)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('offers as o').select(sql`1`.as('one')).whereRef('o.book_id', '=', 'b.id'))),
        );
    // The specs before this one sold some of the store's books (and a retry sells one more), so
    // an offset past what is left takes the last book but one: never the oldest, nor the newest.
    const rows = await books.orderBy('b.created_at', 'desc').execute();
    const row = rows[Math.max(1, Math.min(offset, rows.length - 2))];
    if (!row || rows.length < 3) throw new Error('nenhum livro disponível do livreiro');
    return row;
  });
}
