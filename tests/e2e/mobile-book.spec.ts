import type { APIRequestContext } from '@playwright/test';
import { expect, registerByApi, screenshot, test } from './fixtures.ts';
import { brl, openParty, SELLER, sellerBook } from './order-steps.ts';

// The book page on a phone (docs/product/book-page.md#buying): at 390 px the sticky bar holds
// 'Adicionar ao carrinho' beside 'Comprar'; after an accepted counter-offer it and the summary show
// the agreed price (docs/product/offers.md#the-agreed-price), and 'Adicionar ao carrinho' puts the
// book in the cart at that price.

test.use({ viewport: { width: 390, height: 844 } });

async function call(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

test("the sticky bar: 'Adicionar ao carrinho' beside 'Comprar', and the agreed price after an accepted counter-offer", async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? '';
  // R$ 30,00 or more, in no cart and with no offer.
  const book = await sellerBook(13, { minPriceCents: 3000 });
  const offered = Math.ceil((book.price_cents * 0.6) / 100) * 100;
  const countered = Math.ceil((book.price_cents * 0.8) / 100) * 100;
  await registerByApi(context, origin, `estante-${Date.now()}@example.com`, ['Rita', 'Recente']);

  await page.goto(`/livro/${book.id}`);
  const bar = page.getByTestId('mobile-buy-bar');
  await expect(bar.getByRole('button', { name: 'Comprar', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  await expect(bar).toContainText(brl(book.price_cents));
  // Both buttons are at least 44 px tall and the bar does not scroll the page sideways.
  for (const name of ['Comprar', 'Adicionar ao carrinho']) {
    const box = await bar.getByRole('button', { name, exact: true }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'book-mobile-bar-390');
  // A full-page picture puts the fixed bar at the page's end: the screen as the reader sees it too.
  await page.screenshot({ path: test.info().outputPath('book-mobile-bar-screen.png') });

  // The reader offers, the seller counters, the reader accepts the counter on the page.
  const { id } = (await call(context.request, origin, 'offers.make', {
    bookId: book.id,
    amountCents: offered,
  })) as { id: string };
  const seller = await openParty(newContext, origin, SELLER);
  try {
    await call(seller.page.request, origin, 'offers.counter', { id, counterCents: countered });
  } finally {
    await seller.close();
  }
  await page.reload();
  await page.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expect(page.getByText(`Oferta aceita: ${brl(countered)} para você`)).toBeVisible();

  // The agreed price in the bar and in the summary, the asking one struck through.
  await expect(bar).toContainText(`Preço combinado: ${brl(countered)}`);
  await expect(bar.locator('s')).toHaveText(`Preço pedido: ${brl(book.price_cents)}`);
  await expect(page.getByTestId('book-price')).toContainText(`Preço combinado: ${brl(countered)}`);
  await screenshot(page, 'book-mobile-agreed-390');
  await page.screenshot({ path: test.info().outputPath('book-mobile-agreed-screen.png') });

  // 'Adicione ao carrinho' points at a real button: the bar's, which adds it at the agreed price.
  await bar.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(bar.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();
  await expect(page.getByText('O livro já está no seu carrinho com esse preço')).toBeVisible();
  await bar.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL('/carrinho');
  const item = page.getByTestId('cart-item').filter({ hasText: book.title });
  await expect(item.locator('s')).toHaveText(`Preço pedido: ${brl(book.price_cents)}`);
  await expect(item).toContainText(brl(countered));

  // At 1280 px the same price shows in the summary, and the bar is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/livro/${book.id}`);
  await expect(page.getByTestId('book-price')).toContainText(`Preço combinado: ${brl(countered)}`);
  await expect(bar).toBeHidden();
  await screenshot(page, 'book-agreed-1280');
});
