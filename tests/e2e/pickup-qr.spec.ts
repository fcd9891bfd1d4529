import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { fakeCamera } from './fake-camera.ts';
import { expect, type Page, registerByApi, test } from './fixtures.ts';
import { buyFromDemoSeller, look, mutate } from './order-api.ts';
import { openParty, SELLER } from './order-steps.ts';
import { writeQrVideo } from './qr-video.ts';

// A pickup completed by the buyer's code (docs/product/delivery.md#the-handover-code): a fresh
// buyer buys a book of the demo seller for 'Retirada em mãos' in the seller's city, the seller
// confirms the payment, the buyer's page shows the QR code, the seller types a wrong code, then
// scans the right one with Chromium's fake camera, and both pages say 'Entregue'.
//
// The code is random and made when the buyer first sees it, after the browser started: the fake
// camera's file is blank until then and rewritten with the code before the seller opens the
// camera (Chromium reads the file's frames when a page starts the camera).

const video = join(tmpdir(), `releia-pickup-qr-${process.pid}.y4m`);
writeQrVideo(null, video);

test.use({
  // The wrong code the seller types first is refused with 400, which Chromium logs.
  allowedConsoleErrors: [/status of 400 .*orders\.handOverByCode/],
  launchOptions: fakeCamera(video),
});

/** The demo seller's city, where 'Retirada em mãos' is offered. */
const ADDRESS = {
  cep: '30130010',
  street: 'Avenida Afonso Pena',
  number: '1200',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
};

const status = (page: Page) => page.getByTestId('order-status').first();

/** No serious or critical axe violation in the handover card (the a11y spec checks whole pages). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="codigo-de-entrega"]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("the seller scans the buyer's QR code and the pickup is delivered for both", async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await registerByApi(context, origin, `retirada-${Date.now()}@example.com`, ['Rita', 'Retirante']);
  const id = await buyFromDemoSeller(context.request, origin, {
    offset: 15,
    address: ADDRESS,
    method: 'retirada',
  });
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id });

  // The buyer's page: the QR code and its digits.
  await page.goto(`/pedidos/${id}`);
  const card = page.getByRole('region', { name: 'Código de entrega' });
  await expect(card.getByRole('img', { name: /^QR code de entrega, código (\d ){5}\d$/ })).toBeVisible();
  const label = (await card.getByRole('img').getAttribute('aria-label')) ?? '';
  const code = label.replace(/\D/g, '');
  expect(code).toMatch(/^\d{6}$/);
  await expect(card.getByText(`${code.slice(0, 3)} ${code.slice(3)}`)).toBeVisible();
  await expectAccessible(page);
  await look(page, 'pickup-qr-buyer', 390);
  await look(page, 'pickup-qr-buyer', 1280);

  // The seller's page never has the code; a wrong one is refused beside the field.
  await seller.page.setViewportSize({ width: 390, height: 900 });
  await seller.page.goto(`/pedidos/${id}`);
  const entry = seller.page.getByRole('region', { name: 'Confirmar com o código do comprador' });
  await expect(entry).toBeVisible();
  expect(await seller.page.locator('body').textContent()).not.toContain(code);
  const wrong = code === '000000' ? '111111' : '000000';
  await entry.getByLabel('Código do comprador').fill(wrong);
  await entry.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(
    entry.getByText('Código incorreto. Confira os 6 números na tela do comprador e tente de novo.'),
  ).toBeVisible();
  await expect(status(seller.page)).toHaveText('Pago');
  await expectAccessible(seller.page);
  await look(seller.page, 'pickup-qr-seller', 390);

  // The camera sees the buyer's screen: the order is delivered as soon as the code is read.
  writeQrVideo(code, video);
  await entry.getByRole('button', { name: 'Escanear código do comprador' }).click();
  const dialog = seller.page.getByRole('dialog', { name: 'Escanear código do comprador' });
  await expect(dialog.getByText('Aponte a câmera para o QR code na tela do comprador.')).toBeVisible({
    timeout: 15_000,
  });
  await look(seller.page, 'pickup-qr-scanner', 390);
  await expect(status(seller.page)).toHaveText('Entregue', { timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(seller.page.getByRole('list', { name: 'Histórico do pedido' })).toContainText(
    'Entrega em mãos confirmada pelo código do comprador',
  );
  await look(seller.page, 'pickup-qr-delivered', 1280);

  await page.reload();
  await expect(status(page)).toHaveText('Entregue');
  await expect(page.getByRole('region', { name: 'Código de entrega' })).toHaveCount(0);
  await seller.close();
});
