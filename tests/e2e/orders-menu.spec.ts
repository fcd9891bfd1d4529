import type { APIRequestContext, Response } from '@playwright/test';
import { expect, registerByApi, screenshot, test } from './fixtures.ts';
import { openParty, SELLER, sellerBook } from './order-steps.ts';

// Orders one tap away (docs/product/orders.md#what-awaits-you) in Chromium on the demo data: a new
// reader buys a book of the demo seller; 'Minhas compras' in the reader's account menu and
// 'Minhas vendas' in the seller's mobile drawer count it and lead to their tab of /pedidos; in
// 'Minha Estante' the sold book leads to its order. Screenshots at 1280 and 390 px.

const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

async function call(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/** 'Minhas vendas' as screen readers hear it with `n` sales awaiting the seller. */
function salesName(n: number): string {
  if (n === 0) return 'Minhas vendas';
  return `Minhas vendas ${n} ${n === 1 ? 'pedido aguarda' : 'pedidos aguardam'} você`;
}

/** The seller's count in a batched answer that includes orders.awaiting. */
async function vendasIn(response: Response): Promise<number> {
  const paths = new URL(response.url()).pathname.replace('/trpc/', '').split(',');
  const answers = (await response.json()) as { result: { data: { json: { vendas?: number } } } }[];
  return answers[paths.indexOf('orders.awaiting')]?.result.data.json.vendas ?? -1;
}

test("'Minhas compras' and 'Minhas vendas' count what awaits each party and lead to the order", async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? '';
  const book = await sellerBook(11);

  // The seller's drawer before the sale, at 390 px.
  const seller = await openParty(newContext, origin, SELLER);
  try {
    await seller.page.setViewportSize({ width: 390, height: 844 });
    await seller.page.goto('/');
    // The drawer loads on first opening and asks for the counts then: the seller's count before
    // the sale is the server's answer, and the drawer must say it.
    const counted = seller.page.waitForResponse((r) => r.url().includes('orders.awaiting'));
    await seller.page.getByRole('button', { name: /^Abrir menu/ }).click();
    const before = await vendasIn(await counted);
    const open = seller.page.getByRole('dialog', { name: 'Releia' });
    await expect(open.getByRole('link', { name: /^Minhas vendas/ })).toHaveAccessibleName(salesName(before));
    await seller.page.keyboard.press('Escape');

    // A new reader buys the book.
    await registerByApi(context, origin, `compras-${Date.now()}@example.com`, ['Nina', 'Nova']);
    await call(context.request, origin, 'cart.add', { bookId: book.id });
    const { orderIds } = (await call(context.request, origin, 'orders.checkout', { delivery: ADDRESS })) as {
      orderIds: string[];
    };
    const orderId = orderIds[0] ?? '';

    // The reader: one purchase awaits their payment, one tap from the account menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /Menu da conta/ }).click();
    const purchases = page.getByRole('menuitem', { name: 'Minhas compras 1 pedido aguarda você' });
    await expect(purchases).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Minhas vendas', exact: true })).toBeVisible();
    await screenshot(page, 'orders-menu-1280');
    await purchases.click();
    await expect(page).toHaveURL('/pedidos?aba=compras');
    await expect(page.getByRole('tab', { name: 'Compras' })).toHaveAttribute('aria-selected', 'true');

    // The seller: one more sale awaits them (the payment to confirm), read by its own words.
    await seller.page.reload();
    await seller.page.getByRole('button', { name: /^Abrir menu/ }).click();
    const salesLink = open.getByRole('link', { name: salesName(before + 1), exact: true });
    await expect(salesLink).toBeVisible();
    await expect(open.getByRole('link', { name: /^Notificações/ })).not.toHaveAccessibleName(/mensage/);
    await screenshot(seller.page, 'orders-drawer-390');
    await salesLink.click();
    await expect(seller.page).toHaveURL('/pedidos?aba=vendas');
    await expect(seller.page.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true');

    // 'Minha Estante': the sold book leads to its order.
    await seller.page.goto('/estante');
    await seller.page.getByRole('tab', { name: /^Vendidos/ }).click();
    const link = seller.page.getByRole('link', { name: `Ver pedido de “${book.title}”` });
    await expect(link).toHaveAttribute('href', `/pedidos/${orderId}`);
    await link.click();
    await expect(seller.page).toHaveURL(`/pedidos/${orderId}`);
    await expect(seller.page.getByText(book.title).first()).toBeVisible();
    await screenshot(seller.page, 'orders-estante-order-390');
  } finally {
    await seller.close();
  }
});
