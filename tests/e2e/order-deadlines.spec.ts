import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { ageOrder, orderStatus } from './order-clock.ts';
import { BUYER, buyAlone, sellerBook } from './order-steps.ts';

// An order never hangs (docs/product/orders.md#deadlines): the demo reader buys a book and never
// pays; once the order is 4 days old the deadlines job (every second on the e2e servers) cancels
// it, the buyer is told, and the book is on sale again.

test('an unpaid order cancels itself after its deadline; the buyer is told and the book is back on sale', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const book = await sellerBook(17);
  await signInByApi(context, baseURL, BUYER);

  const orderId = (await buyAlone(page, book)).split('/').at(-1) ?? '';

  // 'Situação' says what happens next and by when.
  const situation = page.getByRole('region', { name: 'Situação' });
  await expect(
    situation.getByText(/Se o pagamento não for confirmado até \d\d\/\d\d, o pedido será cancelado\./),
  ).toBeVisible();
  await screenshot(page, 'order-deadlines-open');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'order-deadlines-open-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The list names the deadline too.
  await page.goto('/pedidos');
  const row = page.getByTestId('order-row').filter({ hasText: book.title }).first();
  await expect(row.getByText(/^Pagamento até \d\d\/\d\d$/)).toBeVisible();
  await screenshot(page, 'order-deadlines-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'order-deadlines-list-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/pedidos/${orderId}`);

  await ageOrder(orderId, 4);
  await expect.poll(() => orderStatus(orderId), { timeout: 15_000 }).toBe('cancelado');

  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelado');
  await expect(page.getByText('Cancelado automaticamente: pagamento não confirmado em 3 dias')).toBeVisible();
  await expect(situation.getByText(/Se o pagamento não for confirmado/)).toHaveCount(0);
  await screenshot(page, 'order-deadlines-cancelled');

  await page.goto('/notificacoes');
  await expect(
    page.getByText(`Pedido de ${book.title}: Cancelado automaticamente: pagamento não confirmado em 3 dias`),
  ).toBeVisible();

  await page.goto(`/livro/${book.id}`);
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
});
