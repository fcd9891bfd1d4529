import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';
import { expect, type Page, screenshot, signInByApi, test } from './fixtures.ts';
import { measureTouchTargets, TOUCH_TARGET_EXCEPTIONS } from './touch-targets.ts';

// Every page of the client, on a phone (docs/product/accessibility.md#every-page): axe-core finds
// no serious or critical violation and every control is at least 44×44 px, save the exceptions
// touch-targets.ts names. Each page is opened as the person who can see it: a visitor, the demo
// reader, the demo seller or the admin. The first test fails when a route of the router is missing
// from this list, so a new page cannot skip the check.

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

type Who = 'visitor' | 'reader' | 'seller' | 'admin';

/** The account each kind of person signs in with (tests/e2e/passwords.ts has the password). */
const EMAIL: Record<Exclude<Who, 'visitor'>, string> = {
  reader: 'leitor@example.com',
  seller: 'livreiro@example.com',
  admin: 'admin@example.com',
};

/** Routes with no screen of their own, and why. */
const NOT_A_SCREEN: Record<string, string> = {
  '/cart': 'redirects to /carrinho, checked as such',
};

/** Each route and who opens it; a route with parameters is reached from a page listed before it. */
const PAGES: { route: string; who: Who }[] = [
  ...[
    '/',
    '/auth',
    '/login',
    '/esqueci-senha',
    '/nova-senha',
    '/verificar-email',
    '/newsletter/sair',
    '/notificacoes/sair',
    '/autores',
    '/editoras',
    '/livrarias',
    '/mais-vendidos',
    '/sobre',
    '/termos',
    '/privacidade',
    '/carrinho',
    '/categoria/$slug',
    '/livro/$slug',
    '/autor/$slug',
    '/editora/$publisherSlug',
    '/idioma/$language',
    '/livraria/$username',
    '/admin/login',
  ].map((route) => ({ route, who: 'visitor' as const })),
  ...[
    '/favoritos',
    '/dashboard',
    '/comecar-a-vender',
    '/complete-profile',
    '/checkout',
    '/desejos',
    '/notificacoes',
    '/pedidos',
    '/pedidos/$id',
    '/chats',
    '/chats/$id',
  ].map((route) => ({ route, who: 'reader' as const })),
  ...['/add-book', '/estante', '/importar', '/editar-livro/$id'].map((route) => ({
    route,
    who: 'seller' as const,
  })),
  ...[
    '/admin',
    '/admin/usuarios',
    '/admin/livros',
    '/admin/categorias',
    '/admin/denuncias',
    '/admin/mediacao',
    '/admin/auditoria',
  ].map((route) => ({ route, who: 'admin' as const })),
];

/** The routes the client's router knows, read from the generated route tree. */
function routerRoutes(): string[] {
  const tree = readFileSync('client/routeTree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
}

/** The first link on the page whose address starts with `prefix`. */
async function firstHref(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link, `um link para ${prefix}`).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`nenhum link para ${prefix}`);
  return href;
}

/** Where a route's page is: plain routes as they are, the others from a page that links to them. */
async function addressOf(page: Page, route: string, seen: Map<string, string>): Promise<string> {
  if (!route.includes('$')) return route;
  const from: Record<string, [string, string]> = {
    '/categoria/$slug': ['/', '/categoria/'],
    '/livro/$slug': ['/', '/livro/'],
    '/autor/$slug': ['/livro/$slug', '/autor/'],
    '/editora/$publisherSlug': ['/livro/$slug', '/editora/'],
    '/idioma/$language': ['/livro/$slug', '/idioma/'],
    '/livraria/$username': ['/livrarias', '/livraria/'],
    '/chats/$id': ['/chats', '/chats/'],
    '/pedidos/$id': ['/pedidos', '/pedidos/'],
    '/editar-livro/$id': ['/estante', '/editar-livro/'],
  };
  const [parent, prefix] = from[route] ?? [];
  if (!parent || !prefix) throw new Error(`rota sem origem conhecida: ${route}`);
  await page.goto(seen.get(parent) ?? parent);
  await settled(page);
  return firstHref(page, prefix);
}

/** Waits until the page shows its content rather than a loading or access check. */
async function settled(page: Page) {
  // A phone shows one pane of a two-pane page ('/chats/$id': the conversation, titled by an h2).
  await expect(page.locator(':is(h1, h2):visible').first()).toBeVisible();
  await expect(page.getByText(/^(Carregando\.\.\.|Verificando acesso\.\.\.)$/)).toHaveCount(0);
}

async function check(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect.soft(serious, `violações graves de acessibilidade em ${name}`).toEqual([]);
  expect(axe.passes.length, name).toBeGreaterThan(10);
  const targets = await measureTouchTargets(page);
  expect.soft(targets.small, `alvos de toque menores que 44×44 px em ${name}`).toEqual([]);
  return targets.excepted.map((e) => `${name}: ${e.control} (${TOUCH_TARGET_EXCEPTIONS[e.reason]})`);
}

/** The demo reader may have no conversation yet: one about their latest purchase gives '/chats/$id' a page. */
async function openConversation(context: BrowserContext, baseURL: string | undefined) {
  const input = encodeURIComponent(JSON.stringify({ json: { role: 'compras' } }));
  const list = await context.request.get(`/trpc/orders.list?input=${input}`);
  const orders = ((await list.json()) as { result: { data: { json: { id: string }[] } } }).result.data.json;
  const orderId = orders[0]?.id;
  if (!orderId) throw new Error('o leitor da demonstração não tem pedidos');
  const start = await context.request.post('/trpc/messages.start', {
    data: { json: { orderId } },
    headers: { origin: baseURL ?? '' },
  });
  expect(start.ok()).toBe(true);
}

async function visitAll(page: Page, context: BrowserContext, who: Who, baseURL: string | undefined) {
  if (who !== 'visitor') await signInByApi(context, baseURL, EMAIL[who]);
  if (who === 'reader') await openConversation(context, baseURL);
  const seen = new Map<string, string>();
  const excepted: string[] = [];
  for (const { route } of PAGES.filter((p) => p.who === who)) {
    const address = await addressOf(page, route, seen);
    seen.set(route, address);
    await page.goto(address);
    await settled(page);
    excepted.push(...(await check(page, `${route} (${address})`)));
    await screenshot(page, `every-page-390${route}`, 'every-page');
  }
  return excepted;
}

test('every route of the router is checked below', () => {
  const listed = new Set([...PAGES.map((p) => p.route), ...Object.keys(NOT_A_SCREEN)]);
  expect(routerRoutes().filter((r) => !listed.has(r))).toEqual([]);
  expect(routerRoutes().length).toBeGreaterThan(30);
});

for (const who of ['visitor', 'reader', 'seller', 'admin'] as const) {
  test(`every page of a ${who} at 390 px: axe and touch targets`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const excepted = await visitAll(page, context, who, baseURL);
    await testInfo.attach('exceções', { body: excepted.join('\n'), contentType: 'text/plain' });
  });
}
