import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import { createApp } from '../../server/app.ts';
import { ISBN_NOT_FILLED, ISBN_OFF, ISBN_UNAVAILABLE } from '../../server/imports/isbn-fill.ts';
import { sheetFile, sheetOfBooks } from '../../server/imports/sheet-write.ts';
import { runImportBatch } from '../../server/imports/worker.ts';
import { SHEET_MAX_BYTES } from '../../shared/spreadsheets.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';
import { csv, importWorld } from '../helpers/import-world.ts';
import { type IsbnStub, isbnSettings, KNOWN_ISBN, startIsbnStub } from '../helpers/isbn-stub.ts';

// Spreadsheets (docs/product/spreadsheets.md): rows filled from the ISBN, the export, and the
// upload and downloads over HTTP. The preview and listing are in imports.test.ts.

const { w, as, importOf, confirmAndList, allRows } = importWorld();

describe('rows with only an ISBN', () => {
  let stub: IsbnStub;
  beforeAll(async () => {
    stub = await startIsbnStub();
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    w.t.config = { ...w.t.config, ...isbnSettings(stub) };
    stub.behaviour.brasilapi = 'found';
    stub.behaviour.openlibrary = 'not_found';
    stub.behaviour.cover = 'not_found';
    stub.brasilApiCover = false;
  });

  it('are filled from the ISBN when listed, the cells of the sheet first; an unknown ISBN is not listed, with why', async () => {
    const sheet = csv(
      `${KNOWN_ISBN};;;;;;Muito Bom;35;Com dedicatória;MP-1`,
      '9788535914849;;;;;;Bom;10;;X-2',
    );
    const id = await importOf(sheet);
    expect((await as().imports.job({ jobId: id })).counts).toEqual({
      new: 2,
      updated: 0,
      unchanged: 0,
      refused: 0,
    });
    expect(await confirmAndList(id)).toMatchObject({ status: 'done', work: 2, done: 2, failed: 1 });
    const [book] = await w.t.db
      .selectFrom('books')
      .select(['title', 'author', 'publisher', 'year', 'description', 'isbn', 'price_cents', 'seller_code'])
      .where('user_id', '=', w.seller.id)
      .execute();
    expect(book).toMatchObject({
      isbn: KNOWN_ISBN,
      publisher: 'Companhia das Letras',
      year: 2014,
      description: 'Com dedicatória',
      price_cents: 3500,
      seller_code: 'MP-1',
    });
    expect(book?.title).toMatch(/Brás Cubas/i);
    const rows = await allRows(id);
    expect(rows[0]).toMatchObject({
      state: 'done',
      fromIsbn: false,
      path: expect.stringMatching(/^\/livro\//),
    });
    expect(rows[1]).toMatchObject({ state: 'failed', error: ISBN_NOT_FILLED });

    // The same sheet again: the listed book is unchanged by its code; the unknown ISBN is new again.
    const again = await importOf(sheet);
    expect((await as().imports.job({ jobId: again })).counts).toEqual({
      new: 1,
      updated: 0,
      unchanged: 1,
      refused: 0,
    });
  });
});

describe('rows with only an ISBN, when the providers fail', () => {
  let stub: IsbnStub;
  beforeAll(async () => {
    stub = await startIsbnStub();
  });
  afterAll(() => stub.close());

  it('are tried again later, then given up with why; with no provider at all, at once', async () => {
    w.t.config = { ...w.t.config, ...isbnSettings(stub) };
    stub.behaviour.brasilapi = 'error';
    stub.behaviour.openlibrary = 'error';
    const id = await importOf(csv(`${KNOWN_ISBN};;;;;;Bom;35;;`));
    await as().imports.confirm({ jobId: id });
    let now = Date.now();
    expect(await runImportBatch(w.t.db, w.t.config, 'w', new Date(now))).toBe(1);
    expect((await allRows(id))[0]).toMatchObject({ state: 'waiting' });
    // Not before its wait is over.
    expect(await runImportBatch(w.t.db, w.t.config, 'w', new Date(now + 1000))).toBe(0);
    for (let i = 0; i < 3; i++) {
      now += 21_000;
      expect(await runImportBatch(w.t.db, w.t.config, 'w', new Date(now))).toBe(1);
    }
    expect((await allRows(id))[0]).toMatchObject({ state: 'failed', error: ISBN_UNAVAILABLE });
    expect(await as().imports.job({ jobId: id })).toMatchObject({ status: 'done', done: 1, failed: 1 });

    w.t.config = { ...w.t.config, ISBN_PROVIDERS: [] };
    const off = await importOf(csv(`${KNOWN_ISBN};;;;;;Bom;35;;`));
    await confirmAndList(off);
    expect((await allRows(off))[0]).toMatchObject({ state: 'failed', error: ISBN_OFF });
  });
});

describe('export', () => {
  it('writes the catalogue as a person would, neutralising formulas, and imports back unchanged', async () => {
    await createBook(w.t.db, w.seller.id, {
      title: '=HYPERLINK("http://x","clique")',
      author: '@Autor',
      priceCents: 1250,
    });
    await createBook(w.t.db, w.seller.id, {
      title: 'Vidas Secas',
      author: 'Graciliano Ramos',
      coauthors: ['Outro'],
      priceCents: 100050,
    });
    // Saved before today's rules: an ISBN-10 and a condition the form no longer offers.
    await createBook(w.t.db, w.seller.id, {
      title: 'Antigo',
      isbn: '8535914846',
      condition: 'usado_como_novo',
    });
    const rows = await sheetOfBooks(w.t.db, w.seller.id);
    expect(rows[2]).toMatchObject({ isbn: '8535914846', condicao: 'Muito Bom' });
    expect(rows[1]).toMatchObject({
      titulo: 'Vidas Secas',
      autores: 'Graciliano Ramos; Outro',
      preco: '1000,50',
      condicao: 'Bom',
    });
    const text = (await sheetFile(rows, 'csv')).toString('utf8');
    expect(
      text.startsWith('\uFEFFisbn;titulo;autores;editora;ano;idioma;condicao;preco;descricao;codigo\r\n'),
    ).toBe(true);
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(`;'@Autor;`);
    expect(text).not.toMatch(/(^|;)"?[=@]/m);

    for (const format of ['csv', 'xlsx'] as const) {
      const id = await importOf(await sheetFile(await sheetOfBooks(w.t.db, w.seller.id), format));
      expect((await as().imports.job({ jobId: id })).counts).toEqual({
        new: 0,
        updated: 0,
        unchanged: 3,
        refused: 0,
      });
      await as().imports.cancel({ jobId: id });
    }
  });
});

describe('over HTTP', () => {
  let server: Listening;
  let cookie = '';
  beforeEach(async () => {
    const token = generateSessionToken();
    await createSession(w.t.db, token, w.seller.id);
    cookie = `${SESSION_COOKIE}=${token}`;
    server = await listen(createApp({ db: w.t.db, config: w.t.config, vite: devVite }));
  });
  afterEach(() => server.close());

  const send = (body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/uploads/planilhas?nome=livros.csv`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream', origin: server.base, ...headers },
      body: new Uint8Array(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id?: string; error?: string } }));

  it('takes a sheet from a verified seller and answers the job', async () => {
    const answer = await send(csv(';Vidas Secas;Graciliano Ramos;;;;Bom;10;;'));
    expect(answer.status).toBe(201);
    expect((await as().imports.job({ jobId: answer.body.id ?? '' })).counts.new).toBe(1);
  });

  it('refuses a visitor, a member who may not sell, another site and a file over 5 MB', async () => {
    expect(await send(csv(';A;B;;;;Bom;10;;'), { cookie: '' })).toEqual({
      status: 401,
      body: { error: 'Faça login para importar uma planilha.' },
    });
    const reader = await createUser(w.t.db, { verified: true });
    const token = generateSessionToken();
    await createSession(w.t.db, token, reader.id);
    expect((await send(csv(';A;B;;;;Bom;10;;'), { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(403);
    expect((await send(csv(';A;B;;;;Bom;10;;'), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await send(Buffer.alloc(SHEET_MAX_BYTES + 1, 0x41))).toEqual({
      status: 413,
      body: { error: 'A planilha deve ter no máximo 5 MB.' },
    });
  });

  it('downloads the catalogue to its owner only, and the template to anyone', async () => {
    await createBook(w.t.db, w.seller.id, { title: 'Vidas Secas' });
    const mine = await fetch(`${server.base}/planilhas/meus-livros.csv`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(
      /attachment; filename="releia-meus-livros-.*\.csv"/,
    );
    expect(await mine.text()).toContain('Vidas Secas');
    expect((await fetch(`${server.base}/planilhas/meus-livros.xlsx`)).status).toBe(401);
    const template = await fetch(`${server.base}/planilhas/modelo.xlsx`);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
  });
});
