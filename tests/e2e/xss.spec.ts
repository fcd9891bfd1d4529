import { expect, signInByApi, test } from './fixtures.ts';

// Bad input (docs/reliability.md): a seller may type anything in a title or a description, markup included;
// Releia stores it as text and every page shows it as text. The demo seller lists a book whose
// title, author and description are script payloads; a visitor opens the home page and the
// book's page (its HTML is rendered on the server with the title in <title>, meta tags and
// JSON-LD, then by React) and sees the literal text, with no dialog and nothing injected.

const SELLER = 'livreiro@example.com';
const TITLE = '<script>alert("titulo")</script>';
const AUTHOR = '<img src=x onerror=alert("autor")>';
const DESCRIPTION =
  '<script>alert(document.cookie)</script> "><svg/onload=alert("descricao")> </title><script>alert(1)</script>';

test('script payloads in a book render as text and run nothing', async ({ page, newContext, baseURL }) => {
  const seller = await newContext();
  await signInByApi(seller, baseURL ?? '', SELLER);
  const created = await seller.request.post('/trpc/books.create?batch=1', {
    data: {
      0: {
        json: { title: TITLE, author: AUTHOR, description: DESCRIPTION, price: 19.9, condition: 'usado_bom' },
      },
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.ok()).toBe(true);
  const [answer] = (await created.json()) as [{ result: { data: { json: { id: string; path: string } } } }];
  const { id, path } = answer.result.data.json;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    // The newest book leads 'Lançamentos' on the home page.
    await page.goto('/');
    const card = page.getByRole('article').filter({ hasText: TITLE }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(`por ${AUTHOR}`);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(DESCRIPTION, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(TITLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // Nothing from the payloads became an element.
    await expect(
      page.locator('img[src="x"], svg[onload], body script:not([type="application/ld+json"]):not([src])'),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  } finally {
    // The demo data is shared by the specs that run after this one.
    const removed = await seller.request.post('/trpc/books.remove?batch=1', {
      data: { 0: { json: { id } } },
      headers: { origin: baseURL ?? '' },
    });
    expect(removed.ok()).toBe(true);
  }
});
