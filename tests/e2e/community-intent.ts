import { ANA_GUIA, BRUNO_MEMORIAS, PASSWORD, type Person } from './community-cast.ts';
import { openListing, signOut } from './community-steps.ts';
import { expect, type Page, screenshot } from './fixtures.ts';
import { submitRegistration } from './helpers.ts';

// What a visitor meant to do survives registration and sign-in on an empty install
// (docs/product/accounts.md#sign-in), with members who join through the UI: the cart kept on the
// device goes into the new account, and 'Comprar' leads through sign-in to that book's checkout.

/** The control the page shows at this width: the book page has one copy for phones, one for desks. */
const shown = (page: Page, role: 'button' | 'link', name: string) =>
  page.getByRole(role, { name, exact: true }).locator('visible=true').first();

async function cartThroughRegistration(page: Page, person: Person, width: number) {
  await openListing(page, ANA_GUIA);
  await shown(page, 'button', 'Adicionar ao carrinho').click();
  // In the cart: the desk's button becomes 'No carrinho', the phone's bar 'Ver carrinho'.
  await shown(page, 'link', width < 768 ? 'Ver carrinho' : 'No carrinho').click();
  await expect(page).toHaveURL('/carrinho');
  await expect(page.getByTestId('cart-item').getByRole('link', { name: ANA_GUIA.title })).toBeVisible();

  await page.getByRole('link', { name: 'Entrar para finalizar' }).click();
  await expect(
    page.getByText('Entre para finalizar a compra. Os livros do carrinho vão junto.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await submitRegistration(page, person, PASSWORD);
  await expect(page).toHaveURL('/carrinho');
  // The account's cart now: 'Finalizar compra' instead of 'Entrar para finalizar'.
  await expect(page.getByRole('link', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByTestId('cart-item').getByRole('link', { name: ANA_GUIA.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('releia:visitor-cart'))).toBeNull();
  await screenshot(page, `community-intent-cart-${width}`, 'community');
}

async function buyThroughSignIn(page: Page, person: Person, width: number) {
  await openListing(page, BRUNO_MEMORIAS);
  await shown(page, 'button', width < 768 ? 'Comprar' : 'Comprar agora').click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flivro%2F.+&motivo=comprar$/);
  await expect(page.getByText('Entre para comprar este livro.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('main').getByText(BRUNO_MEMORIAS.title).first()).toBeVisible();
  await screenshot(page, `community-intent-checkout-${width}`, 'community');
}

/** 'Sair': in the account menu on a desk, in the main menu's drawer on a phone. */
async function leave(page: Page, width: number) {
  if (width >= 768) return signOut(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Both journeys at a desk's and a phone's width, each by a member who joins on the way. */
export async function intentOnAnEmptyInstall(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const person: Person = {
      first: width === 390 ? 'Davi' : 'Dora',
      last: 'Decidida',
      email: `intencao.${width}@example.com`,
      username: '',
    };
    await cartThroughRegistration(page, person, width);
    await leave(page, width);
    await buyThroughSignIn(page, person, width);
    await leave(page, width);
  }
}
