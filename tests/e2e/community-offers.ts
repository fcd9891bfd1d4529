import { ANA, ANA_GUIA, CARLA, fullName } from './community-cast.ts';
import { openListing, signInAs } from './community-steps.ts';
import { expect, type Page, screenshot } from './fixtures.ts';

// Ofertas on an empty install (docs/product/offers.md), members made through the UI: Ana raises
// her floor to 55% in 'Minha Livraria', Carla offers on Ana's guide (R$ 32,50, so at least
// R$ 17,88), Ana counters from her book page, Carla accepts and her cart shows the agreed price
// beside the asking price struck through. She takes it out of the cart again: the later steps
// expect the guide still on sale and no order pending. Neither reloads: each page follows the
// other's steps (docs/product/notifications.md#pages-that-follow), Ana's at 1280 px, Carla's on a
// phone at 390.

export async function offerCounteredAndAccepted(carla: Page, ana: Page) {
  await signInAs(ana, ANA);
  await ana.goto('/dashboard');
  const floor = ana.getByLabel('Oferta mínima (% do preço)');
  await expect(floor).toHaveValue('50');
  await floor.fill('40');
  await ana.getByRole('button', { name: 'Salvar piso das ofertas' }).click();
  await expect(ana.getByText('O piso não pode ficar abaixo de 50% do preço.')).toBeVisible();
  await floor.fill('55');
  await ana.getByRole('button', { name: 'Salvar piso das ofertas' }).click();
  await expect(ana.getByText('Piso das ofertas salvo.')).toBeVisible();

  await openListing(ana, ANA_GUIA);
  const received = ana.getByRole('region', { name: 'Ofertas recebidas' });
  await expect(received).toContainText('Nenhuma oferta em aberto.');

  await signInAs(carla, CARLA);
  await openListing(carla, ANA_GUIA);
  await carla.getByRole('button', { name: 'Fazer oferta' }).click();
  const dialog = carla.getByRole('dialog', { name: 'Fazer oferta' });
  await expect(dialog).toContainText('O preço pedido é R$ 32,50');
  const field = dialog.getByLabel('Sua oferta (R$)');
  await field.fill('16,00');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog.getByText('A oferta mínima para este livro é R$ 17,88.')).toBeVisible();
  await expect(field).toHaveValue('16,00');
  await field.fill('20,00');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(carla.getByText('Sua oferta de R$ 20,00 aguarda o vendedor')).toBeVisible();
  await carla.setViewportSize({ width: 390, height: 844 });

  await expect(received).toContainText(`${fullName(CARLA)} ofereceu R$ 20,00`);
  await received.getByRole('button', { name: 'Contraproposta' }).click();
  const counter = ana.getByRole('dialog', { name: 'Contraproposta' });
  await counter.getByLabel('Seu valor (R$)').fill('28,00');
  await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(received).toContainText('sua contraproposta de R$ 28,00 aguarda resposta');
  await screenshot(ana, 'community-offers-seller', 'community');

  await expect(carla.getByText('O vendedor propôs R$ 28,00')).toBeVisible();
  await carla.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expect(carla.getByText('Oferta aceita: R$ 28,00 para você')).toBeVisible();
  await expect(received).toContainText(`${fullName(CARLA)}: oferta aceita por R$ 28,00`);
  await carla.setViewportSize({ width: 1280, height: 800 });
  await carla.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(carla.getByRole('button', { name: 'No carrinho' })).toBeDisabled();
  await carla.goto('/carrinho');
  const item = carla.getByTestId('cart-item').filter({ hasText: ANA_GUIA.title });
  await expect(item.locator('s')).toHaveText('Preço pedido: R$ 32,50');
  await expect(item).toContainText('R$ 28,00');
  await screenshot(carla, 'community-offers-cart', 'community');
  await item.getByRole('button', { name: /^Remover / }).click();
  await expect(carla.getByTestId('cart-item')).toHaveCount(0);
}
