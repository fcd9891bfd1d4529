import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, screenshot, signInByApi, test } from './fixtures.ts';
import { adminSignIn, confirmWithReason } from './helpers.ts';

// The admin area (docs/product/admin.md), in the browser against the real server with the demo data:
// the demo admin suspends the demo seller (books gone from the home page, no sign-in) and
// reinstates them (books back); hides a reported book; adds a category that the header's
// 'Categorias' dropdown then shows.

const SELLER = 'livreiro@example.com';

const sellerLinks = (page: Page) => page.locator('main a[href="/livraria/livreiro"]');

/** Home carousels render as they near the screen: scroll through them all before counting. */
async function scrollHome(page: Page) {
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
}

async function expectSellerOnHome(page: Page) {
  await expect(async () => {
    await scrollHome(page);
    expect(await sellerLinks(page).count()).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
}

test.describe('suspension', () => {
  // The seller's refused sign-in answers 403.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('suspending the demo seller takes their books off the home page and refuses their sign-in; reinstating brings them back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expectSellerOnHome(visitor);

    await adminSignIn(page);
    await page.getByRole('link', { name: 'Usuários', exact: true }).click();
    await page.getByLabel('Buscar usuários').fill(SELLER);
    const row = page.getByRole('row').filter({ hasText: SELLER });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Suspender' }).click();
    // The reason is required.
    await page.getByRole('dialog').getByRole('button', { name: 'Suspender', exact: true }).click();
    await expect(page.getByRole('dialog').getByText(/Informe o motivo/)).toBeVisible();
    await confirmWithReason(page, 'Suspender', 'Teste de moderação (e2e)');
    await expect(row.getByText('Suspensa', { exact: true })).toBeVisible();
    await screenshot(page, 'admin-users-suspended');

    try {
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
      await expect(visitor.locator('main a[href^="/livro/"]').first()).toBeVisible();
      await scrollHome(visitor);
      await expect(sellerLinks(visitor)).toHaveCount(0);
      await visitor.goto('/livraria/livreiro');
      await expect(visitor.getByText(/A loja que você está procurando não existe/).first()).toBeVisible();

      // Not guarded: this sign-in is meant to be refused, and the browser logs the refused request
      // as an error.
      const sellerContext = await browser.newContext({ baseURL });
      const seller = await sellerContext.newPage();
      await seller.goto('/auth');
      await seller.getByLabel('Email', { exact: true }).fill(SELLER);
      await seller.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
      await seller.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(seller.getByText(/Esta conta está suspensa/).first()).toBeVisible();
      await expect(seller).toHaveURL(/\/auth$/);
      await sellerContext.close();
    } finally {
      // Reinstate even when an assertion above failed: other tests use the demo seller.
      await page.getByLabel('Mostrar').selectOption('suspended');
      const suspendedRow = page.getByRole('row').filter({ hasText: SELLER });
      await suspendedRow.getByRole('button', { name: 'Reativar' }).click();
      await confirmWithReason(page, 'Reativar', 'Fim do teste de moderação (e2e)');
    }

    await visitor.goto('/');
    await expectSellerOnHome(visitor);
    await signInByApi(visitor.context(), baseURL ?? '', SELLER);

    await page.getByRole('link', { name: 'Auditoria' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Suspendeu conta' }).first()).toContainText(
      'Teste de moderação (e2e)',
    );
    await expect(page.getByRole('row').filter({ hasText: 'Reativou conta' }).first()).toBeVisible();
  });
});

test('a reported book is hidden from the queue; its seller sees why in Minha Estante', async ({
  page,
  newContext,
  baseURL,
}) => {
  test.slow();
  // A book of the demo seller, reported by the demo reader.
  const reader = await newContext();
  await signInByApi(reader, baseURL ?? '', 'leitor@example.com');
  const readerPage = await reader.newPage();
  await readerPage.goto('/livraria/livreiro');
  const bookLink = readerPage.locator('main a[href^="/livro/"]').last();
  await expect(bookLink).toBeVisible();
  const href = (await bookLink.getAttribute('href')) ?? '';
  const bookId = href.slice(-36);
  const report = await reader.request.post('/trpc/reports.create', {
    data: {
      json: {
        targetType: 'book',
        targetId: bookId,
        reason: 'anuncio_falso',
        details: 'As fotos são de outro livro.',
      },
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(report.ok()).toBe(true);
  await readerPage.goto(href);
  const title = (await readerPage.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await adminSignIn(page);
  await expect(page.getByText('Denúncias abertas')).toBeVisible();
  await page.getByRole('link', { name: 'Denúncias', exact: true }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'As fotos são de outro livro.' });
  await expect(item).toContainText('Anúncio falso ou enganoso');
  await screenshot(page, 'admin-reports-queue');
  await item.getByRole('button', { name: 'Resolver' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Ocultar o livro/)
    .check();
  await confirmWithReason(page, 'Resolver', 'Fotos não correspondem ao livro anunciado.');
  await expect(page.getByText('Nenhuma denúncia aberta. Tudo em ordem!')).toBeVisible();

  await readerPage.goto(href);
  await expect(readerPage.getByText('Livro não encontrado').first()).toBeVisible();
  await reader.close();

  const sellerContext = await newContext();
  await signInByApi(sellerContext, baseURL ?? '', SELLER);
  const seller = await sellerContext.newPage();
  await seller.goto('/estante');
  // By the book's address, not its title: the demo seller may list two copies of the same work.
  const shelfItem = seller.getByRole('listitem').filter({ has: seller.locator(`a[href$="${bookId}"]`) });
  await expect(shelfItem).toContainText('Oculto');
  await expect(shelfItem).toContainText('Motivo: Fotos não correspondem ao livro anunciado.');

  // Republished from the books screen, so the demo data stays as it was.
  await page.getByRole('link', { name: 'Livros', exact: true }).click();
  await page.getByLabel('Situação').selectOption('hidden');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Republicar' }).click();
  await confirmWithReason(page, 'Republicar', 'Fim do teste (e2e)');
  await seller.reload();
  await expect(shelfItem).not.toContainText('Oculto');
  await sellerContext.close();
});

test('a new category shows in the header dropdown and has its page; deactivated, it leaves', async ({
  page,
}) => {
  const name = `Contos E2E ${Date.now() % 100000}`;
  await adminSignIn(page);
  await page.getByRole('link', { name: 'Categorias', exact: true }).click();
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nome').fill(name);
  const slug = await form.getByLabel('Endereço (slug)').inputValue();
  expect(slug).toMatch(/^contos-e2e-\d+$/);
  await form.getByLabel('Grupo no menu').selectOption('Ficção');
  await form.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(page.getByText('Sucesso!').last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ativa');

  // Same tab: the header follows without a reload.
  await page.getByRole('button', { name: 'Categorias', exact: true }).click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await screenshot(page, 'admin-category-in-header');
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/categoria/${slug}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/admin/categorias');
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Ativa (visível no site)').uncheck();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Inativa');
  await page.getByRole('button', { name: 'Categorias', exact: true }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
});

test('admin pages are usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page);
  await page.goto('/admin/livros');
  await expect(page.getByRole('region', { name: 'Livros' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-books-mobile');

  // The section menu scrolls sideways on a phone: the section one is in must be in view.
  for (const [path, label] of [
    ['/admin/mediacao', 'Mediação'],
    ['/admin/auditoria', 'Auditoria'],
  ] as const) {
    await page.goto(path);
    const current = page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: label });
    await expect(current).toHaveAttribute('data-status', 'active');
    await expect(current).toBeInViewport({ ratio: 1 });
  }
});
