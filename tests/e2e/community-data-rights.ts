import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { PASSWORD } from './community-cast.ts';
import { expect, type Page } from './fixtures.ts';

// A community member's data rights in /dashboard's 'Meus dados' (docs/product/data-rights.md),
// as a member does them in the browser.

function myData(page: Page) {
  return page.getByRole('region', { name: 'Meus dados' });
}

/** 'Baixar meus dados', then the ZIP's files once it is ready. */
export async function downloadMyData(page: Page): Promise<Record<string, Uint8Array>> {
  await page.goto('/dashboard#meus-dados');
  const section = myData(page);
  await section.getByRole('button', { name: 'Baixar meus dados' }).click();
  const link = section.getByRole('link', { name: /Baixar arquivo/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

/** 'Excluir minha conta' with the password; the member lands on the home page, signed out. */
export async function deleteMyAccount(page: Page) {
  await page.goto('/dashboard#meus-dados');
  await myData(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  await dialog.getByLabel('Digite sua senha para confirmar').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Conta excluída').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
