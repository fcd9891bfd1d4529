import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';
import { expect, type Page, registerByApi, signInByApi, test, withBookInCart } from './fixtures.ts';
import { expectTouchTargets, measureTouchTargets, TOUCH_TARGET_EXCEPTIONS } from './touch-targets.ts';

// Accessibility (docs/performance/browser-budgets.md): axe-core on every main page, as a visitor or
// signed in where the page needs it. A serious or critical violation fails the test, listed with
// the elements it was found on.

// axe takes seconds per page on a busy machine, and these tests check several pages each.
test.describe.configure({ timeout: 90_000 });

async function expectNoSeriousViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
  expect(report, `violações graves de acessibilidade em ${name}`).toEqual([]);
  // The check must have looked at the page, not at a blank document.
  expect(results.passes.length, name).toBeGreaterThan(10);
}

interface Card {
  id: string;
  title: string;
  path: string;
  seller: { username: string | null };
}

async function newestBooks(context: BrowserContext): Promise<Card[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { slug: 'lancamentos' } }));
  const response = await context.request.get(`/trpc/books.section?input=${input}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { json: Card[] } } }).result.data.json;
}

test.describe('pages a visitor sees', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home, search results, book, store and login', async ({ page, context }) => {
    const books = await newestBooks(context);
    const book = books.find((b) => b.seller.username);
    if (!book?.seller.username) throw new Error('nenhum livro com livraria');

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Lançamentos', exact: true }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'início');

    const word = book.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? book.title;
    await page.goto(`/?search=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ livros?$/);
    await expectNoSeriousViolations(page, 'resultados da busca');

    await page.goto(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expectNoSeriousViolations(page, 'livro');

    await page.goto(`/livraria/${book.seller.username}`);
    await expect(
      page.getByRole('region', { name: 'Livros Disponíveis' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'livraria');

    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');
  });

  test('the home page on a phone, with the menu open, and the performance panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'início (celular)');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'menu (celular)');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?perf=1');
    await expect(page.getByRole('dialog', { name: 'Monitor de desempenho' })).toBeVisible();
    await expectNoSeriousViolations(page, 'monitor de desempenho');
  });
});

// The main pages at 390 px, measured control by control (touch-targets.ts lists the exceptions).
test.describe('touch targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home, search results, book, store, cart and sign-in: every control at least 44×44 px', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const origin = baseURL ?? '';
    const book = (await newestBooks(context)).find(
      (b) => b.seller.username && b.seller.username !== 'livreiro',
    );
    if (!book?.seller.username) throw new Error('nenhum livro de outro vendedor');
    const excepted: string[] = [];
    const check = async (name: string) => {
      const report = await expectTouchTargets(page, name);
      excepted.push(
        ...report.excepted.map((e) => `${name}: ${e.control} (${TOUCH_TARGET_EXCEPTIONS[e.reason]})`),
      );
    };

    await page.goto('/auth?tab=register');
    await expect(page.getByLabel(/Li e aceito os/)).toBeVisible();
    await check('cadastro');
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await check('login');

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Lançamentos', exact: true }).getByRole('article').first(),
    ).toBeVisible();
    await check('início');

    const word = book.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? book.title;
    await page.goto(`/?search=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ livros?$/);
    await check('resultados da busca');

    await page.goto(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await check('livro');

    await page.goto(`/livraria/${book.seller.username}`);
    await expect(
      page.getByRole('region', { name: 'Livros Disponíveis' }).getByRole('article').first(),
    ).toBeVisible();
    await check('livraria');

    await registerByApi(context, origin, `toque.${Date.now()}@example.com`, ['Tato', 'Largo']);
    await withBookInCart(context, origin, book.id, async () => {
      await page.goto('/carrinho');
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      await check('carrinho');
    });
    await testInfo.attach('exceções', { body: excepted.join('\n'), contentType: 'text/plain' });
  });
});

test.describe('header menus from the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The menus' code loads when first reached for (layout/DeferredMenu.tsx): a keyboard user who
  // presses Enter on the stand-in button gets the open menu, with focus in it and back after.
  test("'Categorias' opens with Enter, moves with the arrows and closes with Escape", async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Categorias', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Romance', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('pages of a signed-in reader', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('cart and checkout of a fresh account, and the demo reader’s orders', async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    // A new account with one book in its cart: the demo reader's cart belongs to other specs.
    await registerByApi(context, origin, `a11y.${Date.now()}@example.com`, ['Ana', 'Acessível']);
    const book = (await newestBooks(context)).find((b) => b.seller.username !== 'livreiro');
    if (!book) throw new Error('nenhum livro de outro vendedor');
    await withBookInCart(context, origin, book.id, async () => {
      await page.goto('/carrinho');
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      await expectNoSeriousViolations(page, 'carrinho');

      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
      await expect(page.getByRole('main').getByText(book.title, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'checkout');
    });

    const reader = await newContext();
    await signInByApi(reader, origin, 'leitor@example.com');
    const orders = await reader.newPage();
    await orders.goto('/pedidos');
    await expect(orders.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(orders.getByText('Verificando acesso...')).toHaveCount(0);
    await expectNoSeriousViolations(orders, 'pedidos');
  });
});

test.describe('pages of the demo seller', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dashboard, add-book, estante and the Lista de desejos', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL ?? '', 'livreiro@example.com');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Verificando acesso...')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'dashboard');

    await page.goto('/add-book');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'add-book');

    await page.goto('/estante');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'estante');

    await page.goto('/desejos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/de 50 desejos|Sua lista de desejos está vazia/)).toBeVisible();
    await expectNoSeriousViolations(page, 'desejos');
  });
});

test('the check fails on a page with a serious violation', async ({ page }) => {
  // An image without a text alternative and a button without a name: both critical for axe.
  await page.setContent(
    '<html lang="pt-BR"><head><title>x</title></head><body><main><h1>x</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const failed = await expectNoSeriousViolations(page, 'página de teste').then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failed).toContain('image-alt (critical)');
  expect(failed).toContain('button-name (critical)');
});

test('the touch-target check fails on a small control and names the exceptions it allows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(
    `<html lang="pt-BR"><head><title>x</title></head><body><main>
      <button style="width:20px;height:20px">x</button>
      <a href="/a" style="display:block;height:20px">Sozinho</a>
      <p>Leia os <a href="/termos">termos de uso</a> antes.</p>
      <a href="/livro" style="display:block;height:20px">Título</a>
      <a href="/livro" style="display:block;width:100px;height:100px">Capa</a>
      <label style="display:flex;height:48px"><input type="checkbox">Aceito</label>
    </main></body></html>`,
  );
  const report = await measureTouchTargets(page);
  expect(report.small).toEqual(["<button> 'x' 20×20", expect.stringMatching(/^<a> 'Sozinho' \d+×20$/)]);
  expect(report.excepted).toEqual([
    { control: expect.stringMatching(/^<a> 'termos de uso' /), reason: 'inline' },
    { control: expect.stringMatching(/^<a> 'Título' /), reason: 'equivalent' },
  ]);
});
