import { expect, screenshot, signInByApi, test } from './fixtures.ts';

// The seller store page with its reviews, follow and chat buttons (docs/product/stores.md,
// reviews.md, follows.md), in the browser against the real server with the demo data (accounts
// of the seed, password releia-demo).

test('the store page: header, counters, sorting, reviews, follow and chat', async ({
  context,
  page,
  baseURL,
}) => {
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

  await screenshot(page, 'stores-store-page');
  // With messaging in place the chat button opens the conversation with the seller.
  await page.getByRole('button', { name: 'Conversar' }).first().click();
  await expect(page).toHaveURL(/\/chats\/[^/?]+$/);
});

test('one’s own store has no follow or chat button; Minha Livraria opens it', async ({
  context,
  page,
  baseURL,
}) => {
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
  await page
    .getByRole('button', { name: /^Seguir / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flivraria%2Flivreiro&motivo=seguir$/);
  await expect(page.getByText('Entre para seguir este leitor.')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Conversar' }).first().click();
  await expect(page).toHaveURL(/\/auth\?redirect=.*motivo=conversar$/);
});
