import { expect, REGISTER_PASSWORD, registerByApi, screenshot, test } from './fixtures.ts';
import { firstBook, submitRegistration } from './helpers.ts';

// What a visitor meant to do survives sign-in and registration (docs/product/accounts.md#sign-in):
// the sign-in screen says why, and the member comes back with the action done. On the demo data,
// with fresh accounts so no demo cart is touched.

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("'Comprar' → sign in → the checkout of that book", async ({ page, newContext, baseURL }) => {
      const email = `compra.${width}.${Date.now()}@example.com`;
      const other = await newContext();
      await registerByApi(other, baseURL ?? '', email, ['Clara', 'Compradora']);

      const book = await firstBook(page);
      await page.goto(book.path);
      if (width < 768)
        await page.getByTestId('mobile-buy-bar').getByRole('button', { name: 'Comprar' }).click();
      else await page.getByRole('button', { name: 'Comprar agora' }).click();
      await expect(page).toHaveURL(/\/auth\?redirect=%2Flivro%2F.+&motivo=comprar$/);
      await expect(page.getByText('Entre para comprar este livro.')).toBeVisible();
      await screenshot(page, `sign-in-intent-reason-${width}`);

      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(REGISTER_PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
      await expect(page.getByText(book.title).first()).toBeVisible();
      await screenshot(page, `sign-in-intent-checkout-${width}`);
    });
  });
}

test("a visitor's cart is kept on the device and through registration", async ({ page }) => {
  const book = await firstBook(page);
  await page.goto(book.path);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('link', { name: 'No carrinho' }).click();
  await expect(page).toHaveURL('/carrinho');
  await expect(page.getByTestId('cart-item').getByRole('link', { name: book.title })).toBeVisible();
  await screenshot(page, 'sign-in-intent-visitor-cart');

  await page.getByRole('link', { name: 'Entrar para finalizar' }).click();
  await expect(
    page.getByText('Entre para finalizar a compra. Os livros do carrinho vão junto.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await submitRegistration(page, {
    first: 'Rita',
    last: 'Recém-chegada',
    email: `registro.${Date.now()}@example.com`,
  });
  await expect(page).toHaveURL('/carrinho');
  // The account's cart now: delivery and 'Finalizar compra', no longer 'Entrar para finalizar'.
  await expect(page.getByRole('link', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByTestId('cart-item').getByRole('link', { name: book.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('releia:visitor-cart'))).toBeNull();
});
