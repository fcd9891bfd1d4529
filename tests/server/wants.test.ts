import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSignature } from '../../server/wants/wants.ts';
import { WANTS_FULL_MESSAGE, WANTS_MAX } from '../../shared/wants.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Lista de desejos' procedures (docs/product/wants.md). One database for the file: each test
// uses members of its own.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('wants', () => {
  it('saves a search and a work once each, lists them with the books that match now, and removes them', async () => {
    const seller = await createUser(t.db);
    const reader = await createUser(t.db);
    const casmurro = await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis' });
    const other = await createBook(t.db, seller.id, {
      title: 'Vidas Secas',
      author: 'Graciliano Ramos',
      isbn: '9788501000000',
    });
    const sameWork = await createBook(t.db, seller.id, {
      title: 'Vidas secas (2ª ed.)',
      author: 'G. Ramos',
      isbn: '978-85-01-00000-0',
    });
    const me = callerFor(t, reader);

    const search = await me.wants.saveSearch({ q: 'Dom  Casmurro', maxPrice: 100 });
    // Accents, case and spacing aside, the same search is the same want.
    expect(await me.wants.saveSearch({ q: 'dom casmurro', maxPrice: 100 })).toEqual(search);
    expect(await me.wants.forSearch({ q: 'DOM CASMURRO', maxPrice: 100 })).toEqual(search);
    expect(await me.wants.forSearch({ q: 'dom casmurro' })).toEqual({ id: null });

    expect(await me.wants.forBook({ bookId: other })).toEqual({ id: null });
    const work = await me.wants.saveWork({ bookId: other });
    expect(await me.wants.saveWork({ bookId: sameWork })).toEqual(work);
    expect(await me.wants.forBook({ bookId: sameWork })).toEqual(work);

    const list = await me.wants.list();
    expect(list.map((w) => [w.kind, w.label, w.matches.map((b) => b.id).sort()])).toEqual([
      ['work', 'Vidas Secas — Graciliano Ramos', [other, sameWork].sort()],
      ['search', 'Dom Casmurro', [casmurro]],
    ]);
    expect(list[1]?.search).toEqual({ q: 'Dom  Casmurro', maxPrice: 100 });
    // Another member's list is theirs, and their remove touches nothing of this one.
    expect(await callerFor(t, seller).wants.list()).toEqual([]);
    expect(await callerFor(t, seller).wants.remove(search)).toEqual({ removed: false });

    expect(await me.wants.remove(search)).toEqual({ removed: true });
    expect((await me.wants.list()).map((w) => w.id)).toEqual([work.id]);
  });

  it('refuses one’s own book, a 51st want, visitors and bad input', async () => {
    const seller = await createUser(t.db);
    const book = await createBook(t.db, seller.id);
    const me = callerFor(t, seller);
    expect(await errorOf(me.wants.saveWork({ bookId: book }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await errorOf(me.wants.saveWork({ bookId: '00000000-0000-4000-8000-000000000009' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(callerFor(t).wants.list())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await errorOf(me.wants.saveSearch({ q: 'a' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Digite ao menos 2 letras para salvar a busca.',
    });
    expect(await errorOf(me.wants.saveSearch({ q: 'duna', minPrice: 50, maxPrice: 10 }))).toMatchObject({
      message: 'O preço mínimo não pode ser maior que o preço máximo.',
    });
    expect(await errorOf(me.wants.remove({ id: -1 }))).toMatchObject({ message: 'Desejo inválido.' });

    await t.db
      .insertInto('wants')
      .values(
        Array.from({ length: WANTS_MAX }, (_, i) => ({
          user_id: seller.id,
          kind: 'search' as const,
          signature: searchSignature({ q: `livro ${i}` }),
          query: `livro ${i}`,
          label: `livro ${i}`,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    expect(await errorOf(me.wants.saveSearch({ q: 'mais um' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: WANTS_FULL_MESSAGE,
    });
    // Saving one already there is no new want, so it is not refused.
    expect(await me.wants.saveSearch({ q: 'livro 0' })).toEqual({ id: expect.any(Number) });
  });

  it('holds the limit when many wants are saved at once, and never names a hidden book', async () => {
    const member = await createUser(t.db);
    const me = callerFor(t, member);
    const saves = Array.from({ length: WANTS_MAX + 10 }, (_, i) =>
      me.wants.saveSearch({ q: `busca ${i}` }).catch(() => null),
    );
    await Promise.all(saves);
    const count = await t.db.selectFrom('wants').select('id').where('user_id', '=', member.id).execute();
    expect(count).toHaveLength(WANTS_MAX);

    const seller = await createUser(t.db);
    const hidden = await createBook(t.db, seller.id, { title: 'Título Escondido', status: 'hidden' });
    const other = callerFor(t, await createUser(t.db));
    expect(await errorOf(other.wants.saveWork({ bookId: hidden }))).toMatchObject({ code: 'NOT_FOUND' });
    const labels = await t.db.selectFrom('wants').select('label').execute();
    expect(labels.map((w) => w.label)).not.toContain(expect.stringContaining('Escondido'));
  });
});
