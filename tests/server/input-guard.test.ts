import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyTreeOf, keyTreeOfInputs, unknownKeys } from '../../server/input-guard.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

// Procedures refuse input they do not take (server/input-guard.ts, decision 013).

describe('keyTreeOf / unknownKeys', () => {
  const schema = z.object({
    id: z.uuid(),
    changes: z
      .object({ title: z.string().optional(), tags: z.array(z.object({ name: z.string() })) })
      .refine(() => true),
    note: z
      .string()
      .optional()
      .transform((v) => v ?? null),
    extra: z.looseObject({ a: z.string() }),
  });
  const tree = keyTreeOf(schema);

  it('accepts exactly the declared keys, at any depth', () => {
    expect(unknownKeys({ id: 'x', changes: { title: 't', tags: [{ name: 'n' }] }, note: 'n' }, tree)).toEqual(
      [],
    );
    expect(
      unknownKeys(
        { id: 'x', admin: true, changes: { title: 't', tags: [{ name: 'n', evil: 1 }], slug: 's' } },
        tree,
      ),
    ).toEqual(['admin', 'changes.tags.0.evil', 'changes.slug']);
  });

  it('leaves wrong types to the schema and loose objects alone', () => {
    expect(unknownKeys({ changes: 'texto', extra: { a: 'x', b: 'y' } }, tree)).toEqual([]);
    expect(unknownKeys(42, tree)).toEqual([]);
  });

  it("lets tRPC's infinite queries add `direction` where the input has a cursor", () => {
    const paged = keyTreeOfInputs([z.object({ q: z.string(), cursor: z.string().nullish() })]);
    expect(unknownKeys({ q: 'a', cursor: null, direction: 'forward' }, paged)).toEqual([]);
    const single = keyTreeOfInputs([z.object({ q: z.string() })]);
    expect(unknownKeys({ q: 'a', direction: 'forward' }, single)).toEqual(['direction']);
  });

  it('treats a procedure without input as taking none (null and undefined are nothing)', () => {
    const none = keyTreeOfInputs([]);
    expect(unknownKeys(undefined, none)).toEqual([]);
    expect(unknownKeys(null, none)).toEqual([]);
    expect(unknownKeys({}, none)).toEqual(['(entrada)']);
    expect(unknownKeys(0, none)).toEqual(['(entrada)']);
  });

  it('sees JSON keys that are also Object.prototype names', () => {
    expect(unknownKeys(JSON.parse('{"id":"x","constructor":{"prototype":{}}}'), tree)).toEqual([
      'constructor',
    ]);
  });
});

describe('the app router with the guard', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.close());

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
    );

  it('refuses an unknown field with a pt-BR message naming it', async () => {
    const user = await createUser(t.db);
    const input = { bookId: crypto.randomUUID(), quantity: 2 } as unknown as { bookId: string };
    expect(await refusal(callerFor(t, user).cart.add(input))).toBe(
      'BAD_REQUEST: Campo não aceito: "quantity".',
    );
  });

  it('refuses input sent to a procedure that takes none', async () => {
    const user = await createUser(t.db);
    const clear = callerFor(t, user).cart.clear as unknown as (input: unknown) => Promise<unknown>;
    expect(await refusal(clear({ all: true }))).toBe('BAD_REQUEST: Esta operação não recebe dados.');
  });

  it('lets who-may-call decide first: a visitor hears UNAUTHORIZED whatever the input', async () => {
    const add = callerFor(t).cart.add as unknown as (input: unknown) => Promise<unknown>;
    expect(await refusal(add({ bookId: 'x', evil: 1 }))).toMatch(/^UNAUTHORIZED/);
  });
});
