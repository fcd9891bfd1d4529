import { expect, test } from './fixtures.ts';

// The console guard (fixtures.ts) fails every test on a Content-Security-Policy violation, so the
// whole suite is the proof that no page breaks the policy. These tests prove the guard sees one.

test('a page carries the policy, and a script injected into it is blocked and fails the test', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encontre seu próximo livro favorito' }),
  ).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => consoleErrors.some((e) => e.startsWith('violação de CSP: script-src'))).toBe(true);
  // Seen: the guard did its job, and this test should not fail for it.
  consoleErrors.length = 0;
});

test('a violation of a report-only policy, which blocks nothing and prints no error, is caught too', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/csp-somente-relatorio', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy-Report-Only': "img-src 'none'" },
      body: '<!doctype html><html lang="pt-BR"><title>x</title><img src="/favicon.svg" alt="">',
    }),
  );
  await page.goto('/csp-somente-relatorio');
  await expect.poll(() => consoleErrors.some((e) => e.startsWith('violação de CSP: img-src'))).toBe(true);
  consoleErrors.length = 0;
});
