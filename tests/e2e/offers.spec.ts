import { DEMO_PASSWORD, expect, screenshot, signInByApi, test } from './fixtures.ts';
import { BUYER, brl, openParty, removeOtherItems, SELLER, sellerBook } from './order-steps.ts';

// Ofertas (docs/product/offers.md) in Chromium against the demo server: the demo reader offers on
// a book of the demo seller, the seller counters, the reader accepts the counter, checks out, and
// the order is at the agreed price. Screenshots of the dialog and the seller's view at 1280 and 390 px.
// A visitor's 'Fazer oferta' leads to sign in and back to the book.

test("a visitor's 'Fazer oferta' leads to sign in and back to the book", async ({ page }) => {
  const book = await sellerBook(3);
  await page.goto(`/livro/${book.id}`);
  await page.getByRole('region', { name: 'Oferta' }).getByRole('button', { name: 'Fazer oferta' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(BUYER);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/livro/[^?]*${book.id}$`));
  // Signed in now: the member's own 'Fazer oferta' opens the dialog.
  await page.getByRole('button', { name: 'Fazer oferta' }).click();
  await expect(page.getByRole('dialog', { name: 'Fazer oferta' })).toContainText(
    `O preço pedido é ${brl(book.price_cents)}`,
  );
});

test('an offer countered and accepted ends in an order at the agreed price', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? '';
  const book = await sellerBook(3);
  const offered = Math.ceil((book.price_cents * 0.6) / 100) * 100;
  const countered = Math.ceil((book.price_cents * 0.8) / 100) * 100;
  const tooLow = Math.floor((book.price_cents * 0.3) / 100) * 100;
  const reais = (cents: number) => brl(cents).replace('R$ ', '');
  await signInByApi(context, origin, BUYER);

  // The buyer: 'Fazer oferta', a price under the floor refused beside the field, then sent.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/livro/${book.id}`);
  await page.getByRole('button', { name: 'Fazer oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fazer oferta' });
  await expect(dialog).toContainText(`O preço pedido é ${brl(book.price_cents)}`);
  await screenshot(page, 'offers-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'offers-dialog-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  const field = dialog.getByLabel('Sua oferta (R$)');
  await field.fill(reais(tooLow));
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog.getByText(/^A oferta mínima para este livro é R\$/)).toBeVisible();
  await expect(field).toHaveValue(reais(tooLow));
  await field.fill(reais(offered));
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Sua oferta de ${brl(offered)} aguarda o vendedor`)).toBeVisible();

  // The seller, on their book: the offer, 'Contraproposta' with its own dialog.
  const seller = await openParty(newContext, origin, SELLER);
  try {
    await seller.page.setViewportSize({ width: 1280, height: 900 });
    await seller.page.goto(`/livro/${book.id}`);
    const received = seller.page.getByRole('region', { name: 'Ofertas recebidas' });
    const row = received.getByRole('listitem').filter({ hasText: `ofereceu ${brl(offered)}` });
    await expect(row.getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await screenshot(seller.page, 'offers-seller-1280');
    await seller.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(seller.page, 'offers-seller-390');
    await row.getByRole('button', { name: 'Contraproposta' }).click();
    const counter = seller.page.getByRole('dialog', { name: 'Contraproposta' });
    await counter.getByLabel('Seu valor (R$)').fill(reais(countered));
    await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();
    await expect(counter).toBeHidden();
    await expect(received).toContainText(`sua contraproposta de ${brl(countered)} aguarda resposta`);
    // The dashboard's 'Ofertas' lists it among those received, leading back to the book.
    await seller.page.goto('/dashboard#ofertas');
    const listed = seller.page
      .getByRole('region', { name: 'Recebidas' })
      .getByRole('listitem')
      .filter({ hasText: `contraproposta ${brl(countered)}` });
    await expect(listed).toContainText('Você fez uma contraproposta');
    await listed.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'offers-dashboard-390');
    await seller.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(seller.page, 'offers-dashboard-1280');
    await expect(listed.getByRole('link', { name: book.title })).toHaveAttribute(
      'href',
      new RegExp(`${book.id}$`),
    );
  } finally {
    await seller.close();
  }

  // The buyer accepts the counter and buys at it.
  await page.reload();
  await expect(page.getByText(`O vendedor propôs ${brl(countered)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expect(page.getByText(`Oferta aceita: ${brl(countered)} para você`)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('button', { name: 'No carrinho' })).toBeDisabled();
  await page.goto('/carrinho');
  await removeOtherItems(page, book.title);
  const item = page.getByTestId('cart-item').filter({ hasText: book.title });
  await expect(item.locator('s')).toHaveText(`Preço pedido: ${brl(book.price_cents)}`);
  await expect(page.getByTestId('cart-total')).toHaveText(brl(countered + 1200));
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(brl(countered + 1200));
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('order-total')).toHaveText(brl(countered + 1200));
  await expect(page.locator('s').filter({ hasText: 'Preço pedido' })).toHaveText(
    `Preço pedido: ${brl(book.price_cents)}`,
  );
});
