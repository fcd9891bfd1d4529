import type { Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { BUYER, brl, buyAlone, openParty, SELLER, sellerBook, toasts } from './order-steps.ts';

// Paying by Pix (docs/product/pix.md): the demo seller saves a Pix key in /dashboard (a wrong one
// first), the demo reader checks out, copies the order's code and says 'Já paguei', and the seller
// sees it and confirms 'Pagamento recebido'. The key is removed at the end, leaving the demo seller
// as the other specs find it.

function pixForm(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('heading', { name: 'Pix', exact: true }) });
}

test("the seller saves a Pix key; the buyer pays by the order's code and says so; the seller confirms", async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const book = await sellerBook(7);
  const total = book.price_cents + 1200;

  // The seller's key: a CPF with a wrong check digit is refused under the field, then a good one.
  const seller = await openParty(newContext, origin, SELLER);
  await seller.page.goto('/dashboard');
  const form = pixForm(seller.page);
  await form.getByLabel('Tipo de chave').selectOption('cpf');
  await form.getByLabel('Chave Pix').fill('529.982.247-24');
  await form.getByLabel('Nome no código').fill('Sebo do Livreiro');
  await form.getByLabel('Cidade').fill('São Paulo');
  await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(form.getByText('CPF inválido')).toBeVisible();
  await expect(form.getByLabel('Chave Pix')).toHaveValue('529.982.247-24');
  await form.getByLabel('Chave Pix').fill('529.982.247-25');
  await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(toasts(seller.page).getByText('Chave Pix salva.')).toBeVisible();

  // The buyer checks out this one book and finds the Pix card.
  await signInByApi(context, origin, BUYER);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const orderPath = await buyAlone(page, book);
  const card = page.getByRole('region', { name: 'Pagar com Pix' });
  await expect(card.getByRole('img', { name: `QR code Pix de ${brl(total)}` })).toBeVisible();
  await expect(card.getByText('Sebo do Livreiro', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(toasts(page).getByText('Código Pix copiado!')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code.startsWith('000201')).toBe(true);
  expect(code).toContain((total / 100).toFixed(2));
  expect(code).toContain('52998224725');
  await screenshot(page, 'pix-card');
  await card.getByRole('button', { name: 'Já paguei' }).click();
  await expect(card.getByText('Você informou o pagamento.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico do pedido' })).toContainText(
    'Comprador informou o pagamento via Pix',
  );

  // The seller sees the report and confirms the payment.
  await seller.page.goto(orderPath);
  await expect(
    seller.page.getByText('O comprador informou que já pagou. Confira sua conta e confirme.'),
  ).toBeVisible();
  await seller.page.getByRole('button', { name: 'Pagamento recebido' }).click();
  await seller.page.getByRole('alertdialog').getByRole('button', { name: 'Pagamento recebido' }).click();
  await expect(seller.page.getByTestId('order-status').first()).toHaveText('Pago');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pagar com Pix' })).toHaveCount(0);

  // The key goes away again.
  await seller.page.goto('/dashboard');
  await pixForm(seller.page).getByRole('button', { name: 'Remover chave Pix' }).click();
  await expect(toasts(seller.page).getByText('Chave Pix removida.')).toBeVisible();
  await seller.close();
});
