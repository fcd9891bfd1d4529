import { ANA, BRUNO, fullName, type Listing } from './community-cast.ts';
import { expect, type Page, screenshot } from './fixtures.ts';

// The buyer's side of delivery and Pix in the community spec (docs/product/delivery.md#at-checkout,
// docs/product/pix.md#pix-code).

/** At checkout with a São Paulo address: Ana's parcel in hand (free), Bruno's by post (R$ 18,90). */
export async function chooseDeliveries(page: Page) {
  const group = (seller: typeof ANA) =>
    page
      .getByRole('region', { name: 'Livros' })
      .locator('div')
      .filter({ hasText: `Vendido por ${fullName(seller)}` });
  const pickup = group(ANA).getByRole('radio', { name: /Retirada em mãos/ });
  await expect(pickup).toBeEnabled();
  await pickup.check();
  await expect(group(BRUNO).getByRole('radio', { name: /Retirada em mãos/ })).toHaveCount(0);
  await expect(group(BRUNO).getByRole('radio', { name: /Correios/ })).toBeChecked();
  const summary = page.getByTestId('cart-summary');
  await expect(summary).toContainText('Retirada em mãos');
  await expect(summary).toContainText('Grátis');
  await expect(summary).toContainText('R$ 18,90');
  // 25,00 + 15,00 of books, R$ 18,90 of Bruno's parcel.
  await expect(page.getByTestId('cart-total')).toHaveText('R$ 58,90');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, `community-checkout-delivery-${width}`, 'community');
  }
}

/** The buyer opens the order of `listing`, copies its Pix code and says 'Já paguei'. */
export async function payByPix(page: Page, listing: Listing) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pedidos');
  await page.getByTestId('order-row').filter({ hasText: listing.title }).click();
  const card = page.getByRole('region', { name: 'Pagar com Pix' });
  await expect(card.getByRole('img', { name: 'QR code Pix de R$ 33,90' })).toBeVisible();
  await card.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(page.getByText('Código Pix copiado!')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code.startsWith('000201')).toBe(true);
  expect(code).toContain('540533.90');
  expect(code).toContain('11144477735');
  await card.getByRole('button', { name: 'Já paguei' }).click();
  await expect(card.getByText('Você informou o pagamento.')).toBeVisible();
}
