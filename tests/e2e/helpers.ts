import sharp from 'sharp';
import { DEMO_PASSWORD, expect, type Page } from './fixtures.ts';

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
export async function rate(page: Page, legend: string, stars: number) {
  const radio = page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: new RegExp(`^${stars} de 5`) });
  // The radio itself is visually hidden: its label (the star) takes the click.
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}
