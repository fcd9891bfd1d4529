import type { Locator } from '@playwright/test';
import { expect, type Page, screenshot, test } from './fixtures.ts';
import { firstBook, signIn } from './helpers.ts';

// Toasts cover no control (docs/product/accessibility.md#toasts): they open at the bottom, clear of
// the header's buttons, and on a phone above the bar fixed at the bottom of a book page.

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('elemento sem caixa');
  return rect;
}

/** Fails when the toast's box and `other`'s overlap. */
async function expectApart(toast: Locator, other: Locator, name: string) {
  const a = await box(toast);
  const b = await box(other);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `o aviso cobre ${name}: ${JSON.stringify({ aviso: a, [name]: b })}`).toBe(false);
}

/** Measured once it has slid in: sonner marks it mounted, then moves it for 400 ms. */
async function settled(toast: Locator) {
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.page().waitForTimeout(500);
}

const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('on a phone, the toast of Adicionar ao carrinho stands above the bottom bar and below the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto((await firstBook(page)).path);
  const bar = page.getByTestId('mobile-buy-bar');
  await bar.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const toast = toastSaying(page, 'Livro adicionado ao carrinho');
  await settled(toast);
  await expectApart(toast, bar, 'a barra de compra');
  await expectApart(toast, page.getByRole('banner'), 'o cabeçalho');
  await screenshot(page, 'toast-placement-390');
});

test('on a wide screen, the sign-in toast leaves the header’s buttons free', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'leitor@example.com');
  const toast = toastSaying(page, 'Login realizado com sucesso!');
  await settled(toast);
  await expectApart(toast, page.getByRole('banner'), 'o cabeçalho');
  await screenshot(page, 'toast-placement-1280');
});
