import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { extraKeys, openSpots } from './authorization-outputs.ts';

// A column added to a query must not reach a client unless the procedure's output schema names it
// (docs/decisions/035-output-schemas.md). The queries of the book page and of every book card are
// simulated here with private columns joined in, as a careless `selectAll()` or an extra join would.

const SECRET_EMAIL = 'vendedor-secreto@example.com';
const SECRET_HASH = '$argon2id$v=19$segredo';

vi.mock('../../server/catalog/detail.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/catalog/detail.ts')>();
  return {
    ...original,
    findBookDetail: async (...args: Parameters<typeof original.findBookDetail>) => {
      const book = await original.findBookDetail(...args);
      return book && { ...book, passwordHash: SECRET_HASH, seller: { ...book.seller, email: SECRET_EMAIL } };
    },
  };
});

vi.mock('../../server/catalog/cards.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/catalog/cards.ts')>();
  return {
    ...original,
    toBookCard: (...args: Parameters<typeof original.toBookCard>) => {
      const card = original.toBookCard(...args);
      return { ...card, passwordHash: SECRET_HASH, seller: { ...card.seller, email: SECRET_EMAIL } };
    },
  };
});

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('a private column added to a query', () => {
  it("does not reach a visitor through the book page's answer", async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, { title: 'Dom Casmurro' });
    const visitor = callerFor(t);
    const byId = JSON.stringify(await visitor.books.byId({ id }));
    const bySlug = JSON.stringify(await visitor.books.bySlug({ slug: id }));
    for (const answer of [byId, bySlug]) {
      expect(answer).toContain('Dom Casmurro');
      expect(answer).not.toContain(SECRET_EMAIL);
      expect(answer).not.toContain(SECRET_HASH);
    }
  });

  it('does not reach a visitor through a list of book cards', async () => {
    const seller = await createUser(t.db);
    await createBook(t.db, seller.id, { title: 'Memórias Póstumas' });
    const visitor = callerFor(t);
    const answers = [
      await visitor.books.list({}),
      await visitor.books.section({ slug: 'lancamentos' }),
      await visitor.search.books({ q: 'memorias' }),
    ].map((a) => JSON.stringify(a));
    for (const answer of answers) {
      expect(answer).toContain('Memórias Póstumas');
      expect(answer).not.toContain(SECRET_EMAIL);
      expect(answer).not.toContain(SECRET_HASH);
    }
  });
});

describe('the strict reading of an answer (authorization-outputs.ts)', () => {
  const seller = z.looseObject({ id: z.string(), name: z.string() });
  const schema = z.object({
    items: z.array(z.object({ title: z.string(), seller })),
    kind: z.union([z.object({ a: z.literal(1) }), z.object({ b: z.literal(2) })]),
  });

  it('finds the keys a loose object let through, at any depth', () => {
    const answer = {
      items: [{ title: 'Livro', seller: { id: '1', name: 'Ana', email: SECRET_EMAIL } }],
      kind: { b: 2 },
    };
    expect(extraKeys(answer, schema)).toEqual(['items[0].seller.email']);
    expect(extraKeys({ ...answer, kind: { b: 2, c: 3 }, extra: true }, schema)).toEqual([
      'items[0].seller.email',
      'kind.c',
      'extra',
    ]);
    expect(extraKeys({ items: [], kind: { a: 1 } }, schema)).toEqual([]);
  });

  it('names where a schema is open', () => {
    expect(openSpots(schema)).toEqual(['(resposta).items[].seller: objeto aberto']);
    expect(openSpots(z.object({ details: z.record(z.string(), z.unknown()) }))).toEqual([
      '(resposta).details: record',
    ]);
  });
});
