import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { SAVED_READS } from '../../client/lib/offline-link.ts';
import { expect, type Page, screenshot, signInByApi, test } from './fixtures.ts';

// Offline and install (docs/product/offline.md) in the browser: the service worker and manifest (installable), offline reading of what
// was seen (acceptance 1), actions that need the network saying so, the update prompt after a new
// build is deployed under an open tab (acceptance 2), and the hidden performance panel.

const OFFLINE = 'Você está offline. Alguns recursos podem não funcionar.';
const UPDATE_PROMPT = 'Uma nova versão está disponível. Atualizar agora?';

/** Resolves once a service worker controls the page (clientsClaim: on the first visit too). */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Keys of the offline records in the 'releia' database, without creating it if it is missing. */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'releia')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('releia');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('offline-cache')) {
          db.close();
          return resolve([]);
        }
        const keys = db.transaction('offline-cache').objectStore('offline-cache').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.map(String));
        };
      };
    });
  });
}

async function screens(page: Page, name: string) {
  const viewport = page.viewportSize();
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-mobile`);
  if (viewport) await page.setViewportSize(viewport);
}

test.describe('installable app', () => {
  test('serves a manifest and a service worker that make it installable in Chromium', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Chromium never offers to install from an incognito window, which is what Playwright's
    // contexts are; a browser profile on disk is a normal window.
    const profile = mkdtempSync(join(tmpdir(), 'releia-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    const errors: string[] = [];
    context.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await serviceWorkerInControl(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      // What Chrome checks before it offers 'Instalar app' (DevTools' Application panel too).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
      expect(manifestErrors).toEqual([]);
      expect(JSON.parse(data ?? '{}')).toMatchObject({
        name: 'Releia — livros usados',
        short_name: 'Releia',
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/**
 * A live feed (SSE) open when the network goes away is cut by the browser, which says so on the
 * console before the app closes it; only those feeds, so a read that reached for the network
 * while offline still fails the test.
 */
const LIVE_FEED_CUT = String.raw`ERR_INTERNET_DISCONNECTED \(\S+/trpc/(likes\.events|messages\.events)\?`;

/**
 * A browser whose navigator.onLine says online although the network is gone, as Chromium has been
 * seen to after a reload offline: the app learns it is offline from its first request,
 * which gets no answer. Only that request, made of reads the app may answer from saved data, and the
 * app's look for the server while offline (/healthz) may then fail on the console.
 */
const ONLINE_LIES = {
  name: 'navigator.onLine says online all the same',
  noAnswer: String.raw`ERR_INTERNET_DISCONNECTED \(\S+/(healthz|trpc/((${[...SAVED_READS].join('|').replaceAll('.', '\\.')})[,?])+)`,
  async apply(context: BrowserContext) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
    );
  },
};

/** Each offline test runs twice: with a browser that says it is offline, and with one that does not. */
const BROWSERS = [
  { name: 'navigator.onLine says offline', noAnswer: null, apply: async () => {} },
  ONLINE_LIES,
];

for (const browser of BROWSERS) {
  test.describe(`offline (${browser.name})`, () => {
    // The guard stays as strict as before when the browser says offline: nothing may reach for the network.
    const noAnswer = browser.noAnswer ? [browser.noAnswer] : [];
    test.use({
      viewport: { width: 1280, height: 800 },
      allowedConsoleErrors: [new RegExp([LIVE_FEED_CUT, ...noAnswer].join('|'))],
    });

    test('a page reloaded offline shows the shell, the banner and the books seen before; the banner goes back online', async ({
      page,
      context,
    }) => {
      await browser.apply(context);
      await page.goto('/');
      const first = page
        .getByRole('region', { name: 'Lançamentos', exact: true })
        .getByRole('article')
        .first();
      const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      await serviceWorkerInControl(page);
      await expect.poll(() => savedKeys(page)).toContain('books.section:{"slug":"lancamentos"}');
      await expect(page.getByText(OFFLINE)).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Releia, página inicial' })).toBeVisible();
      const banner = page.getByRole('status').filter({ hasText: OFFLINE });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Você está vendo dados salvos neste aparelho em');
      await expect(
        page
          .getByRole('region', { name: 'Lançamentos', exact: true })
          .getByRole('heading', { level: 3, name: title }),
      ).toBeVisible();
      await screens(page, 'pwa-offline-home');

      await context.setOffline(false);
      // Without an 'online' event the app looks for the server every 5 s (docs/product/offline.md).
      await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 10_000 });
      // The saved lists are read again from the server, so the note goes too.
      await expect(page.getByText('Você está vendo dados salvos')).toHaveCount(0);
    });

    test.describe('pages', () => {
      // React reports the error behind an error page on the console; here that page is the point.
      test.use({
        allowedConsoleErrors: [
          new RegExp(
            [LIVE_FEED_CUT, 'Você está offline e estes dados não estão salvos', ...noAnswer].join('|'),
          ),
        ],
      });

      test('book and store pages seen before open offline; one never seen says it is not saved', async ({
        page,
        context,
      }) => {
        await browser.apply(context);
        await page.goto('/');
        const card = page
          .getByRole('region', { name: 'Lançamentos', exact: true })
          .getByRole('article')
          .first();
        const bookLink = card.getByRole('heading', { level: 3 }).getByRole('link');
        const title = (await bookLink.textContent())?.trim() ?? '';
        const bookPath = (await bookLink.getAttribute('href')) ?? '';
        const storePath = (await card.locator('a[href^="/livraria/"]').first().getAttribute('href')) ?? '';
        await serviceWorkerInControl(page);
        await page.goto(bookPath);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // The page is saved after it renders; leaving before the write ends would lose it.
        await expect
          .poll(async () => (await savedKeys(page)).some((k) => k.startsWith('books.bySlug:')))
          .toBe(true);
        await page.goto(storePath);
        const storeName = page.getByRole('heading', { level: 1 });
        await expect(storeName).toBeVisible();
        const store = (await storeName.textContent())?.trim() ?? '';
        await expect
          .poll(async () => (await savedKeys(page)).some((k) => k.startsWith('stores.books:')))
          .toBe(true);

        await context.setOffline(true);
        await page.goto(bookPath);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(OFFLINE)).toBeVisible();
        await page.goto(storePath);
        await expect(page.getByRole('heading', { level: 1, name: store })).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Livros Disponíveis' }).getByRole('article').first(),
        ).toBeVisible();

        // A book never opened was never saved: the page says so, rather than a blank screen.
        await page.goto('/livro/nunca-visto-00000000-0000-4000-8000-000000000000');
        await expect(page.getByText(OFFLINE)).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Página indisponível offline' }),
        ).toBeVisible();
        await expect(
          page.getByText('Você está offline e estes dados não estão salvos neste aparelho.'),
        ).toBeVisible();
        await context.setOffline(false);
      });
    });
  });
}

test.describe('offline actions', () => {
  test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [new RegExp(LIVE_FEED_CUT)] });

  test('an action that needs the network says so instead of failing silently', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByApi(context, baseURL ?? '', 'leitor@example.com');
    await page.goto('/');
    const romance = page.getByRole('region', { name: 'Romance', exact: true });
    await romance.scrollIntoViewIfNeeded();
    const book = romance.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    const path = (await book.getAttribute('href')) ?? '';
    await serviceWorkerInControl(page);
    // The book page registers the reader's view on arrival: the connection goes only after that
    // request is done, or the browser logs it as cut off.
    const viewRegistered = page.waitForResponse((response) =>
      response.url().includes('/trpc/views.register'),
    );
    await page.goto(path);
    const addToCart = page.getByRole('button', { name: 'Adicionar ao carrinho' });
    await expect(addToCart).toBeEnabled();
    await viewRegistered;
    await context.setOffline(true);
    await addToCart.click();
    const toast = page.getByRole('region', { name: /Notificações/ });
    await expect(toast.getByText('Você está offline')).toBeVisible();
    await expect(
      toast.getByText('Esta ação precisa de conexão com a internet.', { exact: false }),
    ).toBeVisible();
    await screens(page, 'pwa-offline-action');
    await context.setOffline(false);
  });
});

test.describe('performance panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens with ?perf=1, shows its readings and verdict, and closes with Escape', async ({ page }) => {
    await page.goto('/?perf=1');
    const panel = page.getByRole('dialog', { name: 'Monitor de desempenho' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Online', { exact: true })).toBeVisible();
    for (const label of ['Tempo de carregamento', 'LCP', 'FCP', 'Memória', 'Janela', 'Núcleos', 'Versão']) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panel.getByText('1280 × 800')).toBeVisible();
    // The page has loaded and painted: every timing has a value by now.
    await expect(panel.getByText('Medindo...')).toHaveCount(0);
    await expect(panel.getByText(/^(Bom|Precisa otimizar)$/)).toBeVisible();
    await screens(page, 'perf-panel');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Alt+Shift+KeyP');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Fechar monitor de desempenho' }).click();
    await expect(panel).toBeHidden();
  });
});

// Acceptance 2. A server of this test's own, on the address the tab stays on: it serves the
// current build, the tab gets that build's worker; then the server is stopped and started again
// on a second build of the same sources (another RELEIA_BUILD_ID, so other file hashes), as a
// deployment would. The tab is told to look for a new worker the way the app does on its own
// when it becomes visible again.

const UPDATE_PORT = Number(process.env.RELEIA_E2E_PORT ?? 3199) - 2;

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(UPDATE_PORT),
      PUBLIC_URL: `http://127.0.0.1:${UPDATE_PORT}`,
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: 'ignore',
    // Its own process group: tsx runs the server in a child process, and both must stop.
    detached: true,
  });
}

const answers = () =>
  fetch(`http://127.0.0.1:${UPDATE_PORT}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

async function healthy(server: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`servidor terminou com código ${server.exitCode}`);
        return answers();
      },
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(true);
}

/** Stops the server and waits until the port no longer answers. */
async function stop(server: ChildProcess) {
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await expect.poll(answers, { timeout: 20_000 }).toBe(false);
}

const entryScript = (html: string) => /<link rel="modulepreload" crossorigin href="([^"]+)"/.exec(html)?.[1];

test.describe('update prompt', () => {
  // While the server restarts, the page's live feeds cannot connect; that is the scenario.
  test.use({
    // One pattern: Playwright would read a second array element as the option's settings.
    allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|ERR_INCOMPLETE_CHUNKED_ENCODING/],
    viewport: { width: 1280, height: 800 },
  });

  test('a new build deployed under an open tab offers the update, and accepting reloads into it', async ({
    newContext,
  }) => {
    test.setTimeout(420_000);
    const dir = mkdtempSync(join(tmpdir(), 'releia-update-'));
    const env = { DATABASE_PATH: join(dir, 'releia.db'), DATA_DIR: dir };
    let server = startServer(env);
    try {
      await healthy(server);
      const context = await newContext({ baseURL: `http://127.0.0.1:${UPDATE_PORT}` });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await serviceWorkerInControl(page);
      const before = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src,
      );
      expect(before).toBeTruthy();

      // Deploy: stop, build the new version into its own directory, start on it.
      await stop(server);
      const clientB = join(dir, 'client-b');
      server = startServer({ ...env, CLIENT_DIR: clientB, RELEIA_BUILD_ID: `e2e-update-${Date.now()}` });
      await healthy(server);
      const newEntry = entryScript(readFileSync(join(clientB, 'index.html'), 'utf8'));
      expect(newEntry).toBeTruthy();
      expect(before).not.toContain(newEntry);

      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByRole('region', { name: /Notificações/ }).getByText(UPDATE_PROMPT);
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      await screens(page, 'pwa-update-prompt');

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Atualizar', exact: true }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const after = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src,
      );
      expect(after).toContain(newEntry);
      await expect(page.getByText(UPDATE_PROMPT)).toHaveCount(0);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
      ).toBeNull();
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
