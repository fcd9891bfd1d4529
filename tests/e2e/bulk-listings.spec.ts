import type { APIRequestContext, Page } from '@playwright/test';
import { priceAfterPercent } from '../../shared/bulk.ts';
import { formatPrice } from '../../shared/format.ts';
import { expect, signInByApi, test } from './fixtures.ts';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once), in the browser
// against the real server with the demo data: the demo seller raises two prices by 10 % through
// the confirm step, then pauses and relists them. The books' prices are put back after.

interface Mine {
  id: string;
  title: string;
  priceCents: number;
  status: string;
}

async function mine(request: APIRequestContext): Promise<Mine[]> {
  const response = await request.get('/trpc/books.mine');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { json: Mine[] } } }).result.data.json;
}

async function shot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/vacation-${name}-${width}.png`, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function applyToSelection(page: Page, titles: string[], action: string, value?: string) {
  for (const title of titles) await page.getByRole('checkbox', { name: `Selecionar “${title}”` }).check();
  const bar = page.getByRole('region', { name: 'Alterar vários livros' });
  await expect(bar.getByRole('status')).toHaveText(`${titles.length} livros selecionados.`);
  await bar.getByLabel('O que fazer').selectOption({ label: action });
  if (value !== undefined) await bar.getByLabel(/Porcentagem/).fill(value);
  await bar.getByRole('button', { name: 'Aplicar' }).click();
}

test('the seller changes two prices at once after the confirm step, then pauses and relists them', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await signInByApi(context, baseURL, 'livreiro@example.com');
  const chosen = (await mine(context.request)).filter((b) => b.status === 'available').slice(0, 2);
  expect(chosen).toHaveLength(2);
  const titles = chosen.map((b) => b.title);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/estante');
    await applyToSelection(page, titles, 'Alterar o preço em %', '10');
    const dialog = page.getByRole('alertdialog', { name: 'Alterar o preço de 2 livros?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'bulk-confirm');
    await dialog.getByRole('button', { name: 'Alterar o preço' }).click();
    await expect(page.getByText('2 livros tiveram o preço alterado.').last()).toBeVisible();
    for (const book of chosen) {
      const row = page.getByRole('listitem').filter({ hasText: book.title });
      await expect(row).toContainText(formatPrice(priceAfterPercent(book.priceCents, 10)));
    }

    await applyToSelection(page, titles, 'Pausar');
    await page
      .getByRole('alertdialog', { name: 'Pausar 2 livros?' })
      .getByRole('button', { name: 'Pausar' })
      .click();
    await expect(page.getByText('2 livros foram pausados.').last()).toBeVisible();
    await expect(page.getByText('Motivo: Pausado por você.')).toHaveCount(2);
    await shot(page, 'bulk-paused');

    await applyToSelection(page, titles, 'Reativar');
    await page
      .getByRole('alertdialog', { name: 'Reativar 2 livros?' })
      .getByRole('button', { name: 'Reativar' })
      .click();
    await expect(page.getByText('2 livros voltaram à venda.').last()).toBeVisible();
    await expect(page.getByText('Motivo: Pausado por você.')).toHaveCount(0);
  } finally {
    // The demo seller's books as they were, for every other spec.
    const ids = chosen.map((b) => b.id);
    await context.request.post('/trpc/books.bulk', {
      data: { json: { ids, action: { kind: 'relist' } } },
      headers: { origin },
    });
    for (const book of chosen)
      await context.request.post('/trpc/books.update', {
        data: { json: { id: book.id, changes: { price: book.priceCents / 100 } } },
        headers: { origin },
      });
  }
});
