import { expect, type Page, registerByApi, test } from './fixtures.ts';
import { photo } from './helpers.ts';
import { buyFromDemoSeller, look, mutate, RECIFE } from './order-api.ts';
import { openParty, SELLER } from './order-steps.ts';

// Packing photos (docs/product/orders.md#marking-it-sent): the demo seller marks a fresh buyer's
// order sent with two photos of the parcel; both pages show them, each with the time Releia
// received it, served privately to the two parties.

/** Every photo of the card has loaded: the private URL answered this party with the image. */
async function expectLoaded(page: Page) {
  const photos = page.getByRole('list', { name: 'Fotos da embalagem' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  await expect
    .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test('the seller marks an order sent with packing photos; both parties see them stamped', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await registerByApi(context, origin, `embalagem-${Date.now()}@example.com`, ['Eva', 'Embalagem']);
  const id = await buyFromDemoSeller(context.request, origin, {
    offset: 16,
    address: RECIFE,
    method: 'correios',
  });
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id });

  await seller.page.setViewportSize({ width: 390, height: 900 });
  await seller.page.goto(`/pedidos/${id}`);
  await seller.page.getByRole('button', { name: 'Marcar como enviado' }).click();
  const dialog = seller.page.getByRole('alertdialog', { name: 'Marcar como enviado?' });
  await dialog.getByLabel('Código de rastreio').fill('QB123456785BR');
  await dialog.getByLabel('Adicionar fotos').setInputFiles([await photo(1, 'jpeg'), await photo(2, 'png')]);
  await expect(dialog.getByText('2/5 fotos.')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await look(seller.page, 'packing-photos-dialog', 390);
  await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(seller.page.getByTestId('order-status').first()).toHaveText('Enviado');

  const card = seller.page.getByRole('region', { name: 'Fotos da embalagem' });
  await expect(card.getByText(/^Recebida pelo Releia em \d\d\/\d\d às \d\d:\d\d$/)).toHaveCount(2);
  await expectLoaded(seller.page);
  await look(seller.page, 'packing-photos-seller', 390);

  await page.goto(`/pedidos/${id}`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Enviado');
  await expect(
    page.getByRole('region', { name: 'Fotos da embalagem' }).getByText(/^Recebida pelo Releia em /),
  ).toHaveCount(2);
  await expectLoaded(page);
  await look(page, 'packing-photos-buyer', 1280);
  await look(page, 'packing-photos-buyer', 390);
  await seller.close();
});
