import type { Locator } from '@playwright/test';
import {
  type Address,
  CARLA,
  fullName,
  type Listing,
  PASSWORD,
  type Person,
  verificationLink,
} from './community-cast.ts';
import { expect, type Page } from './fixtures.ts';
import { photo, rate, signIn, submitRegistration } from './helpers.ts';

// What the members of the community spec do in the browser, step by step.

/** 'Cadastrar' in the header, the form, 'Criar conta': the new member lands on Meu Perfil. */
export async function register(page: Page, person: Person) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cadastrar' }).click();
  await submitRegistration(page, person, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
}

/** Registers and opens the link of the confirmation e-mail. */
export async function registerAndVerify(page: Page, person: Person) {
  await register(page, person);
  await page.goto(await verificationLink(person.email));
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible();
}

/**
 * A member verified from the outbox takes the steps of 'Comece a vender' up to the address
 * (docs/product/selling.md#becoming-a-seller): ready to list, delivery and Pix still to set.
 */
export async function becomeSeller(
  page: Page,
  person: Person,
  facts: { cpf: string; birthDate: string; address: Address },
) {
  await registerAndVerify(page, person);
  await page.goto('/comecar-a-vender');
  let step = page.locator('li[aria-current="step"]');
  await step.getByLabel('CPF').fill(facts.cpf);
  await step.getByLabel('Data de nascimento').fill(facts.birthDate);
  await step.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  step = page.locator('li[aria-current="step"]');
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('3. Endereço: Passo atual');
  await fillAddress(step, facts.address);
  await step.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('status').filter({ hasText: /anunciar/ })).toContainText(
    'Pronto para anunciar',
  );
}

export async function signInAs(page: Page, person: Person) {
  await signIn(page, person.email, PASSWORD);
  // Signed in, the sign-in page shows the account menu a moment before it leaves for the next
  // page, which mounts a new header: text typed in the old one's search box was lost.
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole('button', { name: /^Menu da conta/ })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

export async function fillAddress(form: Locator, address: Address) {
  await form.getByLabel('CEP').fill(address.cep);
  await form.getByLabel('Rua').fill(address.street);
  await form.getByLabel('Número').fill(address.number);
  await form.getByLabel('Bairro').fill(address.neighborhood);
  await form.getByLabel('Cidade').fill(address.city);
  await form.getByLabel('Estado').selectOption(address.state);
}

/** The header search, as a visitor types it. */
export async function search(page: Page, query: string) {
  const box = page.getByRole('combobox', { name: 'Buscar livros' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Resultados para "${query}"` })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ livros?$/);
}

/** The card of a listing in `scope`: its title and its seller's name. */
export function card(scope: Page | Locator, listing: Listing): Locator {
  return scope
    .getByRole('article')
    .filter({ hasText: listing.title })
    .filter({ hasText: fullName(listing.seller) });
}

/** Opens the listing's page from its seller's store. */
export async function openListing(page: Page, listing: Listing) {
  await page.goto(`/livraria/${listing.seller.username}`);
  await card(page, listing).getByRole('link', { name: listing.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
}

/** Fills /add-book for the listing, with one photo, and publishes it. */
export async function listBook(page: Page, listing: Listing, n: number) {
  await page.goto('/add-book');
  await page.getByLabel('Adicionar fotos').setInputFiles([await photo(n, n % 2 === 0 ? 'png' : 'jpeg')]);
  await page.getByRole('textbox', { name: 'Título' }).fill(listing.title);
  for (const [i, author] of listing.authors.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Adicionar autor' }).click();
    await page.getByRole('textbox', { name: i === 0 ? 'Autor' : `Autor ${i + 1}`, exact: true }).fill(author);
  }
  if (listing.isbn) await page.getByRole('textbox', { name: /ISBN/ }).fill(listing.isbn);
  await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Muito Bom' });
  await page.getByRole('textbox', { name: 'Preço' }).fill(listing.price);
  await page.getByRole('combobox', { name: /Categoria/ }).selectOption({ label: listing.category });
  await expect(page.getByRole('list', { name: 'Fotos do livro' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Fotos do livro' }).getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publicar livro' }).click();
  await expect(page.getByText('Livro publicado com sucesso.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  for (const author of listing.authors) {
    await expect(page.getByRole('link', { name: author, exact: true }).first()).toBeVisible();
  }
}

/** The seller opens the sale of `listing` in Vendas, bought by `buyer`, and confirms its payment. */
export async function confirmSalePayment(page: Page, listing: Listing, buyer: Person) {
  await page.goto('/pedidos?aba=vendas');
  await page.getByTestId('order-row').filter({ hasText: listing.title }).click();
  await expect(page.getByRole('region', { name: 'Comprador' })).toContainText(buyer.email);
  await page.getByRole('button', { name: 'Pagamento recebido' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pagamento recebido' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Pago');
}

/** The seller's side of a sale: the order in Vendas, payment confirmed, shipped. */
export async function shipSale(page: Page, listing: Listing) {
  await confirmSalePayment(page, listing, CARLA);
  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  // A code whose check digit does not hold is refused, and what was typed stays.
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Código de rastreio').fill('QB123456789BR');
  await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(dialog.getByText('Código de rastreio inválido')).toBeVisible();
  await expect(dialog.getByLabel('Código de rastreio')).toHaveValue('QB123456789BR');
  await dialog.getByLabel('Código de rastreio').fill('qb123456785br');
  await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Enviado');
}

/**
 * The buyer's side: delivery confirmed (a parcel that was sent, or a handover in person once
 * paid), then a review with `stars` everywhere.
 */
export async function receiveAndReview(
  page: Page,
  listing: Listing,
  stars: number,
  comment: string,
  inPerson = false,
) {
  const step = inPerson ? 'Confirmar entrega em mãos' : 'Confirmar entrega';
  await page.goto('/pedidos');
  await page.getByTestId('order-row').filter({ hasText: listing.title }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText(inPerson ? 'Pago' : 'Enviado');
  await page.getByRole('button', { name: step, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: step, exact: true }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Entregue');
  await reviewSeller(page, stars, comment);
}

/** On a delivered order's page, the buyer's review of the seller: `stars` everywhere and a comment. */
export async function reviewSeller(page: Page, stars: number, comment: string) {
  for (const legend of ['Avaliação geral', 'Comunicação', 'Envio', 'Estado do livro']) {
    await rate(page, legend, stars);
  }
  await page.getByLabel('Comentário').fill(comment);
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByTestId('order-review')).toContainText(comment);
}

/** The home page at desktop width; its 'Lançamentos' carousel. */
export async function visitHome(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  return page.getByRole('region', { name: 'Lançamentos', exact: true });
}

/** A link of the main menu under the header (desktop). */
export async function openMainMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Categorias e menu principal' })
    .getByRole('link', { name })
    .click();
}
