import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { openLive } from './helpers.ts';
import { readDb, SELLER } from './order-steps.ts';

// Notificações (docs/product/notifications.md) in the browser against the demo server: a
// buyer's message reaches the seller's bell live in two tabs; opening it marks it read for good;
// 'Marcar todas como lidas'; the mail's unsubscribe link works signed out.

async function call(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/** The buyer writes to the demo seller, as from the book page's 'Perguntar ao vendedor'. */
async function writeToSeller(request: APIRequestContext, origin: string, sellerId: string, body: string) {
  const { conversationId } = (await call(request, origin, 'messages.start', { otherUserId: sellerId })) as {
    conversationId: string;
  };
  await call(request, origin, 'messages.send', { conversationId, body });
  return conversationId;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

test('a message reaches the seller\u2019s bell live in two tabs, opening it marks it read for good, and Marcar todas como lidas', async ({
  newContext,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(context, origin, 'leitor@example.com');
  const sellerContext = await newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await signInByApi(sellerContext, origin, SELLER);
    const me = (await (await sellerContext.request.get('/trpc/accounts.me')).json()) as {
      result: { data: { json: { id: string } } };
    };
    const sellerId = me.result.data.json.id;
    // Other specs may have notified the demo seller: start from nothing unread.
    await call(sellerContext.request, origin, 'notifications.markAllRead', null);

    const tab = await sellerContext.newPage();
    const otherTab = await sellerContext.newPage();
    await openLive(tab, '/', 'messages.events');
    await openLive(otherTab, '/mais-vendidos', 'messages.events');
    await expect(bell(tab)).toHaveAccessibleName('Notificações');

    const conversationId = await writeToSeller(
      context.request,
      origin,
      sellerId,
      `Ainda tem? (${Date.now()})`,
    );
    for (const page of [tab, otherTab]) {
      await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');
      await expect(bell(page).getByTestId('count-badge')).toHaveText('1');
    }

    await bell(tab).click();
    const item = tab.getByRole('menuitem', { name: /Nova mensagem de Lia Leitora/ }).first();
    await expect(item).toContainText('não lida');
    await screenshot(tab, 'notifications-dropdown-1280');
    await item.click();
    await expect(tab).toHaveURL(new RegExp(`/chats/${conversationId}$`));
    await expect(bell(tab)).toHaveAccessibleName('Notificações');
    await expect(bell(otherTab)).toHaveAccessibleName('Notificações');

    // Read stays read after a reload.
    await tab.goto('/notificacoes');
    await tab.reload();
    const rows = tab.getByRole('main').getByRole('listitem');
    await expect(rows.first()).toContainText('Nova mensagem de Lia Leitora');
    await expect(rows.first()).not.toContainText('não lida');
    await expect(bell(tab)).toHaveAccessibleName('Notificações');

    // Two more, then all of them read at once.
    await writeToSeller(context.request, origin, sellerId, 'Mais uma pergunta');
    await writeToSeller(context.request, origin, sellerId, 'E outra');
    await expect(bell(tab)).toHaveAccessibleName('Notificações (2 não lidas)');
    await expect(tab.getByRole('main').getByText('(não lida)')).toHaveCount(2);
    await screenshot(tab, 'notifications-page-1280');
    await tab.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(bell(tab)).toHaveAccessibleName('Notificações');
    await expect(tab.getByRole('main').getByText('(não lida)')).toHaveCount(0);
    await tab.reload();
    await expect(rows.first()).toBeVisible();
    await expect(tab.getByRole('main').getByText('(não lida)')).toHaveCount(0);

    // At 390 px: the same bell and page.
    await writeToSeller(context.request, origin, sellerId, 'Pelo celular');
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto('/notificacoes');
    await expect(bell(tab)).toHaveAccessibleName('Notificações (1 não lida)');
    await screenshot(tab, 'notifications-page-390');
    await bell(tab).click();
    await expect(tab.getByRole('menuitem', { name: 'Ver todas' })).toBeVisible();
    await screenshot(tab, 'notifications-dropdown-390');
  } finally {
    await sellerContext.close();
  }
});

test.describe('the unsubscribe link', () => {
  // The made-up link's refusal is a 400 the page answers in words.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the unsubscribe link of a notification mail works signed out and turns that kind off', async ({
    newContext,
    context,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const sellerContext = await newContext();
    try {
      await signInByApi(sellerContext, origin, SELLER);
      const me = (await (await sellerContext.request.get('/trpc/accounts.me')).json()) as {
        result: { data: { json: { id: string } } };
      };
      const sellerId = me.result.data.json.id;
      await call(sellerContext.request, origin, 'notifications.updateSettings', {
        email: { message: true },
        dailyDigest: false,
      });
      await signInByApi(context, origin, 'leitor@example.com');
      await writeToSeller(context.request, origin, sellerId, `Por e-mail (${Date.now()})`);
      const mail = await readDb((db) =>
        db
          .selectFrom('outbox')
          .select(['subject', 'unsubscribe_url'])
          .where('user_id', '=', sellerId)
          .where('kind', '=', 'notification')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow(),
      );
      expect(mail.subject).toBe('Releia: Nova mensagem de Lia Leitora');
      const link = new URL(mail.unsubscribe_url ?? '');

      // A browser with no session at all.
      const visitor = await newContext();
      try {
        const outside = await visitor.newPage();
        await outside.goto(link.pathname + link.search);
        await expect(outside.getByRole('heading', { name: 'Emails desligados' })).toBeVisible();
        await outside.goto(link.pathname + link.search.replace(/t=[^&]+/, 't=errado'));
        await expect(outside.getByRole('heading', { name: 'Não foi possível desligar' })).toBeVisible();
        await expect(outside.getByRole('alert')).toHaveText('Link de descadastro inválido.');
      } finally {
        await visitor.close();
      }
      const settings = (await (await sellerContext.request.get('/trpc/notifications.settings')).json()) as {
        result: { data: { json: { email: Record<string, boolean> } } };
      };
      expect(settings.result.data.json.email).toMatchObject({ message: false, sale: true });

      // The seller sees the choice in Meu Perfil.
      const sellerPage = await sellerContext.newPage();
      await sellerPage.goto('/dashboard#notificacoes');
      const section = sellerPage.getByRole('region', { name: 'Notificações' });
      await expect(section.getByRole('checkbox', { name: 'Mensagens' })).not.toBeChecked();
      await expect(section.getByRole('checkbox', { name: 'Vendas' })).toBeChecked();
      await screenshot(sellerPage, 'notifications-settings');
    } finally {
      await sellerContext.close();
    }
  });
});
