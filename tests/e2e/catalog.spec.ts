import { expect, screenshot, test } from './fixtures.ts';
import { firstBook } from './helpers.ts';

// The book page and the browse pages as a visitor meets them, on the demo data set.

const PRICE = /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/;

/** A demo book whose description has 134 characters: under the 150 of docs/product/book-page.md#description, but four lines on a phone. */
const SHORT_DESCRIPTION_BOOK =
  '/livro/arte-moderna-o-essencial-gilberto-gil-1b04d3ed-6c8d-411c-9da3-8903edabcb86';

test.describe('book page (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every part of the book page', async ({ page }) => {
    const book = await firstBook(page);
    await page
      .getByRole('region', { name: 'Lançamentos', exact: true })
      .getByRole('link', { name: book.title, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${book.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );

    await expect(page.getByText(/^por /).locator('a[href^="/autor/"]').first()).toBeVisible();
    await expect(page.getByTestId('book-price')).toHaveText(PRICE);
    await expect(page.getByText(/(pessoa curtiu|pessoas curtiram) este livro$/)).toBeVisible();
    await expect(page.getByRole('region', { name: /Fotos de/ })).toBeVisible();
    // The full-screen viewer's code loads on first use; Escape closes it and focus goes back.
    const zoom = page.getByRole('button', { name: /^Ampliar foto/ });
    await zoom.click();
    const viewer = page.getByRole('dialog', { name: `Fotos de ${book.title}` });
    await expect(viewer.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(zoom).toBeFocused();

    await expect(page.getByRole('button', { name: 'Comprar agora' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
    // Desktop has the two buttons; the single 'Comprar' is the phone's.
    await expect(page.getByRole('button', { name: 'Comprar', exact: true })).toBeHidden();

    const seller = page.getByRole('region', { name: 'Vendedor' });
    await expect(seller.getByRole('link', { name: 'Ver livraria' })).toHaveAttribute(
      'href',
      /^\/livraria\/.+/,
    );
    await expect(seller.getByText(/Novo vendedor|avaliaç(ão|ões)/)).toBeVisible();
    await expect(seller.getByText('4,8', { exact: true })).toHaveCount(0);

    const details = page.getByRole('region', { name: 'Detalhes do livro' });
    await expect(details.locator('a[href^="/editora/"]')).toBeVisible();
    await expect(details.locator('a[href^="/idioma/"]')).toBeVisible();
    await expect(details.locator('a[href^="/categoria/"]')).toBeVisible();
    await expect(details.getByText('Condição')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Descrição' })).toBeVisible();

    // Related books are asked for when the reader scrolls near them; below a tall cover that is
    // more than the 600 px margin under the first screen, so the test scrolls as a reader would.
    const related = page.getByRole('region', { name: 'Você também pode gostar' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(await related.getByRole('article').count()).toBeLessThanOrEqual(6);

    // The head is the server's, kept once: one canonical, one Product.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${book.path}$`));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await screenshot(page, 'livro-desktop');

    // Navigating on leaves no trace of the book in the head.
    await page.getByRole('region', { name: 'Detalhes do livro' }).locator('a[href^="/editora/"]').click();
    await expect(page).toHaveURL(/\/editora\//);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/editora\/[a-z0-9-]+$/);
    await expect(page).toHaveTitle(/^Editora .+ \| Releia$/);
  });

  test("a short description that fits its 3 lines has no 'Ver mais'", async ({ page }) => {
    await page.goto(SHORT_DESCRIPTION_BOOK);
    const description = page.getByRole('region', { name: 'Descrição' });
    await expect(description.getByText(/conhecer Gilberto Gil\.$/)).toBeVisible();
    await expect(description.getByRole('button', { name: 'Ver mais' })).toBeHidden();
  });

  test('calculates shipping from a CEP', async ({ page }) => {
    const book = await firstBook(page);
    await page.goto(book.path);
    const cep = page.getByRole('textbox', { name: 'CEP' });
    const calc = page.getByRole('button', { name: 'Calcular', exact: true });
    await expect(calc).toBeDisabled();
    await cep.pressSequentially('0131a010');
    await expect(cep).toHaveValue('01310-10');
    await cep.blur();
    await expect(page.getByText('CEP deve ter 8 dígitos')).toBeVisible();
    await cep.focus();
    await cep.press('End');
    await cep.pressSequentially('09');
    await expect(cep).toHaveValue('01310-100');
    await expect(page.getByText('CEP deve ter 8 dígitos')).toBeHidden();
    await expect(calc).toBeEnabled();
    await cep.press('Enter');
    // The seller's options for that CEP (docs/product/delivery.md#calculator): the post at least.
    const options = page.getByRole('list', { name: 'Opções de frete' });
    await expect(options).toBeVisible();
    const post = options.getByRole('listitem').filter({ hasText: 'Correios' });
    await expect(post).toContainText('5 a 10 dias úteis');
    await expect(post).toContainText(/R\$ \d+,\d{2}/);
  });

  test('share copies the link, and the link opens the same book', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The copy fallback of docs/product/book-page.md#share (desktop Chromium may offer a share sheet instead).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const book = await firstBook(page);
    await page.goto(book.path);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    await expect(page.getByText('O link foi copiado para sua área de transferência.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(book.path);

    const other = await context.newPage();
    await other.goto(copied);
    await expect(other).toHaveURL(copied);
    await expect(other.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  });

  test("visitors keep 'Adicionar ao carrinho' on the device and are sent to sign in by 'Comprar agora'", async ({
    page,
  }) => {
    const book = await firstBook(page);
    await page.goto(book.path);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByText('Livro adicionado ao carrinho')).toBeVisible();
    await expect(page.getByRole('link', { name: 'No carrinho' })).toBeVisible();
    await page.getByRole('button', { name: 'Comprar agora' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Flivro%2F.+&motivo=comprar$/);
    await expect(page.getByText('Entre para comprar este livro.')).toBeVisible();
  });

  test('an old or partial slug lands on the canonical address, on a full load and in the app', async ({
    page,
  }) => {
    const book = await firstBook(page);
    const id = book.path.slice(-36);
    await page.goto(`/livro/qualquer-coisa-${id}`);
    await expect(page).toHaveURL(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();

    // In the app (no server round trip for the page): the router redirects.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/livro/${id}`);
    await expect(page).toHaveURL(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  });

  test("shows 'Abrindo livro...' while a book loads", async ({ page }) => {
    const book = await firstBook(page);
    await page.route('**/trpc/books.bySlug*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page
      .getByRole('region', { name: 'Lançamentos', exact: true })
      .getByRole('link', { name: book.title, exact: true })
      .first()
      .click();
    await expect(page.getByText('Abrindo livro...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible({ timeout: 10_000 });
  });

  test.describe('a missing book', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("says 'Livro não encontrado' with a way home", async ({ page }) => {
      await page.goto('/livro/nada-aqui-00000000-0000-4000-8000-000000000000');
      await expect(page.getByText('Livro não encontrado').first()).toBeVisible();
      await expect(page.getByText('O livro que você está procurando não existe.')).toBeVisible();
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL('/');
    });
  });
});

test.describe('book page (mobile)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a short description that does not fit 3 lines here offers 'Ver mais'", async ({ page }) => {
    await page.goto(SHORT_DESCRIPTION_BOOK);
    const description = page.getByRole('region', { name: 'Descrição' });
    await description.getByRole('button', { name: 'Ver mais' }).click();
    await expect(description.getByRole('button', { name: 'Ver menos' })).toBeVisible();
    await expect(description.getByText(/conhecer Gilberto Gil\.$/)).toBeVisible();
  });

  test('asks for the related books only when the reader scrolls near them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('books.related')) asked.push(request.url());
    });
    await page.goto(SHORT_DESCRIPTION_BOOK);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const related = page.getByRole('region', { name: 'Você também pode gostar' });
    // Its place is held (loading cards) while the book, above it, is read.
    await expect(related.getByRole('status', { name: 'Carregando Você também pode gostar' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(0);
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("shows one 'Comprar' button and the breadcrumb", async ({ page }) => {
    const book = await firstBook(page);
    await page.goto(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar agora' })).toBeHidden();
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('listitem')).toHaveText(['Início', 'Livro', book.title]);
    await screenshot(page, 'livro-mobile');
    await page.getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Flivro%2F.+&motivo=comprar$/);
  });
});

test.describe('browse pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a category paginates with 'Carregar mais' and sorts by price", async ({ page }) => {
    await page.goto('/categoria/lancamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Lançamentos' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Livros: Lançamentos' }).getByRole('article');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards).toHaveCount(48);
    await expect(page.getByText('Mostrando 48 livros')).toBeVisible();

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expect(page).toHaveURL('/categoria/lancamentos?ordem=menor-preco');
    await expect(cards).toHaveCount(24);
    const prices = await cards.evaluateAll((els) =>
      els.map((el) => {
        const text =
          Array.from(el.querySelectorAll('span'))
            .map((s) => s.textContent ?? '')
            .find((t) => t.startsWith('R$')) ?? '';
        return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      }),
    );
    expect(prices.length).toBe(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await screenshot(page, 'categoria-lancamentos');
  });

  test('authors and publishers lists lead to their books', async ({ page }) => {
    await page.goto('/autores');
    await expect(page.getByRole('heading', { level: 1, name: 'Autores' })).toBeVisible();
    const author = page.getByRole('list', { name: 'Autores' }).getByRole('link').first();
    await expect(author).toContainText(/\d+ livros?$/);
    await author.click();
    await expect(page).toHaveURL(/\/autor\/[a-z0-9-]+$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/editoras');
    const publisher = page.getByRole('list', { name: 'Editoras' }).getByRole('link').first();
    const name = (await publisher.locator('span.font-semibold').textContent()) ?? '';
    await publisher.click();
    await expect(page).toHaveURL(/\/editora\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Editora ${name}` })).toBeVisible();
  });

  test('stores, best sellers and a language have their lists', async ({ page }) => {
    await page.goto('/livrarias');
    const store = page.getByRole('list', { name: 'Livrarias' }).getByRole('link').first();
    await expect(store).toHaveAttribute('href', /^\/livraria\/.+/);
    await expect(store).toContainText(/livros? à venda/);
    await screenshot(page, 'livrarias');

    await page.goto('/mais-vendidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mais Vendidos' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/idioma/pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Livros em Português' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('an author without books shows the empty state', async ({ page }) => {
    await page.goto('/autor/ninguem-escreveu-isto');
    await expect(page.getByText('Nenhum livro disponível', { exact: true })).toBeVisible();
  });
});
