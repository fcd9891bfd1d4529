import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../server/accounts/session.ts';
import { createApp } from '../../server/app.ts';
import { exportsDir } from '../../server/data-rights/export-files.ts';
import { runExportWorker } from '../../server/data-rights/export-worker.ts';
import type { DataExportState } from '../../shared/data-rights.ts';
import { type Member, PASSWORD, tradingMembers } from '../helpers/data-rights-world.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { devVite, listen } from '../helpers/http-server.ts';
import { cookieCaller, errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const KINDS = [
  'conta.json',
  'perfil.json',
  'livraria.json',
  'identidade.json',
  'enderecos.json',
  'livros.json',
  'atividade.json',
  'seguindo.json',
  'pedidos.json',
  'mensagens.json',
  'avaliacoes.json',
  'problemas.json',
  'denuncias.json',
  'desejos.json',
  'ofertas.json',
  'notificacoes.json',
  'sessoes.json',
];

/** Asks for the member's export, works the queue as the server's timer would, and reads the ZIP. */
async function exportOf(member: Member) {
  const caller = callerFor(t, member.user);
  await caller.dataExport.request();
  expect((await caller.dataExport.status()).status).toMatch(/pending|working|ready/);
  await runExportWorker(t.db, t.config);
  const state = await caller.dataExport.status();
  if (state.status !== 'ready') throw new Error(`exportação não ficou pronta: ${state.status}`);
  const id = state.url.split('/').pop()?.split('?')[0] ?? '';
  const files = unzipSync(readFileSync(join(exportsDir(t.dataDir), `${id}.zip`)));
  return {
    state,
    id,
    files,
    text: Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n'),
  };
}

function brunoProblems(bruno: { files: Record<string, Uint8Array> }) {
  return JSON.parse(strFromU8(bruno.files['problemas.json'] ?? new Uint8Array())) as unknown;
}

function personalDataOf(m: Member) {
  return [m.email, m.cpf, m.street, m.cep, m.phone];
}

describe('dataExport', () => {
  it("holds every kind of the member's data and nothing personal of the other party", async () => {
    const w = await tradingMembers(t);
    const asAna = callerFor(t, w.ana.user);
    await asAna.wants.saveSearch({ q: 'machado de assis', condition: 'novo' });
    const book = await t.db
      .selectFrom('books')
      .select('price_cents')
      .where('id', '=', w.brunoBook)
      .executeTakeFirstOrThrow();
    await asAna.offers.make({ bookId: w.brunoBook, amountCents: book.price_cents - 100 });
    // A problem on the delivered order, answered: its thread is both parties' (docs/product/problems.md).
    await asAna.problems.open({
      orderId: w.delivered.orderId,
      reason: 'danificado',
      text: 'A capa chegou rasgada.',
      photos: [],
    });
    await callerFor(t, w.bruno.user).problems.reply({
      orderId: w.delivered.orderId,
      text: 'Posso dar um desconto.',
      photos: [],
      proposal: { outcome: 'desconto', cents: 500 },
    });
    for (const [me, other] of [
      [w.ana, w.bruno],
      [w.bruno, w.ana],
    ] as const) {
      const { files, text } = await exportOf(me);
      expect(
        Object.keys(files)
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...KINDS].sort());
      for (const own of personalDataOf(me)) expect(text).toContain(own);
      for (const theirs of personalDataOf(other)) expect(text).not.toContain(theirs);
      expect(text).not.toMatch(/token/i);
    }
    const ana = await exportOf(w.ana);
    const json = (name: string) => JSON.parse(strFromU8(ana.files[name] ?? new Uint8Array())) as unknown;
    expect(json('identidade.json')).toMatchObject({ cpf: w.ana.cpf });
    expect(json('pedidos.json')).toMatchObject([
      { role: 'comprador', deliveryMethod: 'correios', otherParty: { name: 'Bruno Vendedor' } },
    ]);
    // Two messages, and the offer's line in the same conversation.
    expect(json('mensagens.json')).toHaveLength(3);
    expect(json('atividade.json')).toMatchObject({
      likes: [{}],
      favourites: [{}],
      cart: [{}],
      deliveryChoices: [{ seller: 'Sebo do Bruno', method: 'correios' }],
    });
    const bruno = await exportOf(w.bruno);
    const store = JSON.parse(strFromU8(bruno.files['livraria.json'] ?? new Uint8Array())) as unknown;
    expect(store).toMatchObject({ delivery: { post: true, postPriceCents: 1200, pickup: false } });
    expect(json('avaliacoes.json')).toMatchObject({ written: [{ comment: 'Chegou muito bem embalado.' }] });
    expect(json('denuncias.json')).toHaveLength(1);
    const problem = {
      orderId: w.delivered.orderId,
      openedByMe: true,
      reason: 'Danificado',
      text: 'A capa chegou rasgada.',
      replies: [{ mine: false, text: 'Posso dar um desconto.', proposal: 'desconto', proposalCents: 500 }],
    };
    expect(json('problemas.json')).toMatchObject({ problems: [problem] });
    expect(brunoProblems(bruno)).toMatchObject({
      problems: [{ ...problem, openedByMe: false, replies: [{ ...problem.replies[0], mine: true }] }],
    });
    expect(json('desejos.json')).toMatchObject([
      { kind: 'search', query: 'machado de assis', condition: 'novo' },
    ]);
    expect(json('ofertas.json')).toMatchObject([
      { title: 'Quincas Borba Anotado', side: 'comprador', status: 'open' },
    ]);
    const brunoJson = (name: string) =>
      JSON.parse(strFromU8(bruno.files[name] ?? new Uint8Array())) as unknown;
    expect(brunoJson('ofertas.json')).toMatchObject([
      { side: 'vendedor', amount_cents: book.price_cents - 100 },
    ]);
    expect(brunoJson('notificacoes.json')).toMatchObject({
      notifications: expect.arrayContaining([expect.objectContaining({ kind: 'offer_received' })]),
      dailyDigest: false,
    });
  });

  it('lists each session with the device it began on, never its token', async () => {
    const w = await tradingMembers(t);
    const device = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const { caller, cookies } = cookieCaller(t, null, { userAgent: device });
    await caller.accounts.login({ email: w.ana.email, password: PASSWORD });
    const token =
      cookies
        .find((c) => c.startsWith('releia_session='))
        ?.split(';')[0]
        ?.split('=')[1] ?? '';
    const { files, text } = await exportOf(w.ana);
    const sessions = JSON.parse(strFromU8(files['sessoes.json'] ?? new Uint8Array())) as unknown[];
    expect(sessions).toContainEqual(expect.objectContaining({ device, startedAt: expect.any(String) }));
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
  });

  it('adds the photos of the member’s books to the ZIP', async () => {
    const w = await tradingMembers(t);
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const dir = join(t.dataDir, 'uploads', 'covers');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cover-001.webp'), 'imagem');
    const { files } = await exportOf(w.ana);
    expect(strFromU8(files['fotos/covers/cover-001.webp'] ?? new Uint8Array())).toBe('imagem');
  });

  it('serves the file only to its signed-in owner with the link’s token, until it expires', async () => {
    const w = await tradingMembers(t);
    const { state, id } = await exportOf(w.ana);
    const app = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
    try {
      await createSession(t.db, 'sessao-da-ana', w.ana.user.id);
      await createSession(t.db, 'sessao-do-bruno', w.bruno.user.id);
      const get = (path: string, token?: string) =>
        fetch(`${app.base}${path}`, { headers: token ? { cookie: `releia_session=${token}` } : {} });
      const url = (state as Extract<DataExportState, { status: 'ready' }>).url;
      const ok = await get(url, 'sessao-da-ana');
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('application/zip');
      expect(ok.headers.get('content-disposition')).toMatch(/attachment; filename="releia-meus-dados-/);
      expect(Object.keys(unzipSync(new Uint8Array(await ok.arrayBuffer())))).toContain('conta.json');
      expect((await get(url)).status).toBe(404);
      expect((await get(url, 'sessao-do-bruno')).status).toBe(404);
      expect((await get(url.replace(/token=.*/, 'token=outro'), 'sessao-da-ana')).status).toBe(404);

      await t.db
        .updateTable('data_exports')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await get(url, 'sessao-da-ana')).status).toBe(404);
      // Expired before the worker's round: the page no longer offers the link.
      expect(await callerFor(t, w.ana.user).dataExport.status()).toEqual({
        status: 'expired',
        progress: 'O link expirou. Peça um novo arquivo.',
      });
      await runExportWorker(t.db, t.config);
      expect(existsSync(join(exportsDir(t.dataDir), `${id}.zip`))).toBe(false);
      expect((await callerFor(t, w.ana.user).dataExport.status()).status).toBe('expired');
    } finally {
      await app.close();
    }
  });

  it('keeps one export in the queue at a time, refuses visitors and takes no input', async () => {
    const me = await createUser(t.db);
    const caller = callerFor(t, me);
    expect(await caller.dataExport.status()).toEqual({ status: 'none' });
    await caller.dataExport.request();
    await caller.dataExport.request();
    const rows = await t.db.selectFrom('data_exports').select('status').execute();
    expect(rows).toEqual([{ status: 'pending' }]);
    expect((await errorOf(callerFor(t).dataExport.request())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(t).dataExport.status())).code).toBe('UNAUTHORIZED');
    const extra = await errorOf(
      (caller.dataExport.request as unknown as (i: unknown) => Promise<unknown>)({ userId: 'outro' }),
    );
    expect(extra.code).toBe('BAD_REQUEST');
  });

  it('keeps one ZIP per member: a new export replaces the one before it, file and link', async () => {
    const me = await createUser(t.db);
    const caller = callerFor(t, me);
    await caller.dataExport.request();
    await runExportWorker(t.db, t.config);
    await Promise.all([caller.dataExport.request(), caller.dataExport.request()]);
    await runExportWorker(t.db, t.config);
    await caller.dataExport.request();
    await runExportWorker(t.db, t.config);
    const zips = readdirSync(exportsDir(t.dataDir)).filter((f) => f.endsWith('.zip'));
    const ready = await t.db.selectFrom('data_exports').select('id').where('status', '=', 'ready').execute();
    expect(ready).toHaveLength(1);
    expect(zips).toEqual([`${ready[0]?.id}.zip`]);
  });

  it('queues one export when requests race', async () => {
    const me = await createUser(t.db);
    const caller = callerFor(t, me);
    await Promise.all(Array.from({ length: 8 }, () => caller.dataExport.request()));
    const rows = await t.db.selectFrom('data_exports').select('status').execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
