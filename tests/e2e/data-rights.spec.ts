import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { expect, type Page, REGISTER_PASSWORD, registerByApi, screenshot, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { buyFromDemoSeller, mutate, RECIFE } from './order-api.ts';
import { openParty, readDb, SELLER, toasts } from './order-steps.ts';

// Members' data rights (docs/product/data-rights.md): a fresh member who bought from the demo
// seller downloads their data, is refused deletion while an order is in progress, deletes the
// account once it is not, cannot sign in again, and the seller still sees the sale under
// 'Conta excluída'. Then the newsletter consent, in Meus dados and by the mail's link.

test.use({ allowedConsoleErrors: [/status of 40[09]/] });

/** No serious or critical axe violation inside `selector` (the a11y spec checks whole pages). */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a member downloads their data, is refused deletion with an order in progress, then deletes the account', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const email = `lgpd-${Date.now()}@example.com`;
  await registerByApi(context, origin, email, ['Lia', 'Leitora']);

  // A sale delivered, as the order steps would take it, and one still awaiting payment.
  const sold = await buyFromDemoSeller(context.request, origin, { offset: 8, address: RECIFE });
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id: sold });
  await mutate(seller.page.request, origin, 'orders.ship', { id: sold, trackingCode: 'QB123456785BR' });
  await mutate(context.request, origin, 'orders.confirmDelivery', { id: sold });
  const open = await buyFromDemoSeller(context.request, origin, { offset: 9, address: RECIFE });

  // 'Meus dados': what Releia holds, then the download.
  await page.goto('/dashboard#meus-dados');
  const section = page.getByRole('region', { name: 'Meus dados' });
  await expect(section.getByRole('list', { name: 'O que o Releia guarda sobre você' })).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="meus-dados"]');
  await section.getByRole('button', { name: 'Baixar meus dados' }).click();
  const link = section.getByRole('link', { name: /Baixar arquivo/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'data-rights-meus-dados');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^releia-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['conta.json', 'pedidos.json', 'enderecos.json']),
  );
  expect(strFromU8(files['conta.json'] ?? new Uint8Array())).toContain(email);
  expect(JSON.parse(strFromU8(files['pedidos.json'] ?? new Uint8Array()))).toHaveLength(2);

  // Deletion is refused while the second order is in progress; the password typed stays.
  await section.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  const password = dialog.getByLabel('Digite sua senha para confirmar');
  await password.fill(REGISTER_PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  const number = open.slice(0, 8).toUpperCase();
  await expect(dialog.getByRole('alert')).toContainText(`#${number}`);
  await expect(password).toHaveValue(REGISTER_PASSWORD);
  await expectAccessible(page, '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(section.getByRole('button', { name: 'Excluir minha conta' })).toBeFocused();

  // Once the order is cancelled, the account goes.
  await mutate(context.request, origin, 'orders.cancel', { id: open });
  await section.getByRole('button', { name: 'Excluir minha conta' }).click();
  await dialog.getByLabel('Digite sua senha para confirmar').fill(REGISTER_PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(toasts(page).getByText('Conta excluída')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The account cannot sign in again.
  await signIn(page, email, REGISTER_PASSWORD);
  await expect(page.getByRole('tabpanel', { name: 'Entrar' }).getByRole('alert')).toContainText(
    'Email ou senha incorretos',
  );

  // The seller still sees the sale, the buyer as 'Conta excluída'.
  await seller.page.goto(`/pedidos/${sold}`);
  await expect(seller.page.getByTestId('order-status').first()).toHaveText('Entregue');
  await expect(seller.page.getByRole('region', { name: 'Comprador' })).toContainText('Conta excluída');
  await expect(seller.page.getByRole('region', { name: 'Comprador' })).not.toContainText(email);
  await screenshot(seller.page, 'data-rights-seller-order');
  await seller.close();
});

test('the newsletter consent changes in Meus dados and the mail link takes it back signed out', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `newsletter-${Date.now()}@example.com`;
  await registerByApi(context, origin, email, ['Nara', 'Newsletter']);
  await page.goto('/dashboard#meus-dados');
  const consent = page
    .getByRole('region', { name: 'Meus dados' })
    .getByRole('checkbox', { name: 'Quero receber novidades e ofertas do Releia por email.' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(toasts(page).getByText('Newsletter ativada')).toBeVisible();

  // The link a newsletter mail carries (server/data-rights/unsubscribe.ts), opened signed out.
  const { id: userId } = await readDb((db) =>
    db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
  );
  const secret = Buffer.from(
    readFileSync(join(process.env.RELEIA_E2E_DIR ?? '', 'secret.key'), 'utf8').trim(),
    'hex',
  );
  const token = createHmac('sha256', secret).update(`newsletter-unsubscribe:${userId}`).digest('base64url');
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/newsletter/sair?u=${userId}&t=${token}`);
  await expect(visitor.getByRole('heading', { name: 'Você saiu da newsletter' })).toBeVisible();
  await visitor.goto(`/newsletter/sair?u=${userId}&t=outro`);
  await expect(visitor.getByRole('alert')).toHaveText('Link de descadastro inválido.');

  await page.reload();
  await expect(consent).not.toBeChecked();
});
