import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';

// Social and stores (docs/product/likes.md, follows.md, views.md, favourites.md, stores.md), in the browser against the real server with the demo
// data (accounts of the seed, password releia-demo).

/** Opens a page and waits until its live like subscription is streaming. */
async function openLive(page: Page, path: string) {
  const streaming = page.waitForResponse((r) => r.url().includes('social.likeEvents'));
  await page.goto(path);
  await streaming;
  // The server registers the listeners as the stream starts; a moment of margin.
  await page.waitForTimeout(300);
}

function firstCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Livros Disponíveis' }).getByRole('article').first();
}

function likeButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^(Curtir|Descurtir) / });
}

async function countOf(button: Locator): Promise<number> {
  const text = (await button.textContent())?.trim() ?? '';
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

test('a like in one browser reaches another within a second, and an unlike too', async ({
  newContext,
  context,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  // Two people: the reader (this test's guarded context) and the admin in a second browser.
  await signInByApi(context, baseURL, 'leitor@example.com');
  const other = await newContext();
  try {
    await signInByApi(other, baseURL, 'admin@example.com');
    const watcher = await other.newPage();
    await openLive(page, '/livraria/livreiro');
    await openLive(watcher, '/livraria/livreiro');

    const mine = likeButton(firstCard(page));
    const theirs = likeButton(firstCard(watcher));
    await expect(mine).toBeVisible();
    const title = (await firstCard(page).getByRole('heading', { level: 3 }).textContent())?.trim();
    expect(title).toBeTruthy();
    await expect(firstCard(watcher).getByRole('heading', { level: 3 })).toHaveText(title ?? '');

    // Start from 'not liked' whatever earlier runs or the seed left.
    if ((await mine.getAttribute('aria-pressed')) === 'true') {
      const before = await countOf(mine);
      await mine.click();
      await expect(mine).toHaveAttribute('aria-pressed', 'false');
      await expect(theirs).toHaveText(String(before - 1), { timeout: 1000 });
    }

    const start = await countOf(theirs);
    await mine.click();
    // Optimistic: at once in the reader's browser.
    await expect(mine).toHaveAttribute('aria-pressed', 'true', { timeout: 300 });
    await expect(mine).toHaveText(String(start + 1), { timeout: 300 });
    // Live: in the other browser within a second, without reloading; its own heart stays empty.
    await expect(theirs).toHaveText(String(start + 1), { timeout: 1000 });
    await expect(theirs).toHaveAttribute('aria-pressed', 'false');
    await screenshot(watcher, 'social-live-like-other-browser');

    await mine.click();
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    await expect(theirs).toHaveText(String(start), { timeout: 1000 });

    // The reader's own like in another tab sets the heart there too.
    const secondTab = await context.newPage();
    await openLive(secondTab, '/livraria/livreiro');
    await mine.click();
    await expect(likeButton(firstCard(secondTab))).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    await mine.click();
    await expect(likeButton(firstCard(secondTab))).toHaveAttribute('aria-pressed', 'false', {
      timeout: 1000,
    });
  } finally {
    await other.close();
  }
});

test('visitors who try to like are sent to /login', async ({ page }) => {
  await page.goto('/livraria/livreiro');
  await likeButton(firstCard(page)).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the store page: header, counters, sorting, reviews, follow and chat', async ({
  context,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  await signInByApi(context, baseURL, 'admin@example.com');
  await page.goto('/livraria/livreiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Sebo do Livreiro' })).toBeVisible();
  await expect(page.getByText('@livreiro')).toBeVisible();
  await expect(page.getByText(/avaliaç(ão|ões)\)|Novo vendedor/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Livros Disponíveis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Avaliações' })).toBeVisible();

  // Sorting by price keeps the list in order.
  await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
  await expect(page).toHaveURL(/ordem=menor-preco/);
  const prices = await page
    .getByRole('region', { name: 'Livros Disponíveis' })
    .getByRole('article')
    .locator('span', { hasText: /^R\$/ })
    .allTextContents();
  const cents = prices.map((p) => Number(p.replace(/\D/g, '')));
  expect(cents.length).toBeGreaterThan(1);
  expect([...cents].sort((a, b) => a - b)).toEqual(cents);

  const followers = page.locator('dl').filter({ hasText: 'Livros publicados' }).locator('dd').first();
  const before = Number((await followers.textContent())?.replace(/\D/g, ''));
  const follow = page.getByRole('button', { name: /^(Seguir|Seguindo) Sebo do Livreiro$/ });
  if ((await follow.getAttribute('aria-pressed')) === 'true') {
    await follow.click();
    await expect(page.getByText('Usuário deixou de ser seguido.').last()).toBeVisible();
    await expect(followers).toHaveText(String(before - 1));
  }
  const start = Number((await followers.textContent())?.replace(/\D/g, ''));
  await follow.click();
  await expect(page.getByText('Usuário seguido com sucesso.').last()).toBeVisible();
  await expect(follow).toHaveText('Seguindo');
  await expect(followers).toHaveText(String(start + 1));
  await follow.click();
  await expect(page.getByText('Usuário deixou de ser seguido.').last()).toBeVisible();
  await expect(follow).toHaveText('Seguir');
  await expect(followers).toHaveText(String(start));

  await screenshot(page, 'social-store-page');
  // With messaging in place the chat button opens the conversation with the seller.
  await page.getByRole('button', { name: 'Conversar' }).first().click();
  await expect(page).toHaveURL(/\/chats\/[^/?]+$/);
});

test('one’s own store has no follow or chat button; Minha Livraria opens it', async ({
  context,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  await signInByApi(context, baseURL, 'livreiro@example.com');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Minha Livraria' }).click();
  await expect(page).toHaveURL(/\/livraria\/livreiro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sebo do Livreiro' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Seguir|Seguindo) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Conversar' })).toHaveCount(0);
});

test("a missing store shows 'Loja não encontrada'; visitors' chat goes to /auth", async ({ page }) => {
  await page.goto('/livraria/ninguem-com-este-nome');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeAttached();
  await expect(page.getByText('Loja não encontrada', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('A loja que você está procurando não existe ou está inativa.')).toBeVisible();

  await page.goto('/livraria/livreiro');
  await expect(page.getByRole('button', { name: /^(Seguir|Seguindo) / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Conversar' }).first().click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});

test('home for a signed-in reader: recently viewed first, suggestions, floating add-book button', async ({
  context,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  await signInByApi(context, baseURL, 'leitor@example.com');
  await page.goto('/');
  const sections = page.locator('#livros > section h2');
  await expect(sections.first()).toHaveText('Vistos Recentemente');
  const recent = page.getByRole('region', { name: 'Vistos Recentemente', exact: true }).getByRole('article');
  expect(await recent.count()).toBeLessThanOrEqual(10);
  const suggestions = page.getByRole('list', { name: 'Pessoas que você pode conhecer' });
  await expect(suggestions.getByRole('listitem')).toHaveCount(5);
  await expect(suggestions.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar livro' }).click();
  await expect(page).toHaveURL(/\/add-book$/);
});
