import { SAO_PAULO } from './community-cast.ts';
import { expect, registerByApi, test } from './fixtures.ts';
import { rate } from './helpers.ts';
import { look, mutate } from './order-api.ts';
import { openParty, SELLER, sellerBook } from './order-steps.ts';

// Double-blind reviews revealed together (docs/product/reviews.md#double-blind): a fresh buyer's
// order of the demo seller is delivered; the buyer reviews the seller, whose page does not show
// it; the seller reviews the buyer; both pages then show both reviews. The store page shows the
// seller's reputation (docs/product/reviews.md#reputation), and the seller's order page the buyer's.

test('buyer and seller review each other blind, and both reviews are revealed together', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await registerByApi(context, origin, `avalia-${Date.now()}@example.com`, ['Beatriz', 'Cega']);
  const book = await sellerBook(19);
  await mutate(context.request, origin, 'cart.add', { bookId: book.id });
  // Checkout shows the seller's reputation beside their name.
  await page.goto('/checkout');
  const group = page.getByTestId('checkout-group').filter({ hasText: book.title });
  await expect(group.getByTestId('seller-reputation')).toContainText(/pedidos? concluídos?|Novo vendedor/);
  await look(page, 'reviews-blind-checkout', 390);
  await look(page, 'reviews-blind-checkout', 1280);
  const { orderIds } = (await mutate(context.request, origin, 'orders.checkout', {
    delivery: SAO_PAULO,
  })) as {
    orderIds: string[];
  };
  const id = orderIds[0] ?? '';
  const seller = await openParty(newContext, origin, SELLER);
  await mutate(seller.page.request, origin, 'orders.confirmPayment', { id });
  await mutate(seller.page.request, origin, 'orders.ship', { id, trackingCode: 'QB123456785BR' });
  await mutate(context.request, origin, 'orders.confirmDelivery', { id });

  // The buyer reviews the seller; the page says the review stays hidden until the seller's.
  await page.goto(`/pedidos/${id}`);
  await rate(page, 'Avaliação geral', 5);
  await rate(page, 'Comunicação', 5);
  await rate(page, 'Envio', 4);
  await rate(page, 'Estado do livro', 5);
  const comment = `Livro impecável, envio rápido. (${Date.now()})`;
  await page.getByLabel('Comentário').fill(comment);
  await page.getByRole('button', { name: 'Enviar avaliação', exact: true }).click();
  await expect(page.getByTestId('order-review')).toContainText(comment);
  const blind = page.getByRole('region', { name: 'A avaliação que você recebeu' });
  await expect(
    blind.getByText(/Sua avaliação fica oculta para o vendedor até que ele avalie você/),
  ).toBeVisible();
  await look(page, 'reviews-blind-buyer-waiting', 390);

  // The seller's page does not show it, says one is waiting, and offers the review of the buyer.
  await seller.page.goto(`/pedidos/${id}`);
  const sellerBlind = seller.page.getByRole('region', { name: 'Sua avaliação de quem comprou' });
  await expect(sellerBlind.getByText(/O comprador já avaliou você/)).toBeVisible();
  await expect(seller.page.getByTestId('order-review')).toHaveCount(0);
  expect(await seller.page.locator('body').textContent()).not.toContain(comment);
  await expect(seller.page.getByRole('region', { name: 'Reputação de quem compra' })).toContainText(
    /1 pedido pago|pedidos pagos/,
  );
  await look(seller.page, 'reviews-blind-seller-form', 390);
  await look(seller.page, 'reviews-blind-seller-form', 1280);

  // The seller reviews the buyer: both are revealed at once.
  await rate(seller.page, 'Nota para Beatriz Cega', 4);
  await sellerBlind.getByLabel(/Comentário/).fill('Pagou no mesmo dia, ótima comunicação.');
  await sellerBlind.getByRole('button', { name: 'Enviar avaliação do comprador' }).click();
  await expect(seller.page.getByTestId('order-review')).toContainText(comment);
  await expect(sellerBlind.getByTestId('buyer-review')).toContainText('Pagou no mesmo dia');
  await expect(seller.page.getByLabel('Responder à avaliação')).toBeVisible();
  await look(seller.page, 'reviews-blind-seller-revealed', 1280);

  await page.reload();
  await expect(blind.getByTestId('buyer-review')).toContainText('Pagou no mesmo dia, ótima comunicação.');
  await look(page, 'reviews-blind-buyer-revealed', 390);
  await seller.close();

  // The store page shows the seller's reputation made of facts, and the revealed review.
  await page.goto('/livraria/livreiro');
  const reputation = page.getByTestId('seller-reputation');
  await expect(reputation).toContainText(/pedidos? concluídos?/);
  await expect(reputation).toContainText(/Membro desde/);
  await expect(page.getByText(comment)).toBeVisible();
  await look(page, 'reviews-blind-store', 1280);
  await look(page, 'reviews-blind-store', 390);
});
