import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures.ts';
import { query } from './helpers.ts';

// Modo férias (docs/product/vacation.md) in the browser against the real server with the demo
// data: the demo seller closes the store, a reader sees the store's message and the book gone from
// search and cart, and the seller reopens it with one click.

/** A day `n` days from today, as the date field takes it. */
function dayFromToday(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whatever happens, the demo store ends the test open: every other spec sells its books. */
async function reopenAfter(seller: BrowserContext, origin: string, use: () => Promise<void>) {
  try {
    await use();
  } finally {
    await seller.request.post('/trpc/stores.vacation.end', { data: { json: null }, headers: { origin } });
  }
}

async function shot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `/tmp/vacation-${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the seller closes the store; readers see the message, and the book leaves search and cart until the seller reopens', async ({
  newContext,
  context,
  page,
  baseURL,
}) => {
  // Two people, two stores' states and screenshots at two widths.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInByApi(context, baseURL, 'leitor@example.com');
  const books = await query<{ items: Array<{ id: string; title: string; path: string }> }>(
    context.request,
    'stores.books',
    { username: 'livreiro' },
  );
  const book = books.items[0];
  if (!book) throw new Error('a livraria de demonstração não tem livros');
  const add = await context.request.post('/trpc/cart.add', {
    data: { json: { bookId: book.id } },
    headers: { origin },
  });
  expect(add.ok()).toBe(true);

  const sellerContext = await newContext({ viewport: { width: 1280, height: 900 } });
  await signInByApi(sellerContext, baseURL, 'livreiro@example.com');
  const seller = await sellerContext.newPage();
  const until = dayFromToday(10);
  const [y, m, d] = until.split('-');
  try {
    await reopenAfter(sellerContext, origin, async () => {
      await seller.goto('/dashboard#modo-ferias');
      const panel = seller.getByRole('region', { name: 'Modo férias' });
      await panel.getByLabel(/Data de volta/).fill(until);
      await panel
        .getByLabel(/Mensagem para os visitantes/)
        .fill('Volto depois do inventário. Boas leituras!');
      await panel.getByRole('button', { name: 'Fechar a livraria' }).click();
      const dialog = seller.getByRole('alertdialog', { name: 'Fechar a livraria para férias?' });
      await expect(dialog).toContainText(`saem das buscas, das listas e dos carrinhos até ${d}/${m}/${y}`);
      await shot(seller, 'confirm');
      await dialog.getByRole('button', { name: 'Fechar a livraria' }).click();
      await expect(seller.getByText(/Livraria em férias: \d+ livros? sa/).last()).toBeVisible();
      await expect(panel.getByTestId('vacation-state')).toContainText(`reabre sozinha em ${d}/${m}/${y}`);
      await shot(seller, 'panel-closed');

      // The reader: the store's message, an empty shelf, the book gone from search, the cart says why.
      await page.goto('/livraria/livreiro');
      const notice = page.getByRole('region', { name: 'Livraria em férias' });
      await expect(notice).toContainText(`Sebo do Livreiro está em férias e volta em ${d}/${m}/${y}.`);
      await expect(notice).toContainText('Volto depois do inventário. Boas leituras!');
      await expect(page.getByRole('region', { name: 'Livros Disponíveis' }).getByRole('article')).toHaveCount(
        0,
      );
      await shot(page, 'store');

      await page.goto(`/?search=${encodeURIComponent(book.title)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`a[href="${book.path}"]`)).toHaveCount(0);

      await page.goto('/carrinho');
      const line = page.getByTestId('cart-item').filter({ hasText: book.title });
      await expect(line).toContainText('Livraria em férias');
      await expect(line).toContainText(
        `Sebo do Livreiro está em férias e volta em ${d}/${m}/${y}. O livro volta à venda quando ela reabrir.`,
      );
      await shot(page, 'cart');

      // One click reopens the store, and the book is back.
      await seller.getByRole('button', { name: 'Reabrir a livraria' }).click();
      await expect(seller.getByText('Livraria reaberta. Seus livros voltaram à venda.').last()).toBeVisible();
      await expect(
        seller.getByRole('region', { name: 'Modo férias' }).getByLabel(/Data de volta/),
      ).toBeVisible();

      await page.goto(`/?search=${encodeURIComponent(book.title)}`);
      await expect(page.locator(`a[href="${book.path}"]`).first()).toBeVisible();
      await page.goto('/livraria/livreiro');
      await expect(page.getByRole('region', { name: 'Livraria em férias' })).toHaveCount(0);
    });
  } finally {
    await context.request.post('/trpc/cart.clear', { data: { json: null }, headers: { origin } });
  }
});
