import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
let admin: SessionUser;
let seller: SessionUser;
let reader: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  admin = await createUser(t.db, { admin: true });
  seller = await createUser(t.db, { name: 'Sebo Suspeito' });
  reader = await createUser(t.db);
  await createStore(t.db, seller.id, { name: 'Sebo Suspeito', description: null });
});
afterEach(() => t.close());

const reportsOf = () => t.db.selectFrom('reports').selectAll().orderBy('created_at').execute();

describe('reports.create', () => {
  it('refuses visitors and asks them to sign in', async () => {
    const id = await createBook(t.db, seller.id);
    const err = await errorOf(
      callerFor(t).reports.create({ targetType: 'book', targetId: id, reason: 'spam' }),
    );
    expect(err.code).toBe('UNAUTHORIZED');
    expect(err.message).toBe('Faça login para denunciar.');
    expect(await reportsOf()).toEqual([]);
  });

  it('stores a report of a book or a store, one open report per user and target', async () => {
    const id = await createBook(t.db, seller.id);
    const caller = callerFor(t, reader);
    expect(await caller.reports.mine({ targetType: 'book', targetId: id })).toEqual({ open: false });
    await caller.reports.create({
      targetType: 'book',
      targetId: id,
      reason: 'anuncio_falso',
      details: ' Fotos de outro livro ',
    });
    expect(await caller.reports.mine({ targetType: 'book', targetId: id })).toEqual({ open: true });
    const again = await errorOf(caller.reports.create({ targetType: 'book', targetId: id, reason: 'spam' }));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('Você já denunciou este anúncio. Nossa equipe está analisando.');

    await caller.reports.create({ targetType: 'store', targetId: seller.id, reason: 'spam' });
    // Someone else may report the same book.
    const other = await createUser(t.db);
    await callerFor(t, other).reports.create({ targetType: 'book', targetId: id, reason: 'spam' });

    const rows = await reportsOf();
    expect(rows.map((r) => [r.reporter_id, r.target_type, r.reason, r.details, r.status])).toEqual([
      [reader.id, 'book', 'anuncio_falso', 'Fotos de outro livro', 'open'],
      [reader.id, 'store', 'spam', null, 'open'],
      [other.id, 'book', 'spam', null, 'open'],
    ]);
  });

  it("refuses unknown targets, one's own listing, and 'Outro' without words", async () => {
    const id = await createBook(t.db, seller.id);
    const hidden = await createBook(t.db, seller.id, { status: 'hidden' });
    const unknown = await errorOf(
      callerFor(t, reader).reports.create({
        targetType: 'book',
        targetId: crypto.randomUUID(),
        reason: 'spam',
      }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          callerFor(t, reader).reports.create({ targetType: 'book', targetId: hidden, reason: 'spam' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          callerFor(t, reader).reports.create({ targetType: 'store', targetId: reader.id, reason: 'spam' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const own = await errorOf(
      callerFor(t, seller).reports.create({ targetType: 'book', targetId: id, reason: 'spam' }),
    );
    expect(own.message).toBe('Você não pode denunciar o seu próprio anúncio.');
    const outro = await errorOf(
      callerFor(t, reader).reports.create({ targetType: 'book', targetId: id, reason: 'outro' }),
    );
    expect(outro.fieldErrors.details).toMatch(/Outro/);
    const badReason = await errorOf(
      callerFor(t, reader).reports.create({ targetType: 'book', targetId: id, reason: 'feio' as 'spam' }),
    );
    expect(badReason.message).toBe('Escolha um motivo.');
    expect(await reportsOf()).toEqual([]);
  });
});

describe('admin.reports', () => {
  it('lists the open queue, resolves hiding the book, dismisses, and lets the user report again afterwards', async () => {
    const id = await createBook(t.db, seller.id, { title: 'Livro Pirata', author: 'Fulano' });
    const caller = callerFor(t, reader);
    await caller.reports.create({
      targetType: 'book',
      targetId: id,
      reason: 'produto_proibido',
      details: 'Cópia xerox',
    });
    await caller.reports.create({ targetType: 'store', targetId: seller.id, reason: 'spam' });
    // The book report is the older one: the open queue is first come, first served.
    await t.db
      .updateTable('reports')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('target_type', '=', 'book')
      .execute();
    const adminCaller = callerFor(t, admin);

    const queue = await adminCaller.admin.reports.list({});
    expect(queue.items.map((r) => [r.targetType, r.target.label, r.owner?.name])).toEqual([
      ['book', 'Livro Pirata — Fulano', 'Sebo Suspeito'],
      ['store', 'Sebo Suspeito', 'Sebo Suspeito'],
    ]);
    expect((await adminCaller.admin.dashboard()).openReports).toBe(2);
    const [bookReport, storeReport] = queue.items;
    if (!bookReport || !storeReport) throw new Error('fila incompleta');

    const resolved = await adminCaller.admin.reports.resolve({
      reportId: bookReport.id,
      note: 'Cópia não autorizada',
      hideTarget: true,
    });
    expect(resolved.hidden).toBe(true);
    const stored = await t.db
      .selectFrom('books')
      .select(['status', 'status_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'hidden', status_reason: 'Cópia não autorizada' });
    expect(
      (await errorOf(adminCaller.admin.reports.resolve({ reportId: bookReport.id, note: 'de novo' }))).code,
    ).toBe('CONFLICT');

    await adminCaller.admin.reports.dismiss({ reportId: storeReport.id, note: 'Loja regular' });
    expect((await adminCaller.admin.reports.list({})).items).toEqual([]);
    const closed = await adminCaller.admin.reports.list({ status: 'resolved' });
    expect(closed.items[0]).toMatchObject({ status: 'resolved', resolutionNote: 'Cópia não autorizada' });
    expect((await adminCaller.admin.reports.list({ status: 'dismissed' })).items).toHaveLength(1);

    // Closed reports are history: the same user may report the store again.
    await caller.reports.create({ targetType: 'store', targetId: seller.id, reason: 'anuncio_falso' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'reason'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'book.hide', target_id: id, reason: 'Cópia não autorizada' },
      { action: 'report.resolve', target_id: bookReport.id, reason: 'Cópia não autorizada' },
      { action: 'report.dismiss', target_id: storeReport.id, reason: 'Loja regular' },
    ]);
  });

  it('resolving a store report with hiding suspends its seller', async () => {
    await callerFor(t, reader).reports.create({
      targetType: 'store',
      targetId: seller.id,
      reason: 'anuncio_falso',
    });
    const adminCaller = callerFor(t, admin);
    const [report] = (await adminCaller.admin.reports.list({})).items;
    if (!report) throw new Error('sem denúncia');
    await adminCaller.admin.reports.resolve({
      reportId: report.id,
      note: 'Golpe confirmado',
      hideTarget: true,
    });
    const user = await t.db
      .selectFrom('users')
      .select('suspended_reason')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(user.suspended_reason).toBe('Golpe confirmado');
    const actions = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['user.suspend', 'report.resolve']);
  });
});
