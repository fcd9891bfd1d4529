import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { openLive as openLiveFeed } from './helpers.ts';

// Likes (docs/product/likes.md) on the store page, in the browser against the real server with the
// demo data (accounts of the seed, password releia-demo).

/** Opens a page and waits until its live like subscription is streaming. */
const openLive = (page: Page, path: string) => openLiveFeed(page, path, 'likes.events');

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
    await screenshot(watcher, 'likes-live-other-browser');

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

test('visitors who try to like are sent to sign in, told why, and back', async ({ page }) => {
  await page.goto('/livraria/livreiro');
  await likeButton(firstCard(page)).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flivraria%2Flivreiro&motivo=curtir$/);
  await expect(page.getByText('Entre para curtir este livro.')).toBeVisible();
});
