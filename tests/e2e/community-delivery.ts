import type { Locator } from '@playwright/test';
import type { Listing } from './community-cast.ts';
import { openListing } from './community-steps.ts';
import { expect, type Page, screenshot } from './fixtures.ts';

// How the community's sellers deliver and get paid (docs/product/delivery.md, docs/product/pix.md),
// done in /dashboard as a new seller would: the store saved first, then its Pix and 'Entrega' sections.

function section(page: Page, heading: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

/**
 * A new member's store exists only as a page until they save it once; it keeps the member's name,
 * as the store page showed it until now.
 */
export async function saveStore(page: Page, name: string) {
  await page.goto('/dashboard');
  await page.getByLabel('Nome da livraria').fill(name);
  await page.getByRole('button', { name: 'Salvar livraria' }).click();
  await expect(page.getByText('Livraria atualizada com sucesso.')).toBeVisible();
  await expect(section(page, 'Entrega')).toBeVisible();
}

export async function setPixKey(page: Page, cpf: string, name: string, city: string) {
  const form = section(page, 'Pix');
  await form.getByLabel('Tipo de chave').selectOption('cpf');
  await form.getByLabel('Chave Pix').fill(cpf);
  await form.getByLabel('Nome no código').fill(name);
  await form.getByLabel('Cidade').fill(city);
  await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(page.getByText('Chave Pix salva.')).toBeVisible();
}

export interface DeliveryOffer {
  post: string | null;
  pickup: { city: string; state: string } | null;
}

/** Fills 'Entrega': the post price (or no post), pickup's city and state (or no pickup). */
export async function offerDelivery(page: Page, offer: DeliveryOffer) {
  const form = section(page, 'Entrega');
  const post = form.getByRole('checkbox', { name: 'Envio pelos Correios' });
  const pickup = form.getByRole('checkbox', { name: 'Retirada em mãos' });
  await post.setChecked(offer.post !== null);
  if (offer.post !== null) await form.getByLabel('Frete por pacote (R$)').fill(offer.post);
  await pickup.setChecked(offer.pickup !== null);
  if (offer.pickup) {
    await form.getByLabel('Cidade da retirada').fill(offer.pickup.city);
    await form.getByLabel('Estado da retirada').selectOption(offer.pickup.state);
  }
  await form.getByRole('button', { name: 'Salvar formas de entrega' }).click();
  await expect(page.getByText('Formas de entrega salvas.')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, `community-delivery-settings-${width}`, 'community');
  }
}

/** 'Calcular frete' on the listing's page: the options listed for `cep`, as 'name · detail · price'. */
export async function quote(page: Page, listing: Listing, cep: string): Promise<Locator> {
  await openListing(page, listing);
  await page.getByRole('textbox', { name: 'CEP' }).fill(cep);
  await page.getByRole('button', { name: 'Calcular', exact: true }).click();
  const options = page.getByRole('list', { name: 'Opções de frete' });
  await expect(options).toBeVisible();
  return options.getByRole('listitem');
}

/** The seller's side of a sale handed over in person: payment received, then the handover. */
export async function handOver(page: Page, listing: Listing) {
  await page.goto('/pedidos?aba=vendas');
  await page.getByTestId('order-row').filter({ hasText: listing.title }).click();
  await expect(page.getByRole('region', { name: 'Retirada em mãos' })).toContainText('Em São Paulo/SP.');
  await page.getByRole('button', { name: 'Pagamento recebido' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pagamento recebido' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Pago');
  await expect(page.getByRole('button', { name: 'Marcar como enviado' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar entrega em mãos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar entrega em mãos' }).click();
  await expect(
    page.getByText('Você confirmou a entrega. Falta o comprador confirmar que recebeu os livros.'),
  ).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Pago');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, `community-order-handover-${width}`, 'community');
  }
}
