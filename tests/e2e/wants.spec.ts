import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, signInByApi, test } from './fixtures.ts';
import { openLive } from './helpers.ts';
import { BUYER, readDb, SELLER, sellerBook } from './order-steps.ts';

// Lista de desejos (docs/product/wants.md) in Chromium against the demo server: a buyer saves a
// search from the results and a work from a book page, the demo seller lists a matching book, the
// buyer's bell shows it live and the outbox has the mail; /desejos at 1280 and 390 px.

async function call(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** Letters only, so the title is a word search matches whole: 'kdbfa'. */
const uniqueWord = () =>
  [...String(Date.now()).slice(-6)].map((d) => String.fromCharCode(97 + Number(d))).join('');

test('a buyer’s wants, from the results and a book page, are told live and by mail when the seller lists a match', async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const word = uniqueWord();
  await signInByApi(context, origin, BUYER);
  const me = (
    (await (await context.request.get('/trpc/accounts.me')).json()) as {
      result: { data: { json: { id: string } } };
    }
  ).result.data.json;
  await call(context.request, origin, 'notifications.markAllRead', null);

  // 'Avise-me' on the results of a search nothing matches yet (accents left out on purpose).
  await page.goto(`/?search=${encodeURIComponent(`cartas do sertao ${word}`)}`);
  await page.getByRole('button', { name: 'Avise-me' }).click();
  await expect(page.getByRole('link', { name: 'Avise-me ativo' })).toBeVisible();

  // 'Avise-me quando chegar' on another member's book.
  const book = await sellerBook(9);
  await page.goto(`/livro/${book.id}`);
  await page.getByRole('button', { name: 'Avise-me quando chegar' }).click();
  await expect(page.getByRole('link', { name: 'Na sua lista de desejos' })).toBeVisible();

  await openLive(page, '/desejos', 'messages.events');
  const want = page.getByRole('article', { name: `cartas do sertao ${word}` });
  await expect(want).toContainText('Nenhum livro à venda agora');
  await expect(page.getByRole('article', { name: new RegExp(`^${book.title}`) })).toBeVisible();

  const seller = await newContext();
  await signInByApi(seller, origin, SELLER);
  const title = `Cartas do Sertão ${word}`;
  await call(seller.request, origin, 'books.create', {
    title,
    author: 'Ana Sertaneja',
    price: 24.9,
    condition: 'usado_bom',
  });

  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)', { timeout: 15_000 });
  await bell(page).click();
  await expect(
    page.getByRole('menuitem', { name: new RegExp(`${title}, que você procura, foi anunciado`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const mail = await readDb((db) =>
    db
      .selectFrom('outbox')
      .select('subject')
      .where('user_id', '=', me.id)
      .where('subject', 'like', `%${title}%`)
      .execute(),
  );
  expect(mail.map((m) => m.subject)).toEqual([`Releia: ${title}, que você procura, foi anunciado`]);

  await page.reload();
  await expect(want.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await screenshot(page, 'wants-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(want).toBeVisible();
  await screenshot(page, 'wants-390');

  // 'Remover' takes the want off the list.
  await want.getByRole('button', { name: `Remover cartas do sertao ${word}` }).click();
  await expect(want).toBeHidden();
});

test('a visitor’s Avise-me sends to sign in and back to the same results', async ({ page }) => {
  await page.goto(`/?search=${encodeURIComponent('cartas do sertao')}`);
  await page.getByRole('button', { name: 'Avise-me' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain(
    '?search=cartas',
  );
});
