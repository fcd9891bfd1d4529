import { readFile } from 'node:fs/promises';
import { type Person, SAO_PAULO } from './community-cast.ts';
import { becomeSeller, search } from './community-steps.ts';
import { expect, type Page, screenshot, test } from './fixtures.ts';
import { measureTouchTargets } from './touch-targets.ts';

// Spreadsheets in and out on the empty install (docs/product/spreadsheets.md): a new member
// verifies, imports a sheet of 20 books of which one is refused, fixes that row and imports the
// sheet again, finds the books listed and searchable, then exports the catalogue and imports it
// back, which changes nothing. The 'community' project runs it after community.spec.ts.

test.describe.configure({ mode: 'serial', retries: 0, timeout: 120_000 });

const SEBO: Person = {
  first: 'Sebo',
  last: 'Sertão',
  email: 'sebo.sertao@example.com',
  username: 'sebo-sertao',
};
const SHOTS = 'spreadsheets';
const HEADER = 'isbn;titulo;autores;editora;ano;idioma;condicao;preco;descricao;codigo';
const TITLES = Array.from({ length: 20 }, (_, i) => `Cordel do Sertão ${i + 1}`);

/** The sheet as Excel in Brazil saves it: Windows-1252, ';' between columns; line 6 has a bad price when `broken`. */
function sheet(broken: boolean): Buffer {
  const rows = TITLES.map((title, i) => {
    const price = broken && i === 4 ? 'doze reais' : `${10 + i},50`;
    return `;${title};Patativa do Assaré;Edições Sertão;1978;Português;Bom;${price};Capa com marcas;CS-${i + 1}`;
  });
  return Buffer.from([HEADER, ...rows].join('\r\n'), 'latin1');
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await page.getByLabel('Planilha (CSV ou XLSX)').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Enviar planilha' }).click();
}

async function confirmAndWait(page: Page, count: number) {
  await page
    .getByRole('button', { name: `Confirmar e anunciar ${count} ${count === 1 ? 'livro' : 'livros'}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Livros anunciados' })).toHaveAttribute(
    'aria-valuetext',
    `${count} de ${count} ${count === 1 ? 'livro' : 'livros'}`,
  );
}

test('a new member imports a sheet of 20 books, fixes the refused row, and exports it back unchanged', async ({
  page,
}) => {
  await becomeSeller(page, SEBO, {
    cpf: '52998224725',
    birthDate: '1970-03-05',
    address: { ...SAO_PAULO, number: '3000' },
  });
  await page.goto('/estante');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar planilha' })).toBeVisible();

  // The first sheet: 19 books and one refused with its reason; a reload keeps the preview.
  await upload(page, 'estoque.csv', sheet(true));
  await expect(page.getByRole('heading', { name: 'Prévia: 19 novos, 1 recusado' })).toBeVisible();
  const refused = page.getByRole('row').filter({ hasText: TITLES[4] ?? '' });
  await expect(refused).toContainText('Preço inválido: “doze reais”. Escreva o preço como 12,50.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prévia: 19 novos, 1 recusado' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, `preview-${width}`, SHOTS);
  }
  // On a phone every control of the preview is big enough to tap.
  expect((await measureTouchTargets(page)).small).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirmAndWait(page, 19);
  // Each listed row now leads to its book.
  await expect(page.getByRole('link', { name: 'Cordel do Sertão 1', exact: true })).toHaveAttribute(
    'href',
    /^\/livro\//,
  );
  await screenshot(page, 'done-1280', SHOTS);

  // The row fixed in the sheet: the 19 others are unchanged, by their codes, and one is new.
  await page.getByRole('button', { name: 'Importar outra planilha' }).click();
  await upload(page, 'estoque.csv', sheet(false));
  await expect(page.getByRole('heading', { name: 'Prévia: 1 novo, 19 sem mudança' })).toBeVisible();
  await confirmAndWait(page, 1);

  // Listed and searchable.
  await search(page, 'Cordel do Sertão 5');
  await expect(page.getByRole('article').filter({ hasText: 'Cordel do Sertão 5' }).first()).toBeVisible();
  await page.goto('/estante');
  await expect(page.getByText('Cordel do Sertão 20')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Importar planilha', 'Excel (XLSX)', 'CSV'])
    expect(
      (await page.getByRole('link', { name, exact: true }).boundingBox())?.height,
    ).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'estante-390', SHOTS);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Exported as XLSX and imported back: nothing changes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Excel (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^releia-meus-livros-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = await readFile(await download.path());
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await upload(
    page,
    download.suggestedFilename(),
    exported,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  await expect(page.getByRole('heading', { name: 'Prévia: 20 sem mudança' })).toBeVisible();
  await expect(page.getByText('Nada mudou: seus livros já estão como na planilha.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirmar/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'unchanged-390', SHOTS);
  await page.getByRole('button', { name: 'Voltar e enviar outra planilha' }).click();
  await expect(page.getByLabel('Planilha (CSV ou XLSX)')).toBeVisible();
  expect((await measureTouchTargets(page)).small).toEqual([]);
  await screenshot(page, 'form-390', SHOTS);
});
