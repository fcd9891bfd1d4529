import { copyFileSync } from 'node:fs';
import { KNOWN_ISBN } from '../helpers/isbn-stub.ts';
import { expect, type Page, screenshot, signInByApi, test } from './fixtures.ts';

// Prefill from the ISBN (docs/product/listing.md#prefill-from-the-isbn), in Chromium against the
// real server, whose ISBN providers are the run's fake one (tests/e2e/isbn-provider.ts): the
// demo seller types an ISBN-10, the form fills with the cover as its first photo, and the book
// listed shows its ISBN-13. Nothing the page loads leaves 127.0.0.1.

const SELLER = 'livreiro@example.com';
const photoList = (page: Page) => page.getByRole('list', { name: 'Fotos do livro' });

/** Every request of the page that leaves this machine, as it happens. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1')
      outside.push(request.url());
  });
  return outside;
}

for (const width of [1280, 390]) {
  test(`a seller types an ISBN and the form fills from it, cover first (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const outside = outsideRequests(page);
    await signInByApi(context, baseURL, SELLER);
    await page.goto('/add-book');
    await page.getByRole('textbox', { name: /ISBN/ }).fill('85-7164-123-4');

    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Memórias Póstumas de Brás Cubas: Edição comentada',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Preenchemos' })).toHaveText(
      'Preenchemos: título, autores, editora, ano, páginas, descrição e capa. Confira e ajuste o que precisar.',
    );
    await expect(page.getByRole('textbox', { name: 'Autor', exact: true })).toHaveValue('Machado de Assis');
    await expect(page.getByRole('textbox', { name: /Editora/ })).toHaveValue('Companhia das Letras');
    await expect(page.getByRole('textbox', { name: /Ano de publicação/ })).toHaveValue('2014');
    await expect(page.getByRole('textbox', { name: /Número de páginas/ })).toHaveValue('432');
    const cover = photoList(page).getByRole('img', { name: 'Foto 1 (capa)' });
    await expect(cover).toHaveAttribute('src', /^\/images\/books\/[0-9a-f]{64}/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /ISBN/ }).scrollIntoViewIfNeeded();
    copyFileSync(await screenshot(page, `isbn-prefill-${width}`), `/tmp/isbn-prefill-${width}.png`);

    if (width === 1280) {
      await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Bom' });
      await page.getByRole('textbox', { name: 'Preço' }).fill('29,90');
      await page.getByRole('button', { name: 'Publicar livro' }).click();
      await expect(page).toHaveURL(/\/livro\//);
      await expect(page.getByText(KNOWN_ISBN, { exact: true })).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({ isbn: KNOWN_ISBN, gtin13: KNOWN_ISBN });
    }
    expect(outside).toEqual([]);
  });
}

test('an ISBN no provider knows leaves the form as it was and says so', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(context, baseURL, SELLER);
  await page.goto('/add-book');
  await page.getByRole('textbox', { name: 'Título' }).fill('Meu título');
  await page.getByRole('textbox', { name: /ISBN/ }).fill('978-0-306-40615-7');
  await expect(page.getByText('Não encontramos este ISBN. Preencha os dados à mão.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título');
  await expect(page.getByRole('textbox', { name: /Editora/ })).toHaveValue('');
});

test('what the seller typed stays until they choose the ISBN’s data (390 px)', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInByApi(context, baseURL, SELLER);
  await page.goto('/add-book');
  await page.getByRole('textbox', { name: 'Título' }).fill('Brás Cubas');
  await page.getByRole('textbox', { name: /ISBN/ }).fill(KNOWN_ISBN);
  await expect(page.getByRole('textbox', { name: /Editora/ })).toHaveValue('Companhia das Letras');
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Brás Cubas');
  await expect(page.getByRole('status').filter({ hasText: 'Preenchemos' })).toContainText(
    'O ISBN traz dados diferentes dos que você preencheu em: título. Seus dados foram mantidos.',
  );
  await page.getByRole('textbox', { name: /ISBN/ }).scrollIntoViewIfNeeded();
  copyFileSync(await screenshot(page, 'isbn-prefill-differs-390'), '/tmp/isbn-prefill-differs-390.png');
  await page.getByRole('button', { name: 'Usar os dados encontrados' }).click();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
    'Memórias Póstumas de Brás Cubas: Edição comentada',
  );
});
