import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, type Page, REGISTER_PASSWORD } from './fixtures.ts';

// Steps through the UI that more than one spec takes.

/** The six home sections of docs/product/home.md#sections, in order. */
export const HOME_SECTION_TITLES = [
  'Lançamentos',
  'Mais Populares',
  'Romance',
  'Ficção Científica',
  'Tecnologia',
  'Biografias',
];

/** A tRPC query's answer over the context's request (its cookies included), failing on an error status. */
export async function query<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`/trpc/${path}${qs}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** Signs in on /auth with the login form, as a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** An admin through /admin/login, which leads to the panel (the demo admin unless told). */
export async function adminSignIn(page: Page, email = 'admin@example.com', password = DEMO_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
}

/** A real photo made here: a coloured page with a number, as JPEG, PNG or WebP. */
export async function photo(n: number, format: 'jpeg' | 'png' | 'webp') {
  const colours = ['#9a3412', '#1e3a8a', '#166534'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${colours[n - 1]}"/><circle cx="300" cy="400" r="${60 * n}" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = await (format === 'jpeg'
    ? image.jpeg()
    : format === 'png'
      ? image.png()
      : image.webp()
  ).toBuffer();
  const ext = format === 'jpeg' ? 'jpg' : format;
  return { name: `foto-${n}.${ext}`, mimeType: `image/${format}`, buffer };
}

/** Fills the reason of the open admin dialog and confirms; waits for 'Sucesso!'. */
export async function confirmWithReason(page: Page, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText('Sucesso!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens a page and waits until its live feed (`likes.events`, `messages.events`) is streaming. */
export async function openLive(page: Page, path: string, feed: 'likes.events' | 'messages.events') {
  const streaming = page.waitForResponse((r) => r.url().includes(feed));
  await page.goto(path);
  await streaming;
  // The server registers the listeners as the stream starts; a moment of margin.
  await page.waitForTimeout(300);
}

/** Gives `stars` to one criterion of the review form with a click on a star, as a person does. */
export async function rate(page: Page, legend: string | RegExp, stars: number) {
  const radio = page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: new RegExp(`^${stars} de 5`) });
  // The radio itself is visually hidden: its label (the star) takes the click.
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

/** The first book of 'Lançamentos' on the home page: its title and path. */
export async function firstBook(page: Page): Promise<{ title: string; path: string }> {
  await page.goto('/');
  const link = page
    .getByRole('region', { name: 'Lançamentos', exact: true })
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  const path = (await link.getAttribute('href')) ?? '';
  expect(title).not.toBe('');
  expect(path).toMatch(/^\/livro\/[a-z0-9-]+-[0-9a-f-]{36}$/);
  return { title, path };
}

/** The 'Criar conta' form of the sign-in screen filled in, the terms accepted, and sent. */
export async function submitRegistration(
  page: Page,
  who: { first: string; last: string; email: string },
  password = REGISTER_PASSWORD,
) {
  await page.getByLabel('Nome', { exact: true }).fill(who.first);
  await page.getByLabel('Sobrenome').fill(who.last);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel(/Li e aceito os/).check();
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
}
