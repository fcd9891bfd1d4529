import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

import { DEMO_PASSWORD, REGISTER_PASSWORD } from './passwords.ts';

export type { Page };
export { expect };

export interface ConsoleGuardOptions {
  /**
   * Browser console errors this test expects, e.g. `[/status of 401/]` for a sign-in with a wrong
   * password. Use it per test or per file with `test.use({ allowedConsoleErrors: [...] })`.
   */
  allowedConsoleErrors: (string | RegExp)[];
}

interface GuardFixtures {
  /**
   * Another browser (a second person in the test) under the same console guard as `context`;
   * closed when the test ends.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Errors collected from every guarded context of the test. */
  consoleErrors: string[];
}

/** The binding through which pages report Content-Security-Policy violations to the guard. */
const CSP_BINDING = '__releiaCspViolation';

/**
 * Collects a context's console errors, uncaught exceptions and Content-Security-Policy violations
 * into `errors`, minus the allowed ones. Chromium prints blocked content as a console error, but a
 * report-only policy or a violation Chromium does not print would pass unseen: the page's own
 * `securitypolicyviolation` events are reported too.
 */
async function guard(context: BrowserContext, allowedConsoleErrors: (string | RegExp)[], errors: string[]) {
  const allowed = (text: string) =>
    allowedConsoleErrors.some((a) => (typeof a === 'string' ? text.includes(a) : a.test(text)));
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    if (!allowed(text)) errors.push(`violação de CSP: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${e.effectiveDirective} bloqueou ${e.blockedURI || 'inline'} em ${e.documentURI}`);
    });
  }, CSP_BINDING);
  context.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url ? ` (${msg.location().url})` : '';
    const text = `${msg.text()}${where}`;
    if (!allowed(text)) errors.push(`console.error: ${text}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    const text = `${error.name}: ${error.message}`;
    if (!allowed(text)) errors.push(`exceção não tratada: ${text}\n${error.stack ?? ''}`);
  });
}

/**
 * Like Playwright's `test`, but a console error or an uncaught exception in any page of the test
 * fails it: a broken page often still renders enough for the assertions to pass.
 */
export const test = base.extend<ConsoleGuardOptions & GuardFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, use, testInfo) => {
    const errors: string[] = [];
    await use(errors);
    if (errors.length > 0) {
      await testInfo.attach('console-errors', { body: errors.join('\n\n'), contentType: 'text/plain' });
      throw new Error(`Erros no console do navegador durante o teste:\n${errors.join('\n')}`);
    }
  },
  // The guard hangs on the browser context, so it covers every page the test opens (popups too)
  // and costs nothing for tests that only use `request`.
  context: async ({ context, allowedConsoleErrors, consoleErrors }, use) => {
    await guard(context, allowedConsoleErrors, consoleErrors);
    await use(context);
  },
  newContext: async ({ browser, baseURL, allowedConsoleErrors, consoleErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({
        baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        ...options,
      });
      await guard(context, allowedConsoleErrors, consoleErrors);
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },
});

/** A full-page screenshot at test-results/{folder}/{name}.png, for looking at a screen by eye. */
export async function screenshot(page: Page, name: string, folder = 'screens'): Promise<string> {
  const dir = join(process.cwd(), 'test-results', folder);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  // Transitions finish at once: a cover still fading in would be caught half drawn.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

export { DEMO_PASSWORD, REGISTER_PASSWORD };

/**
 * Signs a browser context in through the API (the accounts spec covers the login screen): the
 * session cookie lands in the context, as after a real sign-in. `baseURL` is the test's fixture,
 * which the config always sets.
 */
export async function signInByApi(context: BrowserContext, baseURL: string | undefined, email: string) {
  if (baseURL === undefined) throw new Error('baseURL ausente');
  const response = await context.request.post('/trpc/accounts.login', {
    data: { json: { email, password: DEMO_PASSWORD } },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Registers a fresh account through the API, signing the context in as it: for tests that must
 * not touch the demo accounts' carts or orders.
 */
export async function registerByApi(
  context: BrowserContext,
  baseURL: string,
  email: string,
  name: [string, string],
) {
  const response = await context.request.post('/trpc/accounts.register', {
    data: {
      json: { firstName: name[0], lastName: name[1], email, password: REGISTER_PASSWORD, acceptTerms: true },
    },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Puts a book in the signed-in context's cart through the API while `use` runs, and empties the
 * cart after, whatever happens: specs on the demo data must not leave a book reserved in a cart.
 */
export async function withBookInCart(
  context: BrowserContext,
  origin: string,
  bookId: string,
  use: () => Promise<void>,
) {
  const add = await context.request.post('/trpc/cart.add', {
    data: { json: { bookId } },
    headers: { origin },
  });
  expect(add.ok()).toBe(true);
  try {
    await use();
  } finally {
    await context.request.post('/trpc/cart.clear', { data: { json: null }, headers: { origin } });
  }
}
