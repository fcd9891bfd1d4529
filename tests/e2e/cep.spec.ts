import { expect, registerByApi, screenshot, test, withBookInCart } from './fixtures.ts';
import { readDb } from './order-steps.ts';

// The CEP typed once (docs/product/delivery.md#the-cep-typed-once): calculated on one book page,
// it starts the calculator of the next book and the checkout's new address. The e2e servers run
// with CEP_PROVIDERS=off (playwright.config.ts), so the address is not filled and nothing alarming
// is said: every field is typed by hand as before.

/** Two available books of the demo seller. */
function twoBooks() {
  return readDb((db) =>
    db
      .selectFrom('books as b')
      .innerJoin('profiles as p', 'p.user_id', 'b.user_id')
      .select(['b.id', 'b.title'])
      .where('p.username', '=', 'livreiro')
      .where('b.status', '=', 'available')
      .orderBy('b.created_at', 'asc')
      .limit(2)
      .execute(),
  );
}

for (const width of [1280, 390]) {
  test(`a CEP calculated once is used again on another book and at checkout (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const origin = baseURL ?? '';
    await registerByApi(context, origin, `cep.${width}.${Date.now()}@example.com`, ['Ceci', 'Cepeda']);
    const [first, second] = await twoBooks();
    if (!first || !second) throw new Error('livros de demonstração ausentes');

    await page.goto(`/livro/${first.id}`);
    const calculator = page.getByRole('region', { name: 'Calcular frete' });
    await calculator.getByRole('textbox', { name: 'CEP' }).fill('01310100');
    await calculator.getByRole('button', { name: 'Calcular', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Opções de frete' })).toBeVisible();

    await page.goto(`/livro/${second.id}`);
    await expect(
      page.getByRole('region', { name: 'Calcular frete' }).getByRole('textbox', { name: 'CEP' }),
    ).toHaveValue('01310-100');
    await screenshot(page, `cep-book-${width}`);

    await withBookInCart(context, origin, second.id, async () => {
      await page.goto('/checkout');
      const form = page.getByRole('form', { name: 'Novo endereço de entrega' });
      await expect(form.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
      // Providers off: nothing filled, nothing said, every field still typed by hand.
      await expect(page.getByText('Não encontramos este CEP', { exact: false })).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'Rua' })).toHaveValue('');
      await form.getByRole('textbox', { name: 'Rua' }).fill('Avenida Paulista');
      await form.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
      await form.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
      await expect(form.getByRole('textbox', { name: 'Rua' })).toHaveValue('Avenida Paulista');
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(scrollsSideways).toBe(false);
      await screenshot(page, `cep-checkout-${width}`);
    });
  });
}
