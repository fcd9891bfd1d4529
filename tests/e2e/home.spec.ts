import { expect, screenshot, test } from './fixtures.ts';
import { HOME_SECTION_TITLES as SECTIONS } from './helpers.ts';

// The home page and the site shell as a visitor meets them, on the demo data set.

test.describe('home page (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the hero and the six carousels in order, each with books', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre seu próximo livro favorito' }),
    ).toBeVisible();
    await expect(page.getByText('Compre e venda livros usados com facilidade')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explorar Livros' })).toBeVisible();
    // Visitors are offered 'Vender Agora' too: it signs them in first, then opens the listing form.
    await expect(page.getByRole('link', { name: 'Vender Agora' })).toHaveAttribute('href', '/add-book');

    const books = page.locator('#livros');
    await expect(books.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    for (const title of SECTIONS) {
      const section = books.getByRole('region', { name: title, exact: true });
      // Carousels below the first two show their books when scrolled near (HomeSection.tsx).
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('article').first(), title).toBeVisible();
      expect(await section.getByRole('article').count(), title).toBeLessThanOrEqual(8);
    }
    await screenshot(page, 'home-desktop');
  });

  test('a book card shows price, seller, title and author links', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Lançamentos', exact: true }).getByRole('article').first();
    await expect(card.getByText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/)).toBeVisible();
    await expect(card.getByText(/^por /)).toBeVisible();
    await expect(card.locator('a[href^="/autor/"]')).toBeVisible();
    await expect(card.locator('a[href^="/livraria/"]')).toBeVisible();
    const title = card.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/livro\/[a-z0-9-]+-[0-9a-f-]{36}$/);
  });

  test('the right arrow scrolls a carousel', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Lançamentos', exact: true });
    const track = section.getByTestId('carousel-track');
    await expect(section.getByRole('button', { name: /para a esquerda/ })).toBeDisabled();
    await section.getByRole('button', { name: /para a direita/ }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    await expect(section.getByRole('button', { name: /para a esquerda/ })).toBeEnabled();
    await expect(section.getByRole('article')).toHaveCount(8);
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(section.getByRole('button', { name: /para a direita/ })).toBeDisabled();
  });

  test("'Explorar Livros' scrolls down to the books", async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Explorar Livros' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    await expect(page.getByRole('heading', { name: 'Lançamentos', exact: true })).toBeInViewport();
  });

  test("the 'Categorias' dropdown lists the groups and its links open a category", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Categorias' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const group of ['Ficção', 'Não Ficção', 'Especializados']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    await screenshot(page, 'home-categorias');
    await menu.getByRole('menuitem', { name: 'Romance', exact: true }).click();
    await expect(page).toHaveURL('/categoria/romance');
    await expect(page.getByRole('heading', { level: 1, name: 'Romance' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('the main menu highlights the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Categorias e menu principal' });
    await nav.getByRole('link', { name: 'Livrarias' }).click();
    await expect(page).toHaveURL('/livrarias');
    await expect(nav.getByRole('link', { name: 'Livrarias' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Autores' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the header search keeps the query in the URL', async ({ page }) => {
    await page.goto('/sobre');
    const search = page.getByRole('combobox', { name: 'Buscar livros' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar livros, autores ou categorias...');
    await search.fill('Machado de Assis');
    await search.press('Enter');
    await expect(page).toHaveURL('/?search=Machado+de+Assis');
  });

  test("visitors see 'Entrar' and 'Cadastrar', and the footer", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(page.getByRole('link', { name: /Vender/ }).first()).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fadd-book&motivo=vender',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2024 Releia')).toBeVisible();
    await expect(footer.getByText(/para leitores/)).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Categorias' }).getByRole('link')).toHaveCount(5);
    await footer.getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/nada-por-aqui/123');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/Página não encontrada/);
  });
});

test.describe('home page (mobile)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the hamburger opens the slide-in panel; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Categorias' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Buscar livros' })).toHaveAttribute(
      'placeholder',
      'Buscar livros, autores...',
    );

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Bem-vindo ao Releia!')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Criar conta' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Explorar Livros' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Menu Principal' })).toBeVisible();

    await panel.getByText('Ficção', { exact: true }).click();
    await expect(panel.getByRole('link', { name: 'Romance', exact: true })).toBeVisible();
    await screenshot(page, 'home-mobile-menu');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  });

  test('a category link in the panel navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Ficção', { exact: true }).click();
    await panel.getByRole('link', { name: 'Romance', exact: true }).click();
    await expect(page).toHaveURL('/categoria/romance');
    await expect(panel).toBeHidden();
    await screenshot(page, 'categoria-mobile');
  });
});
