import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { openLive as openLiveFeed, query } from './helpers.ts';

// Mensagens (docs/product/messages.md), in the browser against the real server with the demo data:
// two people in two browser contexts, every update arriving live (no reloads).

/** The seller's id and one of their books on sale, as the book page would know them. */
async function sellerAndBook(request: APIRequestContext) {
  const store = await query<{ store: { userId: string } }>(request, 'stores.byUsername', {
    username: 'livreiro',
  });
  const books = await query<{ items: Array<{ id: string; title: string }> }>(request, 'stores.books', {
    username: 'livreiro',
  });
  const book = books.items[0];
  if (!book) throw new Error('a livraria de demonstração não tem livros');
  return { sellerId: store.store.userId, book };
}

/** Opens a page and waits until its live messages feed is streaming. */
const openLive = (page: Page, path: string) => openLiveFeed(page, path, 'messages.events');

test('the buyer asks about a book, the seller sees the badge and the message live and answers, the buyer sees the answer live', async ({
  newContext,
  context,
  page,
  baseURL,
}) => {
  await signInByApi(context, baseURL, 'leitor@example.com');
  const sellerContext = await newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await signInByApi(sellerContext, baseURL, 'livreiro@example.com');
    const { sellerId, book } = await sellerAndBook(context.request);
    const seller = await sellerContext.newPage();
    await openLive(seller, '/');
    const accountMenu = seller.getByRole('button', { name: /^Menu da conta/ });
    await expect(accountMenu).toHaveAccessibleName('Menu da conta: Léo Livreiro');

    // The buyer asks from the address 'Perguntar ao vendedor' leads to.
    await openLive(page, `/chats?com=${sellerId}&livro=${book.id}`);
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversationUrl = page.url();
    await expect(
      page.getByRole('region', { name: 'Conversa' }).getByRole('link', { name: new RegExp(book.title) }),
    ).toBeVisible();
    const question = `Olá! "${book.title}" ainda está disponível? (${Date.now()})`;
    const buyerBox = page.getByRole('textbox', { name: 'Mensagem' });
    await buyerBox.fill(question);
    await buyerBox.press('Enter');
    await expect(page.getByRole('log').getByText(question)).toBeVisible();
    await expect(buyerBox).toHaveValue('');

    // The seller's header counts it without a reload, and the menu shows it beside 'Mensagens'.
    await expect(accountMenu).toHaveAccessibleName('Menu da conta: Léo Livreiro, 1 mensagem não lida');
    await expect(accountMenu.getByTestId('unread-dot')).toHaveText('1');
    await accountMenu.click();
    const menuItem = seller.getByRole('menuitem', { name: /Mensagens/ });
    await expect(menuItem).toContainText('1 mensagem não lida');
    await menuItem.click();
    await expect(seller).toHaveURL(/\/chats$/);
    const row = seller.getByRole('link', { name: /Lia Leitora/ });
    await expect(row).toContainText(book.title);
    await expect(row).toContainText(question);
    await screenshot(seller, 'messages-seller-list');
    await row.click();
    await expect(seller).toHaveURL(conversationUrl);
    await expect(seller.getByRole('log').getByText(question)).toBeVisible();
    // Opening it marks it read: the badges go.
    await expect(seller.getByTestId('unread-dot')).toHaveCount(0);
    await expect(accountMenu).toHaveAccessibleName('Menu da conta: Léo Livreiro');

    // The answer reaches the buyer live, and the buyer's next message reaches the open thread.
    const answer = 'Está sim! Sem marcações, só a capa um pouco gasta.';
    const sellerBox = seller.getByRole('textbox', { name: 'Mensagem' });
    await sellerBox.fill(answer);
    await sellerBox.press('Enter');
    await expect(page.getByRole('log').getByText(answer)).toBeVisible();
    const followUp = 'Ótimo, vou comprar agora.\nObrigada!';
    await buyerBox.fill('Ótimo, vou comprar agora.');
    await buyerBox.press('Shift+Enter');
    await buyerBox.pressSequentially('Obrigada!');
    await buyerBox.press('Enter');
    await expect(seller.getByRole('log').getByText('Ótimo, vou comprar agora.')).toBeVisible();
    await expect(seller.getByRole('log').locator('p', { hasText: 'Obrigada!' })).toHaveText(followUp);
    // Read on screen: the seller's badge stays away.
    await expect(seller.getByTestId('unread-dot')).toHaveCount(0);
    await screenshot(page, 'messages-buyer-thread');
  } finally {
    await sellerContext.close();
  }
});

test('on a phone the list and the conversation are two screens; a block stops both from writing', async ({
  newContext,
  context,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  await signInByApi(context, baseURL, 'leitor@example.com');
  const { sellerId } = await sellerAndBook(context.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openLive(page, `/chats?com=${sellerId}`);
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Uma pergunta geral sobre a livraria.');
  await box.press('Enter');
  await expect(page.getByRole('log').getByText('Uma pergunta geral sobre a livraria.')).toBeVisible();
  // One screen at a time: the list is hidden while the conversation is open.
  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeHidden();
  await page.getByRole('link', { name: 'Voltar para as conversas' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);
  await screenshot(page, 'messages-mobile-list');
  await page
    .getByRole('link', { name: /Léo Livreiro/ })
    .first()
    .click();
  await expect(box).toBeVisible();

  // The seller blocks the buyer from another browser; the buyer's box gives way at once.
  const sellerContext = await newContext();
  try {
    await signInByApi(sellerContext, baseURL, 'livreiro@example.com');
    const seller = await sellerContext.newPage();
    await openLive(seller, page.url().replace(baseURL, ''));
    await seller.getByRole('button', { name: 'Opções da conversa' }).click();
    await seller.getByRole('menuitem', { name: 'Bloquear usuário' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(seller.getByText('Você bloqueou este usuário.')).toBeVisible();
    await expect(page.getByText('Não é possível enviar mensagens para este usuário.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);
    await screenshot(page, 'messages-mobile-blocked');
    // Unblocking lets them write again.
    await seller.getByRole('button', { name: 'Desbloquear', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  } finally {
    await sellerContext.close();
  }
});
