import { expect, type Page, screenshot, test } from './fixtures.ts';
import { photo } from './helpers.ts';

// Selling (docs/product/selling.md), in Chromium against the real server with the demo data: the
// demo seller (livreiro, verified) adds a book with three photos, finds it first in
// 'Lançamentos', opens its page and the link shared from it, edits it, marks it sold and removes
// one of their books from Minha Estante.

const SELLER = 'livreiro@example.com';
const PASSWORD = 'releia-demo';

async function signIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(SELLER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Fotos do livro' });

test('a seller adds a book with three photos, finds it first in Lançamentos, shares it, edits it and marks it sold', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Memórias de Teste ${Date.now()}`;
  await signIn(page);
  await page.goto('/add-book');
  await expect(page.getByRole('heading', { name: 'Vender Livros' })).toBeVisible();

  // The required fields are named together, and the photos can go up while the seller types.
  await page.getByRole('button', { name: 'Publicar livro' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Campos obrigatórios faltando: título, autor, preço, condição',
  );
  await page
    .getByLabel('Adicionar fotos')
    .setInputFiles([await photo(1, 'jpeg'), await photo(2, 'png'), await photo(3, 'webp')]);
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Machado de Assis');
  await page.getByRole('textbox', { name: /Editora/ }).fill('Editora Teste');
  await page.getByRole('textbox', { name: /ISBN/ }).fill('978-85-359-0277-8');
  await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Muito Bom' });
  await page.getByRole('textbox', { name: 'Preço' }).fill('12,5');
  await page.getByRole('combobox', { name: /Categoria/ }).selectOption({ label: 'Literatura Clássica' });
  await page.getByRole('textbox', { name: /Ano de publicação/ }).fill('1881');
  await page.getByRole('combobox', { name: /Tipo de capa/ }).selectOption({ label: 'Brochura' });
  await page
    .getByRole('textbox', { name: /Descrição/ })
    .fill('Exemplar conservado, sem anotações nem grifos.');
  await expect(page.getByRole('textbox', { name: 'Preço' })).toHaveValue('12,50');
  await expect(photoList(page).getByRole('img')).toHaveCount(3);
  await expect(photoList(page).getByRole('progressbar')).toHaveCount(0);
  // The third photo becomes the cover.
  await page.getByRole('button', { name: 'Mover foto 3 para a esquerda' }).click();
  await page.getByRole('button', { name: 'Mover foto 2 para a esquerda' }).click();
  await expect(photoList(page).getByText('Capa')).toBeVisible();
  await screenshot(page, 'sell-add-book-filled');

  await page.getByRole('button', { name: 'Publicar livro' }).click();
  await expect(page).toHaveURL(/\/livro\/memorias-de-teste-\d+-machado-de-assis-[0-9a-f-]{36}$/);
  await expect(page.getByText('Livro publicado com sucesso.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('R$ 12,50').first()).toBeVisible();
  const bookUrl = new URL(page.url()).pathname;

  // First in 'Lançamentos' on the home page, with its cover photo.
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Lançamentos', exact: true }).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(first.locator('img[src^="/images/books/"]')).toBeVisible();
  await first.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(bookUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The link shared from the page opens the same book.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(shared).pathname).toBe(bookUrl);
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await other.close();

  // Edit from Minha Estante.
  await page.goto('/estante');
  await page.getByRole('link', { name: `Editar “${title}”` }).click();
  await expect(page.getByRole('heading', { name: 'Editar livro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(photoList(page).getByRole('img')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Preço' }).fill('15,90');
  await page.getByRole('button', { name: 'Remover foto 3' }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Livro atualizado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/estante$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('R$ 15,90')).toBeVisible();
  await expect(row.getByText('Disponível')).toBeVisible();
  await screenshot(page, 'sell-estante');

  // Mark as sold, behind a confirmation.
  await row.getByRole('button', { name: `Marcar como vendido: “${title}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Marcar como vendido?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(page.getByText('Livro marcado como vendido.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: /Vendidos/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Vendido')).toBeVisible();

  // Sold: no longer first in 'Lançamentos'.
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Lançamentos', exact: true })
      .getByRole('heading', { level: 3, name: title }),
  ).toHaveCount(0);
});

test('a seller removes a book from Minha Estante after confirming; cancelling keeps it', async ({ page }) => {
  await signIn(page);
  // A book of this test's own, so the demo listings other tests look at stay as they are.
  const title = `Livro para Remover ${Date.now()}`;
  await page.goto('/add-book');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Autora Teste');
  await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Bom' });
  await page.getByRole('textbox', { name: 'Preço' }).fill('9,90');
  await page.getByRole('button', { name: 'Publicar livro' }).click();
  await expect(page).toHaveURL(/\/livro\//);
  // Without photos the page shows the default cover.
  await expect(page.locator('img[src="/default-cover.svg"]').first()).toBeVisible();
  const bookUrl = new URL(page.url()).pathname;

  await page.goto('/estante');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Remover “${title}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover livro?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remover “${title}”` }).click();
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Livro removido com sucesso.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.goto(bookUrl);
  await expect(page.getByText('Livro não encontrado').first()).toBeVisible();
});

test.describe('refused files', () => {
  // The browser logs the server's refusal of the disguised text file; that refusal is the point.
  test.use({ allowedConsoleErrors: [/status of 415 .*\/uploads\/books/] });

  test('files that are not photos are refused with a clear message, and nothing is lost', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/add-book');
    await page.getByRole('textbox', { name: 'Título' }).fill('Título digitado');
    // A text file as the browser labels it: refused before sending.
    await page.getByLabel('Adicionar fotos').setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('isto não é uma foto'),
    });
    await expect(photoList(page).getByRole('alert')).toContainText(
      'nota.txtFormato não aceito. Envie uma foto JPEG, PNG ou WebP.',
    );
    // A text file renamed to .jpg: the server reads the content and refuses it.
    await page.getByLabel('Adicionar mais').setInputFiles({
      name: 'disfarcada.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('isto também não é uma foto'),
    });
    await expect(photoList(page).getByRole('alert').filter({ hasText: 'disfarcada.jpg' })).toContainText(
      'Arquivo não reconhecido. Envie uma foto JPEG, PNG ou WebP.',
    );
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Título digitado');
    await screenshot(page, 'sell-refused-files');

    // Leaving a filled form asks first; staying keeps everything.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect
      .poll(() => questions)
      .toEqual(['Sair sem salvar? O que você preencheu neste formulário será perdido.']);
    await expect(page).toHaveURL(/\/add-book$/);
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Título digitado');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/estante$/);
  });
});

test('a signed-in reader who is not a verified seller is sent to the steps to start selling', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill('leitor@example.com');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/add-book');
  // docs/product/selling.md#becoming-a-seller
  await expect(page).toHaveURL(/\/comecar-a-vender$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comece a vender' })).toBeVisible();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Publicar livro' })).toHaveCount(0);
});
