import { ANA, CARLA, type Listing, terminal } from './community-cast.ts';
import { listBook, openListing, search, signInAs } from './community-steps.ts';
import { expect, type Page, screenshot } from './fixtures.ts';

// Lista de desejos on an empty install (docs/product/wants.md): the buyer saves a search and a
// work through the UI, a seller lists a matching book, and the buyer hears of it live and by mail:
// her open Lista de desejos shows the match without a reload
// (docs/product/notifications.md#pages-that-follow).

/** A second copy of the work Carla bought from Bruno, listed by Ana after the sale. */
const ANA_CORTICO: Listing = {
  seller: ANA,
  title: 'O Cortiço',
  authors: ['Aluísio Azevedo'],
  isbn: '',
  category: 'Literatura Clássica',
  categorySlug: 'literatura-classica',
  price: '18,00',
};

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** The bell's unread count, read from its name ('Notificações (2 não lidas)'). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) não lida/.exec(name)?.[1] ?? 0);
}

export async function wantsOnAnEmptyInstall(page: Page, seller: Page, listing: Listing) {
  await signInAs(page, CARLA);
  // 'Avise-me' on a search for the work she bought, sold now.
  await search(page, 'cortico');
  await page.getByRole('button', { name: 'Avise-me' }).click();
  await expect(page.getByRole('link', { name: 'Avise-me ativo' })).toBeVisible();
  await openListing(page, listing);
  await page.getByRole('button', { name: 'Avise-me quando chegar' }).click();
  await expect(page.getByRole('link', { name: 'Na sua lista de desejos' })).toBeVisible();

  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Lista de desejos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de desejos' })).toBeVisible();
  const want = page.getByRole('article', { name: 'cortico' });
  // Search forgives typos ('cortico' also finds 'Prático'), but no Cortiço is on sale now.
  await expect(want).toBeVisible();
  await expect(want.getByRole('link', { name: /O Cortiço/ })).toHaveCount(0);
  const before = await unread(page);

  await signInAs(seller, ANA);
  await listBook(seller, ANA_CORTICO, 7);
  await expect(bell(page)).toHaveAttribute('aria-label', new RegExp(`\\(${before + 1} não lida`), {
    timeout: 15_000,
  });
  await expect(want.getByRole('link', { name: /O Cortiço/ })).toBeVisible();
  expect(await terminal('outbox')).toContain('O Cortiço, que você procura, foi anunciado');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, `community-wants-${width}`, 'community');
  }
}
