import type { Page } from '@playwright/test';
import { expect, registerByApi, screenshot, signInByApi, test } from './fixtures.ts';
import { rate } from './helpers.ts';
import {
  BUYER,
  brl,
  openParty,
  type PickedBook,
  readDb,
  removeOtherItems,
  SELLER,
  sellerBook,
  toasts,
} from './order-steps.ts';

// Cart, checkout and orders (docs/product/cart.md, checkout.md, orders.md), in the browser against the real server with
// the demo data: the demo reader buys a book of the demo seller from its page, the seller confirms
// payment and ships, the reader confirms delivery and reviews, and the store page shows it. Then
// the cart messages of docs/product/cart.md#errors, for a fresh account.

/** Available books of `count` different sellers other than the demo accounts. */
function booksOfOtherSellers(count: number): Promise<PickedBook[]> {
  return readDb((db) =>
    db
      .selectFrom('books as b')
      .innerJoin('profiles as p', 'p.user_id', 'b.user_id')
      .select(['b.id', 'b.title', 'b.price_cents'])
      .where('p.username', 'not in', ['livreiro', 'leitora', 'admin'])
      .where('b.status', '=', 'available')
      .where('b.availability', '=', 1)
      .where('b.id', '=', (eb) =>
        eb
          .selectFrom('books as b2')
          .select('b2.id')
          .whereRef('b2.user_id', '=', 'b.user_id')
          .where('b2.status', '=', 'available')
          .orderBy('b2.id')
          .limit(1),
      )
      .orderBy('b.price_cents', 'desc')
      .limit(count)
      .execute(),
  );
}

async function sellerSummary(): Promise<{
  total_reviews: number;
  average_overall: number;
  delivered: number;
}> {
  const row = await readDb((db) =>
    db
      .selectFrom('profiles as p')
      .innerJoin('seller_ratings as r', 'r.seller_id', 'p.user_id')
      .select(['r.total_reviews', 'r.average_overall'])
      .select((eb) =>
        eb
          .selectFrom('orders as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.seller_id', '=', 'p.user_id')
          .where('o.status', '=', 'entregue')
          .as('delivered'),
      )
      .where('p.username', '=', 'livreiro')
      .executeTakeFirstOrThrow(),
  );
  // PostgreSQL answers count(*) as a bigint string.
  return { ...row, delivered: Number(row.delivered) };
}

async function cartLabel(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('navigation', { name: 'Atalhos' })
      .getByRole('link', { name: /^Carrinho/ })
      .getAttribute('aria-label')) ?? ''
  );
}

test('the demo reader buys a book from its page; the seller confirms payment and ships; delivery, review and reply reach the store page', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const book = await sellerBook();
  const before = await sellerSummary();
  await signInByApi(context, origin, BUYER);

  // Book page: add to cart, the label and the header badge follow.
  await page.goto(`/livro/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  const startLabel = await cartLabel(page);
  const startCount = Number(/\((\d+) /.exec(startLabel)?.[1] ?? 0);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(toasts(page).getByText('Livro adicionado ao carrinho')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No carrinho' })).toBeDisabled();
  const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
  const expectedLabel = `Carrinho (${startCount + 1} ${startCount + 1 === 1 ? 'item' : 'itens'})`;
  await expect(shortcuts.getByRole('link', { name: expectedLabel })).toBeVisible();
  // The badge is right at first paint of a new load (per-user session cache), not only later.
  await page.reload();
  await expect(shortcuts.getByTestId('count-badge')).toHaveText(String(startCount + 1));

  // Cart: grouped by seller, one Frete of R$ 12,00, the total.
  await page.goto('/carrinho');
  const group = page.getByTestId('cart-group').filter({ hasText: book.title });
  await expect(group.getByText('Sebo do Livreiro')).toBeVisible();
  await expect(page.getByTestId('cart-summary').getByText('Frete').first()).toBeVisible();
  await screenshot(page, 'orders-cart');

  // Checkout with the saved address; only this book, so the cart is cleared of the others first.
  await removeOtherItems(page, book.title);
  await expect(page.getByTestId('cart-total')).toHaveText(brl(book.price_cents + 1200));
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /Meu endereço/ })).toBeChecked();
  await expect(page.getByTestId('cart-total')).toHaveText(brl(book.price_cents + 1200));
  await screenshot(page, 'orders-checkout');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('order-status').first()).toHaveText('Aguardando pagamento');
  await expect(
    page.getByRole('region', { name: 'Vendedor' }).getByRole('link', { name: SELLER }),
  ).toBeVisible();
  await expect(page.getByText(/o Releia não processa pagamentos/)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(brl(book.price_cents + 1200));
  await expect(shortcuts.getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible();
  // The buyer cannot take the seller's steps.
  await expect(page.getByRole('button', { name: 'Pagamento recebido' })).toHaveCount(0);
  await screenshot(page, 'orders-order-buyer');

  // The seller: Vendas tab, the order with the buyer's address; confirm payment, then ship.
  const seller = await openParty(newContext, origin, SELLER);
  await seller.page.goto('/pedidos?aba=vendas');
  await expect(seller.page.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true');
  await seller.page.getByTestId('order-row').filter({ hasText: book.title }).first().click();
  await expect(seller.page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(seller.page.getByRole('region', { name: 'Endereço de entrega' })).toContainText('CEP');
  await expect(seller.page.getByRole('region', { name: 'Comprador' })).toContainText(BUYER);
  await seller.page.getByRole('button', { name: 'Pagamento recebido' }).click();
  await seller.page.getByRole('alertdialog').getByRole('button', { name: 'Pagamento recebido' }).click();
  await expect(seller.page.getByTestId('order-status').first()).toHaveText('Pago');
  // A code with a wrong check digit is refused in the dialog (docs/product/pix.md#tracking-code).
  await seller.page.getByRole('button', { name: 'Marcar como enviado' }).click();
  const shipDialog = seller.page.getByRole('alertdialog');
  await shipDialog.getByLabel('Código de rastreio').fill('qb123456789br');
  await shipDialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shipDialog.getByText('Código de rastreio inválido')).toBeVisible();
  await expect(shipDialog.getByLabel('Código de rastreio')).toHaveValue('QB123456789BR');
  await shipDialog.getByLabel('Código de rastreio').fill('qb 123 456 785 br');
  await shipDialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(seller.page.getByTestId('order-status').first()).toHaveText('Enviado');
  await expect(seller.page.getByRole('list', { name: 'Histórico do pedido' })).toContainText(
    'Código de rastreio: QB123456785BR',
  );
  await expect(seller.page.getByRole('button', { name: 'Confirmar entrega' })).toHaveCount(0);
  await screenshot(seller.page, 'orders-order-seller');

  // The buyer confirms delivery and reviews (stars by keyboard for one criterion).
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveText('Enviado');
  const tracking = page.getByRole('link', { name: 'Rastrear nos Correios' });
  await expect(tracking).toHaveAttribute('href', /objeto=QB123456785BR$/);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Entregue');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Dê uma nota de 1 a 5 para a avaliação geral.')).toBeVisible();
  await rate(page, 'Avaliação geral', 5);
  await page.getByRole('group', { name: 'Comunicação' }).getByRole('radio').first().focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('group', { name: 'Comunicação' }).getByRole('radio', { name: /^4 de 5/ }),
  ).toBeChecked();
  await rate(page, 'Envio', 5);
  await rate(page, 'Estado do livro', 4);
  const comment = `Chegou bem embalado, exatamente como anunciado. (${Date.now()})`;
  await page.getByLabel('Comentário').fill(comment);
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByTestId('order-review')).toContainText(comment);
  await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);

  // The seller reviews the buyer, which reveals both (docs/product/reviews.md#double-blind), then replies once.
  await seller.page.reload();
  await rate(seller.page, /^Nota para /, 5);
  await seller.page.getByRole('button', { name: 'Enviar avaliação do comprador' }).click();
  await expect(seller.page.getByTestId('order-review')).toContainText(comment);
  await seller.page.getByLabel('Responder à avaliação').fill('Obrigado, boa leitura!');
  await seller.page.getByRole('button', { name: 'Publicar resposta' }).click();
  await expect(seller.page.getByTestId('order-review')).toContainText('Obrigado, boa leitura!');
  await expect(seller.page.getByLabel('Responder à avaliação')).toHaveCount(0);
  await seller.close();

  // The store page: one more review, the new average, the sales count, the review and reply.
  const after = await sellerSummary();
  expect(after.total_reviews).toBe(before.total_reviews + 1);
  expect(after.delivered).toBe(before.delivered + 1);
  await page.goto('/livraria/livreiro');
  const average = after.average_overall.toLocaleString('pt-BR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  await expect(page.getByText(`(${after.total_reviews} avaliações)`).first()).toBeVisible();
  await expect(page.getByText(average, { exact: true }).first()).toBeVisible();
  const sales = page.locator('dt', { hasText: 'Vendas' }).locator('xpath=following-sibling::dd');
  await expect(sales).toHaveText(String(after.delivered));
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('Obrigado, boa leitura!')).toBeVisible();
  await screenshot(page, 'orders-store-after');

  // The book is sold now.
  await page.goto(`/livro/${book.id}`);
  await expect(page.getByRole('button', { name: 'Vendido' }).first()).toBeDisabled();
});

test.describe('cart messages (docs/product/cart.md#errors)', () => {
  // Requests cut on purpose below show up as failed loads in the console.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to fetch/] });

  test('add, quantity, remove and clear, each with its success or failure message', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = baseURL ?? '';
    await registerByApi(context, origin, `carrinho.${Date.now()}@example.com`, ['Cora', 'Compradora']);
    const [first, second] = await booksOfOtherSellers(2);
    if (!first || !second) throw new Error('faltam livros de outros vendedores');

    // A failed add says so, and nothing is added.
    await page.goto(`/livro/${first.id}`);
    await page.route('**/trpc/cart.add*', (route) => route.abort());
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(toasts(page).getByText('Não foi possível adicionar ao carrinho')).toBeVisible();
    // ...and a failed buy-now stays on the page with its own message.
    await page.getByRole('button', { name: 'Comprar agora' }).click();
    await expect(toasts(page).getByText('Não foi possível processar a compra')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/livro/.*${first.id}$`));
    await page.unroute('**/trpc/cart.add*');

    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(toasts(page).getByText('Livro adicionado ao carrinho')).toBeVisible();
    // Buy-now with the book already in the cart goes straight to checkout.
    await page.goto(`/livro/${second.id}`);
    await page.getByRole('button', { name: 'Comprar agora' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The URL changes before the checkout's data arrives; until then the book page is still shown.
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
    await expect(page.getByRole('main').getByText(second.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Salvar como meu endereço/ })).toBeChecked();

    // A cart that cannot be read says so, with a way to retry.
    await page.route('**/trpc/*cart.list*', (route) => route.abort());
    await page.goto('/carrinho');
    // The cart is user data: read three more times (1 s, 2 s and 4 s apart) before it fails
    // (client/lib/cache-policy.ts, docs/product/offline.md#data-cache).
    await expect(toasts(page).getByText('Não foi possível carregar o carrinho')).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute('**/trpc/*cart.list*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-summary').getByText('Frete')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(
      brl(first.price_cents + second.price_cents + 2400),
    );
    await screenshot(page, 'orders-cart-two-sellers');

    // Quantity, remove and clear failures keep the items and say which action failed.
    const firstRow = page.getByTestId('cart-item').filter({ hasText: first.title });
    await page.route('**/trpc/cart.updateQuantity*', (route) => route.abort());
    await firstRow.getByRole('button', { name: /^Diminuir quantidade/ }).click();
    await expect(toasts(page).getByText('Não foi possível atualizar a quantidade')).toBeVisible();
    await page.route('**/trpc/cart.remove*', (route) => route.abort());
    await firstRow.getByRole('button', { name: /^Remover / }).click();
    await expect(toasts(page).getByText('Não foi possível remover o item')).toBeVisible();
    await page.route('**/trpc/cart.clear*', (route) => route.abort());
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Limpar carrinho' }).click();
    await expect(toasts(page).getByText('Não foi possível limpar o carrinho')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await page.unrouteAll();

    await firstRow.getByRole('button', { name: /^Remover / }).click();
    await expect(toasts(page).getByText('Item removido do carrinho')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Limpar carrinho' }).click();
    await expect(toasts(page).getByText('Carrinho limpo')).toBeVisible();
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Carrinho', exact: true }),
    ).toBeVisible();

    // Checkout with an empty cart says what to do.
    await page.goto('/checkout');
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
    await expect(page.getByText('Adicione itens ao carrinho antes de finalizar a compra')).toBeVisible();
  });
});
