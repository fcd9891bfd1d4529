import { expect, type Page, screenshot, test } from './fixtures.ts';
import { readDb } from './order-steps.ts';

// Search (docs/product/search.md#results and #search-box) on the demo data set: the header box
// with suggestions and recent searches, the results on '/?search=', sort, filters, clearing, and
// Back/Forward through searches.

/** The prices of the cards shown, in cents, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, '')));
}

const resultsHeading = (page: Page, query: string) =>
  page.getByRole('heading', { level: 1, name: `Resultados para "${query}"` });

const count = (page: Page) => page.getByTestId('result-count');

test.describe('search on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('acceptance: suggestion by keyboard, results, sort by price, clear; the URL follows and Back restores it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre seu próximo livro favorito' }),
    ).toBeVisible();
    const box = page.getByPlaceholder('Buscar livros, autores ou categorias...');
    await box.click();
    // Typed without its accents: the suggestions are titles and authors, and this one is an
    // author's name on both engines (docs/product/search.md#search-box).
    await box.pressSequentially('conceicao');
    const suggestions = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(8);
    await screenshot(page, 'search-dropdown-desktop');

    await box.press('ArrowDown');
    const active = page.locator(`#${await box.getAttribute('aria-activedescendant')}`);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    // A title, or an author followed by its 'Autor' tag.
    const picked = (await active.locator('span').first().textContent()) ?? '';
    expect(picked.length).toBeGreaterThan(1);
    await expect(box).toBeFocused();
    await box.press('Enter');

    await expect(resultsHeading(page, picked)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('search') === picked);
    await expect(count(page)).toHaveText(/^\d+ livros?$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(box).toHaveValue(picked);
    // The carousels are gone while the results show.
    await expect(page.getByRole('region', { name: 'Lançamentos', exact: true })).toHaveCount(0);
    await screenshot(page, 'search-results-desktop');

    // Sort by price: the URL says so and the cards come cheapest first.
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor preço' });
    await expect(page).toHaveURL(/[?&]ordem=menor-preco/);
    await expect(count(page)).not.toContainText('buscando');
    // The pick may be one work of several copies (docs/product/search.md#works): one card then.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
      })
      .toBe(true);

    // Clear: back to the home page without parameters.
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('region', { name: 'Lançamentos', exact: true })).toBeVisible();
    await expect(box).toHaveValue('');

    // Back restores the sorted search; Forward clears again.
    await page.goBack();
    await expect(resultsHeading(page, picked)).toBeVisible();
    await expect(page).toHaveURL(/[?&]ordem=menor-preco/);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('menor-preco');
    await expect(box).toHaveValue(picked);
    await page.goForward();
    await expect(page.getByRole('region', { name: 'Lançamentos', exact: true })).toBeVisible();
  });

  test("'Menor preço' lists the works of a broad search cheapest first, each at its cheapest copy", async ({
    page,
  }) => {
    await page.goto('/?search=historia&ordem=menor-preco');
    await expect(count(page)).toHaveText(/^\d+(\.\d{3})* livros$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
      })
      .toBe(true);
  });

  test('a typed title comes first, ahead of newer books that share its first words; a picked order stays in the URL', async ({
    page,
  }) => {
    // As 'uma promessa na viagem' behind 'Uma Promessa no Inverno': a demo title with a newer
    // near-namesake, so newest-first would not list it first.
    const title = await readDb(async (db) => {
      const rows = await db
        .selectFrom('books')
        .select(['title', 'created_at'])
        .where('status', '=', 'available')
        .orderBy('created_at', 'asc')
        .execute();
      const start = (t: string) => t.toLowerCase().split(' ').slice(0, 2).join(' ');
      const times = new Map<string, number>();
      for (const r of rows) times.set(r.title.toLowerCase(), (times.get(r.title.toLowerCase()) ?? 0) + 1);
      const found = rows.find(
        (r, i) =>
          r.title.split(' ').length >= 4 &&
          times.get(r.title.toLowerCase()) === 1 &&
          rows.slice(i + 1).some((n) => start(n.title) === start(r.title) && n.title !== r.title),
      );
      if (!found) throw new Error('nenhum título com um vizinho mais novo nos dados de demonstração');
      return found.title;
    });
    const query = title.toLowerCase();
    await page.goto(`/?search=${encodeURIComponent(query)}`);
    await expect(resultsHeading(page, query)).toBeVisible();
    await expect(count(page)).not.toContainText('buscando');
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    await expect(sort).toHaveValue('relevancia');
    await expect(page.getByRole('article').first()).toContainText(title);
    await expect(page).toHaveURL((url) => !url.searchParams.has('ordem'));

    await sort.selectOption({ label: 'Mais recentes' });
    await expect(page).toHaveURL(/[?&]ordem=recentes/);
    await sort.selectOption({ label: 'Mais relevantes' });
    await expect(page).toHaveURL(/[?&]ordem=relevancia/);
    await expect(page.getByRole('article').first()).toContainText(title);
  });

  test('a second search from the results box keeps the sort; Back returns to the first search', async ({
    page,
  }) => {
    await page.goto('/?search=machado&ordem=maior-preco');
    await expect(resultsHeading(page, 'machado')).toBeVisible();
    const inner = page.getByRole('combobox', { name: 'Buscar nos resultados' });
    await inner.fill('romance');
    await inner.press('Enter');
    await expect(resultsHeading(page, 'romance')).toBeVisible();
    await expect(page).toHaveURL(/search=romance/);
    await expect(page).toHaveURL(/ordem=maior-preco/);
    await page.goBack();
    await expect(resultsHeading(page, 'machado')).toBeVisible();
    await expect(inner).toHaveValue('machado');
  });

  test("accents do not matter: 'jose' finds the books of a José", async ({ page }) => {
    await page.goto('/');
    const box = page.getByPlaceholder('Buscar livros, autores ou categorias...');
    await box.click();
    await box.pressSequentially('jose');
    await expect(
      page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option', { name: /José/ }).first(),
    ).toBeVisible();
    await box.press('Enter');
    await expect(resultsHeading(page, 'jose')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: /José/ }).first()).toBeVisible();
  });

  test('filters narrow the results and live in the URL', async ({ page }) => {
    await page.goto('/?search=romance');
    await expect(count(page)).toHaveText(/^\d+ livros?$/);
    const before = Number((await count(page).textContent())?.replace(/\D/g, ''));

    await page.getByRole('textbox', { name: 'Preço mínimo (R$)' }).fill('20');
    await page.getByRole('textbox', { name: 'Preço máximo (R$)' }).fill('10');
    await page.getByRole('button', { name: 'Aplicar preço' }).click();
    await expect(page.getByRole('alert')).toHaveText('O preço mínimo não pode ser maior que o preço máximo.');
    await expect(page).not.toHaveURL(/min=/);

    await page.getByRole('textbox', { name: 'Preço máximo (R$)' }).fill('40,00');
    await page.getByRole('textbox', { name: 'Preço máximo (R$)' }).press('Enter');
    await expect(page).toHaveURL(/min=20/);
    await expect(page).toHaveURL(/max=40/);
    await expect(count(page)).not.toContainText('buscando');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const cents of prices) {
      expect(cents).toBeGreaterThanOrEqual(2000);
      expect(cents).toBeLessThanOrEqual(4000);
    }
    const narrowed = Number((await count(page).textContent())?.replace(/\D/g, ''));
    expect(narrowed).toBeLessThan(before);

    await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Novo' });
    await expect(page).toHaveURL(/condicao=novo/);
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect(page).toHaveURL((url) => url.search === '?search=romance');
    await expect(count(page)).toHaveText(
      `${before.toLocaleString('pt-BR')} ${before === 1 ? 'livro' : 'livros'}`,
    );
  });

  test("no results: 'Nenhum livro encontrado' and 'Limpar Busca'", async ({ page }) => {
    await page.goto('/?search=xqzwvk');
    await expect(page.getByText('Nenhum livro encontrado')).toBeVisible();
    await expect(page.getByText('Tente usar termos diferentes ou menos específicos.')).toBeVisible();
    await expect(count(page)).toHaveText('0 livros');
    await page.getByRole('button', { name: 'Limpar Busca' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  test('bad parameters in the URL are dropped, not an error', async ({ page }) => {
    await page.goto('/?search=duna&ordem=barato&min=abc&max=-3&condicao=xyz&genero=..%2F');
    await expect(resultsHeading(page, 'duna')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevancia');
    await expect(page.getByRole('textbox', { name: 'Preço mínimo (R$)' })).toHaveValue('');
  });

  test("recent searches: the last 5, picked with the keyboard, and 'Limpar histórico'", async ({ page }) => {
    await page.goto('/');
    const box = page.getByPlaceholder('Buscar livros, autores ou categorias...');
    for (const query of ['Duna', 'machado', 'ROMANCE', 'poesia', 'clarice', 'tolkien']) {
      await box.fill(query);
      await box.press('Enter');
      await expect(resultsHeading(page, query)).toBeVisible();
    }
    const stored = await page.evaluate(() => window.localStorage.getItem('bookSearchHistory'));
    expect(JSON.parse(stored ?? '[]')).toEqual([
      'tolkien',
      'clarice',
      'poesia',
      'romance',
      'machado',
      'duna',
    ]);

    await box.fill('');
    const recent = page.getByRole('listbox', { name: 'Buscas recentes' });
    await expect(recent.getByRole('option')).toHaveText([
      'tolkien',
      'clarice',
      'poesia',
      'romance',
      'machado',
    ]);
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(resultsHeading(page, 'machado')).toBeVisible();

    await box.fill('');
    await page.getByRole('button', { name: 'Limpar histórico' }).click();
    await expect(recent).toBeHidden();
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => window.localStorage.getItem('bookSearchHistory'))).toBeNull();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the box under the header searches; the filters fold behind a button', async ({ page }) => {
    await page.goto('/');
    const box = page.getByPlaceholder('Buscar livros, autores...', { exact: true }).first();
    await expect(box).toBeVisible();
    await box.tap();
    await box.pressSequentially('machado');
    const option = page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option').first();
    await expect(option).toBeVisible();
    const picked = (await option.locator('span').first().textContent()) ?? '';
    await screenshot(page, 'search-dropdown-phone');
    await option.tap();

    await expect(resultsHeading(page, picked)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === picked);
    // The keyboard goes away so the results can be seen.
    await expect(box).not.toBeFocused();
    await expect(page.getByRole('article').first()).toBeVisible();
    const condition = page.getByRole('combobox', { name: 'Condição' });
    await expect(condition).toBeHidden();
    await page.getByRole('button', { name: 'Filtros' }).tap();
    await expect(condition).toBeVisible();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'search-results-phone');

    await page.getByRole('button', { name: 'Limpar', exact: true }).tap();
    await expect(page).toHaveURL((url) => url.search === '');
  });
});
