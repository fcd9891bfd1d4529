import { expect, screenshot, test } from './fixtures.ts';

// The foundation as a user and a browser meet it: one process serving the API, the built client
// with the right caching, and the app for every client route.

test('GET /healthz answers 200 with the database reachable', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
});

test('a client route is answered with the app (SPA fallback)', async ({ request }) => {
  const res = await request.get('/livro/anything');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).toMatch(/<div id="root"[ >]/);
});

test('the home page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Encontre seu próximo livro favorito' })).toBeVisible();
  await expect(page).toHaveTitle(/Releia/);
  await screenshot(page, 'foundation-home');
});

test('the loading screen paints without the stylesheet, and the app waits for it', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  // The held stylesheet holds the load event back too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Organizando sua biblioteca...')).toBeVisible();
  // The app's script and data arrive in well under this time here; only the stylesheet is held.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
});

test('the loading screen is the same before and after the stylesheet applies', async ({ page }) => {
  const never = new Promise<void>(() => {});
  // The app's entry script never arrives here: only the loading screen is looked at.
  await page.route(/\/assets\/index-[^/]+\.js$/, async () => never);
  const text = page.getByText('Organizando sua biblioteca...');
  const box = async () => text.evaluate((element) => JSON.stringify(element.getBoundingClientRect()));

  await page.route(/\/assets\/[^/]+\.css$/, async () => never);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(text).toBeVisible();
  const unstyled = await box();

  await page.unroute(/\/assets\/[^/]+\.css$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-app-styles]')?.sheet);
  expect(await box()).toBe(unstyled);
});

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/esta-pagina-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await screenshot(page, 'foundation-404');
  const home = page.getByRole('link', { name: /voltar para o início/i });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Encontre seu próximo livro favorito' })).toBeVisible();
});

test.describe('caching and compression of the built client', () => {
  async function entryScript(request: import('@playwright/test').APIRequestContext) {
    const html = await (await request.get('/')).text();
    // The entry is preloaded by the page at low priority and started after its first paint
    // (vite.config.ts).
    const src =
      /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" fetchpriority="low">/.exec(
        html,
      )?.[1];
    expect(src, 'index.html should load a hashed entry script from /assets').toBeTruthy();
    return src ?? '';
  }

  test('index.html is revalidated, hashed assets are immutable', async ({ request }) => {
    for (const path of ['/', '/index.html']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
    }
    const asset = await request.get(await entryScript(request));
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  });

  for (const encoding of ['gzip', 'br']) {
    test(`JavaScript is sent with ${encoding} when the browser accepts it`, async ({ request }) => {
      const res = await request.get(await entryScript(request), {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(encoding);
      expect(res.headers()['content-type']).toContain('javascript');
      // The compile hint must stay the file's first line, in the compressed copies too.
      expect((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    });
  }

  test('without Accept-Encoding the JavaScript is sent as is', async ({ request }) => {
    const res = await request.get(await entryScript(request), { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBeUndefined();
    // V8 compiles the entry eagerly, off the main thread (vite.config.ts, compileHints).
    expect((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

test.describe('the console guard of every e2e test', () => {
  test('a console.error in the page fails the test', async ({ page }) => {
    test.fail(true, 'the fixture must turn this console.error into a failure');
    await page.goto('/');
    await page.evaluate(() => console.error('quebrou'));
  });

  test("a console.error in a second person's browser fails the test", async ({ newContext }) => {
    test.fail(true, 'contexts from newContext are under the same guard');
    const other = await (await newContext()).newPage();
    await other.goto('/');
    await other.evaluate(() => console.error('quebrou no outro navegador'));
  });

  test('an uncaught exception in the page fails the test', async ({ page }) => {
    test.fail(true, 'the fixture must turn this exception into a failure');
    await page.goto('/');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('exceção de teste');
      });
    });
    await page.waitForTimeout(100);
  });

  test.describe('with an expected error listed', () => {
    test.use({ allowedConsoleErrors: [/erro esperado/] });
    test('only the listed error is tolerated', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => console.error('um erro esperado aqui'));
    });
  });
});
