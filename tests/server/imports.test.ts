import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { eraseAccount } from '../../server/data-rights/deletion-queries.ts';
import { XLSX_TOO_LARGE } from '../../server/imports/sheet-read.ts';
import { LEASE_MS, pruneImports, runImportBatch } from '../../server/imports/worker.ts';
import { SHEET_MAX_BYTES } from '../../shared/spreadsheets.ts';
import { createUser, makeEligibleSeller } from '../helpers/factories.ts';
import { csv, HEADER, importWorld, refusal } from '../helpers/import-world.ts';
import { errorOf } from '../helpers/trpc.ts';

// Spreadsheets in and out (docs/product/spreadsheets.md): the upload and downloads over HTTP, the
// preview, confirmation and listing by leased workers through the imports procedures.

const { w, as, importOf, confirmAndList, allRows, myBooks } = importWorld();

describe('the preview', () => {
  it('shows every row as it will be listed, refusing each bad one with its reason, and writes no book', async () => {
    const id = await importOf(
      csv(
        ';Vidas Secas;Graciliano Ramos;Record;1938;Português;Muito Bom;12,50;Capa gasta;VS-1',
        ';Sem preço;Autor;;;;Bom;abc;;',
        ';Condição ruim;Autor;;;;Péssimo;10;;',
        ';;;;;;Bom;10;;',
        '9788535914849;;;;;;Bom;10;;',
        '123;ISBN ruim;Autor;;;;Bom;10;;',
        ';;;;;;;;;',
        ';Memórias;"Machado de Assis; José";;;pt;novo;R$ 30;;',
      ),
    );
    const rows = await allRows(id);
    expect(rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'new', null],
      [3, 'refused', 'Preço inválido: “abc”. Escreva o preço como 12,50.'],
      [4, 'refused', 'Condição desconhecida: “Péssimo”. Use Novo, Muito Bom, Bom ou Regular.'],
      [5, 'refused', 'Falta o título, e não há ISBN para completá-lo.'],
      // Only an ISBN: its facts will fill it when listed.
      [6, 'new', null],
      [7, 'refused', expect.stringMatching(/ISBN/)],
      // Line 8 is empty and skipped.
      [9, 'new', null],
    ]);
    expect(rows[0]).toMatchObject({
      title: 'Vidas Secas',
      authors: ['Graciliano Ramos'],
      condition: 'Muito Bom',
      price: 'R$ 12,50',
      language: 'Português',
      year: 1938,
      code: 'VS-1',
    });
    expect(rows.at(-1)?.authors).toEqual(['Machado de Assis', 'José']);
    expect(rows[4]).toMatchObject({ fromIsbn: true, isbn: '9788535914849', title: '' });
    expect(await as().imports.job({ jobId: id })).toMatchObject({
      status: 'preview',
      total: 7,
      counts: { new: 3, updated: 0, unchanged: 0, refused: 4 },
    });
    expect(await myBooks()).toEqual([]);
    expect((await as().imports.current())?.id).toBe(id);
  });

  it('reads a Latin-1 sheet separated by semicolons, as Excel in Brazil saves it', async () => {
    const latin1 = Buffer.from(
      `${HEADER}\r\n;Memórias Póstumas;Machado de Assis;;;Português;Ótimo;19,90;Edição comentada;\r\n`,
      'latin1',
    );
    const id = await importOf(latin1);
    const [row] = await allRows(id);
    expect(row).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('Ótimo') });
    const good = Buffer.from(
      `${HEADER}\r\n;Memórias Póstumas;Machado de Assis;;;Português;Muito bom;19,90;Edição comentada;\r\n`,
      'latin1',
    );
    const [ok] = await allRows(await importOf(good));
    expect(ok).toMatchObject({
      outcome: 'new',
      title: 'Memórias Póstumas',
      price: 'R$ 19,90',
      language: 'Português',
    });
  });

  it('takes the separator from the header: a whole-sheet guess took commas for it here', async () => {
    // Four of the demo data's books as the export wrote them.
    const id = await importOf(
      csv(
        '9788549975911;Quem Matou o Coronel?;Luiz Alfredo Garcia-Roza;Companhia das Letras;2002;Português;Muito Bom;62,00;Exemplar em ótimo estado, sem marcações nem dobras.;L1',
        '9788580680188;Chiquinha Gonzaga: os anos decisivos;Ruy Castro;Intrínseca;1953;Português;Bom;25,90;"Lombada com pequenas marcas de leitura; miolo perfeito.";L2',
        '9788508383719;Guia Completo dos Investimentos;Daniel Goleman;Sextante;2025;Português;Novo;34,90;Exemplar novo, ainda lacrado.;L3',
        '9788575963913;Aprendendo Arquitetura de Software;Sérgio Tavares;Alta Books;2026;Português;Bom;69,90;"Lombada com pequenas marcas de leitura; miolo perfeito. Título difícil de encontrar nesta edição. Acompanha marcador de página.";L4',
      ),
    );
    expect((await allRows(id)).map((r) => [r.outcome, r.code])).toEqual([
      ['new', 'L1'],
      ['new', 'L2'],
      ['new', 'L3'],
      ['new', 'L4'],
    ]);
  });

  it('reads a comma-separated UTF-8 sheet with its columns in another order', async () => {
    const bytes = Buffer.from(
      '\uFEFFpreco,titulo,autores,condicao\n"12,50",O Cortiço,Aluísio Azevedo,Bom\n',
      'utf8',
    );
    const [row] = await allRows(await importOf(bytes));
    expect(row).toMatchObject({ outcome: 'new', title: 'O Cortiço', price: 'R$ 12,50' });
  });

  it('refuses a sheet over 10 000 rows, an empty one and one without the columns', async () => {
    const many = csv(...Array.from({ length: 10_001 }, (_, i) => `;Livro ${i};Autor;;;;Bom;10;;`));
    expect(await refusal(importOf(many))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A planilha pode ter no máximo 10.000 linhas de livros.',
    });
    expect((await refusal(importOf(csv(';;;;;;;;;')))).message).toBe(
      'A planilha não tem nenhum livro abaixo da primeira linha.',
    );
    expect(await refusal(importOf(Buffer.from('a;b\n1;2')))).toMatchObject({
      message: expect.stringContaining('A primeira linha da planilha deve ter os nomes das colunas'),
    });
    const exactly = csv(...Array.from({ length: 10_000 }, (_, i) => `;Livro ${i};Autor;;;;Bom;10;;`));
    expect((await as().imports.job({ jobId: await importOf(exactly) })).total).toBe(10_000);
  });

  it('refuses an XLSX that would unpack to more than 50 MB, and a file that is no sheet', async () => {
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(SHEET_MAX_BYTES);
    expect(await refusal(importOf(bomb))).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: XLSX_TOO_LARGE });
    expect(await refusal(importOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Não conseguimos ler a planilha. Envie um arquivo CSV ou XLSX.',
    });
  });

  it('keeps each job to its owner', async () => {
    const id = await importOf(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'));
    const other = await createUser(w.t.db, { verified: true });
    await makeEligibleSeller(w.t.db, other.id);
    expect(await errorOf(as(other).imports.job({ jobId: id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(as(other).imports.confirm({ jobId: id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(as(other).imports.rows({ jobId: id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(as(null).imports.job({ jobId: id }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await errorOf(as().imports.job({ jobId: 'x' }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('confirms only for whoever may list books', async () => {
    const reader = await createUser(w.t.db, { verified: true });
    const id = await importOf(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'), reader);
    expect(await errorOf(as(reader).imports.confirm({ jobId: id }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('goes with the account that made it', async () => {
    await importOf(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'));
    await eraseAccount(w.t.db, w.seller.id);
    expect(await w.t.db.selectFrom('import_jobs').select('id').execute()).toEqual([]);
    expect(await w.t.db.selectFrom('import_rows').select('line').execute()).toEqual([]);
  });

  it('keeps one preview at a time: a new sheet replaces the one not confirmed', async () => {
    const first = await importOf(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'));
    const second = await importOf(csv(';Angústia;Graciliano Ramos;;;;Bom;10;;'));
    expect((await as().imports.job({ jobId: first })).status).toBe('cancelled');
    expect((await as().imports.rows({ jobId: first })).rows).toEqual([]);
    expect((await as().imports.current())?.id).toBe(second);
  });

  it('cancels a preview, after which it cannot be confirmed', async () => {
    const id = await importOf(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'));
    expect(await as().imports.cancel({ jobId: id })).toEqual({
      message: 'Importação cancelada. Nada foi alterado.',
    });
    expect(await errorOf(as().imports.confirm({ jobId: id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await as().imports.current()).toBeNull();
  });
});

describe('listing', () => {
  it('lists the confirmed rows through the listing rules, searchable, and counts them', async () => {
    const id = await importOf(
      csv(
        ';Vidas Secas;Graciliano Ramos;Record;1938;Português;Muito Bom;12,50;;VS-1',
        ';Sem preço;Autor;;;;Bom;abc;;',
        ';O Cortiço;Aluísio Azevedo;;;;Regular;8;;',
      ),
    );
    const done = await confirmAndList(id);
    expect(done).toMatchObject({ status: 'done', work: 2, done: 2, failed: 0 });
    expect(await myBooks()).toEqual([
      expect.objectContaining({
        title: 'O Cortiço',
        condition: 'usado_aceitavel',
        price_cents: 800,
        seller_code: null,
      }),
      expect.objectContaining({
        title: 'Vidas Secas',
        condition: 'usado_otimo',
        price_cents: 1250,
        seller_code: 'VS-1',
        year: 1938,
      }),
    ]);
    const found = await as(null).search.books({ q: 'vidas secas' });
    expect(found.items.map((b) => b.title)).toContain('Vidas Secas');
    const rows = await allRows(id);
    expect(rows[0]).toMatchObject({ state: 'done', path: expect.stringMatching(/^\/livro\//) });
    expect(await errorOf(as().imports.confirm({ jobId: id }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('updates the books a code names, and an unchanged sheet changes nothing', async () => {
    const sheet = csv(
      ';Vidas Secas;Graciliano Ramos;;;;Bom;12,50;;VS-1',
      ';Angústia;Graciliano Ramos;;;;Bom;20;;AN-1',
    );
    await confirmAndList(await importOf(sheet));
    const before = await w.t.db.selectFrom('books').select(['id', 'updated_at']).orderBy('id').execute();

    const again = await importOf(sheet);
    expect((await as().imports.job({ jobId: again })).counts).toEqual({
      new: 0,
      updated: 0,
      unchanged: 2,
      refused: 0,
    });
    expect(await confirmAndList(again)).toMatchObject({ status: 'done', work: 0, done: 0 });
    expect(await w.t.db.selectFrom('books').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(
      before,
    );

    const changed = await importOf(
      csv(';Vidas Secas;Graciliano Ramos;;;;Bom;15;;VS-1', ';Angústia;Graciliano Ramos;;;;Bom;20;;AN-1'),
    );
    expect((await as().imports.job({ jobId: changed })).counts).toEqual({
      new: 0,
      updated: 1,
      unchanged: 1,
      refused: 0,
    });
    await confirmAndList(changed);
    expect((await myBooks()).map((b) => [b.title, b.price_cents])).toEqual([
      ['Angústia', 2000],
      ['Vidas Secas', 1500],
    ]);
  });

  it('refuses a code repeated in one sheet', async () => {
    const id = await importOf(csv(';A;Autor;;;;Bom;10;;X', ';B;Autor;;;;Bom;10;;X'));
    expect((await allRows(id)).map((r) => r.reason)).toEqual([null, 'O código “X” já aparece na linha 2.']);
  });

  it('never lists a row twice, though two workers take the same job and a lease runs out', async () => {
    const id = await importOf(csv(...Array.from({ length: 60 }, (_, i) => `;Livro ${i};Autor;;;;Bom;10;;`)));
    await as().imports.confirm({ jobId: id });
    const now = new Date();
    // Two workers at once, then a third after the first leases ran out (a crashed process).
    await Promise.all([
      runImportBatch(w.t.db, w.t.config, 'a', now),
      runImportBatch(w.t.db, w.t.config, 'b', now),
    ]);
    const later = new Date(now.getTime() + LEASE_MS + 1000);
    while ((await runImportBatch(w.t.db, w.t.config, 'c', later)) > 0);
    const titles = (await myBooks()).map((b) => b.title);
    expect(titles).toHaveLength(60);
    expect(new Set(titles).size).toBe(60);
    expect(await as().imports.job({ jobId: id })).toMatchObject({ status: 'done', done: 60 });
  });

  it('resumes after a restart: rows leased by a worker that died are listed once its lease ends', async () => {
    const id = await importOf(csv(';A;Autor;;;;Bom;10;;', ';B;Autor;;;;Bom;10;;'));
    await as().imports.confirm({ jobId: id });
    const now = new Date();
    await w.t.db
      .updateTable('import_rows')
      .set({ lease_owner: 'dead', lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .execute();
    expect(await runImportBatch(w.t.db, w.t.config, 'w', now)).toBe(0);
    expect(await runImportBatch(w.t.db, w.t.config, 'w', new Date(now.getTime() + LEASE_MS + 1))).toBe(2);
    expect((await myBooks()).length).toBe(2);
  });
});

describe('old imports', () => {
  it('lose their rows after 30 days, and a preview never confirmed is given up', async () => {
    const done = await importOf(csv(';A;Autor;;;;Bom;10;;'));
    await confirmAndList(done);
    await as().imports.cancel({ jobId: await importOf(csv(';B;Autor;;;;Bom;10;;')) });
    const waiting = await importOf(csv(';C;Autor;;;;Bom;10;;'));
    await pruneImports(w.t.db, new Date(Date.now() + 29 * 86_400_000));
    expect((await allRows(done)).length).toBe(1);
    expect((await allRows(waiting)).length).toBe(1);
    await pruneImports(w.t.db, new Date(Date.now() + 31 * 86_400_000));
    expect(await allRows(done)).toEqual([]);
    expect(await as().imports.job({ jobId: done })).toMatchObject({ status: 'done', work: 1, done: 1 });
    expect(await as().imports.job({ jobId: waiting })).toMatchObject({ status: 'cancelled' });
    expect(await w.t.db.selectFrom('import_rows').select('line').execute()).toEqual([]);
    expect((await myBooks()).map((b) => b.title)).toEqual(['A']);
  });
});
