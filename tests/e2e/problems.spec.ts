import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';
import { expect, type Page, registerByApi, test } from './fixtures.ts';
import { photo } from './helpers.ts';
import { buyFromDemoSeller, look, mutate } from './order-api.ts';
import { openParty, SELLER } from './order-steps.ts';
import { expectTouchTargets } from './touch-targets.ts';

// A problem between strangers (docs/product/problems.md): a fresh buyer's order by post from the
// demo seller never arrives; the buyer reports 'Não recebi' with photos, the seller answers with
// a discount, the buyer refuses it and asks for mediation, the admin decides on the case's
// timeline, and both parties read 'Decisão da moderação' on the order page.

const ADDRESS = {
  cep: '50030230',
  street: 'Rua das Acácias Brancas',
  number: '7',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
};
const REASON = 'O rastreio mostra o pacote parado há semanas e a vendedora não comprovou a entrega.';

/** No serious axe violation and every control a finger can hit, at the phone's width. */
async function audit(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 900 });
  // A toast is measured mid-animation (its close button read 42×42 while scaling in): the
  // toaster has its own checks (toast-placement.spec.ts), so the page is measured once it left.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      name,
    )
    .toEqual([]);
  await expectTouchTargets(page, name);
}

/**
 * A fresh buyer's order by post from the demo seller, paid, sent, reported by the buyer and
 * answered by the seller with `proposal`: where the outcome tests start. The seller's page is open.
 */
async function answeredProblem(
  parties: { context: BrowserContext; newContext: () => Promise<BrowserContext>; origin: string },
  buyer: { email: string; name: [string, string] },
  order: { offset: number; reason: string; text: string; answer: string; outcome: 'devolver' | 'reenviar' },
) {
  const { context, newContext, origin } = parties;
  await registerByApi(context, origin, buyer.email, buyer.name);
  const id = await buyFromDemoSeller(context.request, origin, {
    offset: order.offset,
    address: ADDRESS,
    method: 'correios',
  });
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id });
  await mutate(seller.page.request, origin, 'orders.ship', { id, trackingCode: 'QB123456785BR' });
  const report = { orderId: id, reason: order.reason, text: order.text, photos: [] };
  await mutate(context.request, origin, 'problems.open', report);
  const reply = { orderId: id, text: order.answer, proposal: { outcome: order.outcome } };
  await mutate(seller.page.request, origin, 'problems.reply', reply);
  return { id, seller };
}

test('a “Não recebi” with photos, answered, refused, mediated: both read the decision', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await registerByApi(context, origin, `problema-${Date.now()}@example.com`, ['Rui', 'Reclamante']);
  const id = await buyFromDemoSeller(context.request, origin, {
    offset: 17,
    address: ADDRESS,
    method: 'correios',
  });
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id });
  await mutate(seller.page.request, origin, 'orders.ship', { id, trackingCode: 'QB123456785BR' });

  // The buyer reports it, with two photos.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Relatar problema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relatar problema' });
  await dialog.getByLabel('Motivo').selectOption({ label: 'Não recebi' });
  await dialog.getByLabel('O que aconteceu').fill('O livro não chegou: o rastreio parou em Curitiba.');
  await dialog.getByLabel('Adicionar fotos').setInputFiles([await photo(1, 'jpeg'), await photo(2, 'png')]);
  await expect(dialog.getByText('2/5 fotos.')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await look(page, 'problems-report-dialog', 390);
  await dialog.getByRole('button', { name: 'Enviar relato' }).click();
  const card = page.getByRole('region', { name: 'Problemas com o pedido' });
  await expect(card.getByText('Aguardando resposta')).toBeVisible();
  await expect(card.getByRole('list', { name: /Fotos enviadas por Rui/ }).getByRole('img')).toHaveCount(2);

  // The seller answers with a discount.
  await seller.page.setViewportSize({ width: 1280, height: 900 });
  await seller.page.goto(`/pedidos/${id}`);
  const sellerCard = seller.page.getByRole('region', { name: 'Problemas com o pedido' });
  await expect(sellerCard.getByText('O livro não chegou: o rastreio parou em Curitiba.')).toBeVisible();
  await expect(sellerCard.getByRole('list', { name: /Fotos enviadas por/ }).getByRole('img')).toHaveCount(2);
  await sellerCard
    .getByLabel('Sua resposta')
    .fill('Postei no dia seguinte, veja o rastreio. Posso dar um desconto.');
  await sellerCard.getByRole('radio', { name: 'Desconto de R$ …' }).check();
  await sellerCard.getByLabel('Valor do desconto (R$)').fill('5,00');
  await sellerCard.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(sellerCard.getByText('Respondido')).toBeVisible();
  await audit(seller.page, 'pedido com problema (vendedor)');
  await look(seller.page, 'problems-seller-answer', 1280);

  // The buyer refuses the discount: asks for mediation instead of accepting.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Aceitar proposta: Desconto de R$ 5,00' })).toBeVisible();
  await card.getByRole('button', { name: 'Pedir mediação' }).click();
  await expect(card.getByText('Em mediação')).toBeVisible();
  await expect(card.getByRole('button', { name: /Aceitar proposta/ })).toBeVisible();

  // The admin decides from the queue.
  const admin = await openParty(newContext, origin, 'admin@example.com');
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await admin.page.goto('/admin/mediacao');
  await admin.page
    .getByRole('link', { name: /: Não recebi$/ })
    .first()
    .click();
  await expect(admin.page.getByText('QB123456785BR', { exact: true })).toBeVisible();
  const timeline = admin.page.getByRole('region', { name: 'Linha do tempo' });
  await expect(timeline.getByText('Pediu mediação')).toBeVisible();
  await expect(admin.page.getByRole('list', { name: /Fotos enviadas por Rui/ }).getByRole('img')).toHaveCount(
    2,
  );
  await look(admin.page, 'problems-admin-case', 1280);
  await audit(admin.page, 'caso de mediação');
  await admin.page.getByRole('radio', { name: /^Devolver o valor/ }).check();
  await admin.page.getByLabel('Motivo (as duas partes leem)').fill(REASON);
  await look(admin.page, 'problems-admin-case', 390);
  await admin.page.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/mediacao$/);
  await expect(admin.page.getByText('Nenhum pedido aguardando mediação.')).toBeVisible();

  // Both parties read the decision; the buyer gives the Pix key and confirms.
  for (const party of [page, seller.page]) {
    await party.reload();
    const region = party.getByRole('region', { name: 'Problemas com o pedido' });
    await expect(region.getByRole('heading', { name: 'Decisão da moderação' })).toBeVisible();
    await expect(region.getByText(REASON)).toBeVisible();
  }
  await card.getByLabel('Sua chave Pix para devolução').fill('rui@example.com');
  await card.getByRole('button', { name: 'Enviar chave' }).click();
  await expect(card.getByText('rui@example.com')).toBeVisible();
  await look(page, 'problems-decision-buyer', 390);
  await look(page, 'problems-decision-buyer', 1280);
  await seller.page.reload();
  await expect(seller.page.getByText('rui@example.com')).toBeVisible();
  await look(seller.page, 'problems-decision-seller', 390);
  await card.getByRole('button', { name: 'Confirmar que recebi' }).click();
  await expect(card.getByText(/^O comprador confirmou em /)).toBeVisible();
  await audit(page, 'pedido com decisão (comprador)');
  await admin.close();
  await seller.close();
});

test('a refund agreed by the parties ends the order: cancelled with its reason, on the page and in /pedidos', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const { id, seller } = await answeredProblem(
    { context, newContext, origin },
    { email: `reembolso-${Date.now()}@example.com`, name: ['Bia', 'Reembolsada'] },
    {
      offset: 18,
      reason: 'danificado',
      text: 'Chegou com a capa rasgada.',
      answer: 'Sinto muito: devolvo o valor.',
      outcome: 'devolver',
    },
  );

  // The buyer accepts the seller's refund: the order ends there (docs/product/problems.md#outcomes-and-the-order).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/pedidos/${id}`);
  const card = page.getByRole('region', { name: 'Problemas com o pedido' });
  await card.getByRole('button', { name: /^Aceitar proposta: Devolver o valor/ }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelado');
  const history = page.getByRole('list', { name: 'Histórico do pedido' });
  await expect(history.getByText('Cancelado: valor devolvido ao comprador')).toBeVisible();
  await expect(page.getByText(/^Pedido cancelado: o valor total volta para você\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Relatar problema' })).toHaveCount(0);
  await look(page, 'problems-refund-ended', 1280);
  await audit(page, 'pedido encerrado pela devolução (comprador)');
  await look(page, 'problems-refund-ended', 390);

  // /pedidos says why it was cancelled, for both.
  await page.goto('/pedidos');
  const row = page.getByTestId('order-row').filter({ hasText: `Pedido ${id.slice(0, 8).toUpperCase()}` });
  await expect(row.getByText('Cancelado: valor devolvido ao comprador')).toBeVisible();
  await look(page, 'problems-refund-list', 390);
  await seller.page.goto(`/pedidos/${id}`);
  await expect(seller.page.getByText(/Os livros não voltaram à venda/)).toBeVisible();
  await look(seller.page, 'problems-refund-seller', 1280);
  await seller.close();
});

test('a resend agreed on a sent order restarts its delivery clock: the page says the new date', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const { id, seller } = await answeredProblem(
    { context, newContext, origin },
    { email: `reenvio-${Date.now()}@example.com`, name: ['Caio', 'Reenviado'] },
    {
      offset: 19,
      reason: 'nao_recebi',
      text: 'O pacote voltou ao remetente.',
      answer: 'Envio de novo amanhã.',
      outcome: 'reenviar',
    },
  );
  await seller.close();

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByText(/Há um problema aberto neste pedido/)).toBeVisible();
  await page
    .getByRole('region', { name: 'Problemas com o pedido' })
    .getByRole('button', { name: 'Aceitar proposta: Reenviar' })
    .click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Enviado');
  const history = page.getByRole('list', { name: 'Histórico do pedido' });
  await expect(history.getByText('Reenvio combinado: o prazo de entrega recomeça')).toBeVisible();
  await expect(
    page.getByText(
      /Se você não confirmar a entrega nem relatar um problema até \d\d\/\d\d, o pedido será marcado/,
    ),
  ).toBeVisible();
  await look(page, 'problems-resend', 390);
});
