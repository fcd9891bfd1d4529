import { expect, signInByApi, test } from './fixtures.ts';

// The home page of a signed-in reader: 'Vistos Recentemente' first (docs/product/views.md) and the
// suggestions of whom to follow (docs/product/follows.md#suggestions), in the browser against the
// real server with the demo data (accounts of the seed, password releia-demo).

test('home for a signed-in reader: recently viewed first, suggestions, a floating add-book button that leads to the seller steps', async ({
  context,
  page,
  baseURL,
}) => {
  await signInByApi(context, baseURL, 'leitor@example.com');
  await page.goto('/');
  const sections = page.locator('#livros > section h2');
  await expect(sections.first()).toHaveText('Vistos Recentemente');
  const recent = page.getByRole('region', { name: 'Vistos Recentemente', exact: true }).getByRole('article');
  expect(await recent.count()).toBeLessThanOrEqual(10);
  const suggestions = page.getByRole('list', { name: 'Pessoas que você pode conhecer' });
  await expect(suggestions.getByRole('listitem')).toHaveCount(5);
  await expect(suggestions.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();
  // The demo reader has no identity yet, so the button's /add-book sends her on to the seller's
  // steps (docs/decisions/039-becoming-a-seller.md). Asserting /add-book passed only while the page
  // had not yet redirected: on PostgreSQL the redirect usually came first.
  await page.getByRole('link', { name: 'Adicionar livro' }).click();
  await expect(page).toHaveURL(/\/comecar-a-vender$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comece a vender' })).toBeVisible();
});
