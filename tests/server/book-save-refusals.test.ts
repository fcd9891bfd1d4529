import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { insertBook } from '../../server/listings/listings.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, makeEligibleSeller } from '../helpers/factories.ts';
import { refusalOf } from '../helpers/trpc.ts';

// A failed save of a new book is worded by the server, 'Erro ao salvar livro: ' and the reason
// (docs/product/selling.md#errors); the add-book page shows what the server says.

let t: TestDb;
let seller: SessionUser;
beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { verified: true });
  await makeEligibleSeller(t.db, seller.id);
});
afterEach(() => t.close());

const valid = {
  title: 'Dom Casmurro',
  author: 'Machado de Assis',
  price: '25,00',
  condition: 'usado_bom' as const,
};

describe('books.create refused by a listing rule', () => {
  it("says 'Erro ao salvar livro: ' and the reason, and saves nothing", async () => {
    const refused = await refusalOf(callerFor(t, seller).books.create({ ...valid, categorySlug: 'sumiu' }));
    expect(refused).toEqual({
      code: 'BAD_REQUEST',
      title: null,
      message: 'Erro ao salvar livro: Categoria inválida.',
    });
    expect(await t.db.selectFrom('books').select('id').execute()).toEqual([]);
  });

  it('words a database failure the same way, as an internal error', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expect(insertBook(t.db, ghost, bookCreateInput.parse(valid))).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: expect.stringMatching(/^Erro ao salvar livro: /),
    });
  });

  it('leaves an edit refused by the same rule in its own words (the edit page has its own line)', async () => {
    const id = await createBook(t.db, seller.id);
    expect(
      await refusalOf(callerFor(t, seller).books.update({ id, changes: { categorySlug: 'sumiu' } })),
    ).toEqual({
      code: 'BAD_REQUEST',
      title: null,
      message: 'Categoria inválida.',
    });
  });
});
