import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/app-router.ts';
import { createContextInner, type SessionUser } from '../../server/context.ts';
import { adminProcedure, protectedProcedure, router, sellerProcedure } from '../../server/trpc.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { PUBLIC } from '../helpers/public-procedures.ts';
import { MATRIX } from './authorization-matrix.ts';
import { openSpots, outputSchemaOf } from './authorization-outputs.ts';

const procedures = Object.keys(appRouter._def.procedures as Record<string, unknown>).sort();

type AnyCaller = Record<string, unknown>;

/** Calls a procedure by its dotted path with no input; resolves to the error code or 'OK'. */
async function call(user: SessionUser | null, path: string, t: TestDb): Promise<string> {
  let target: unknown = callerFor(t, user);
  for (const part of path.split('.')) target = (target as AnyCaller)[part];
  try {
    const result = await (target as (input?: unknown) => Promise<unknown>)(undefined);
    // Subscriptions hand back an iterator; reading it runs the procedure.
    if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
      const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      await iterator.next();
      await iterator.return?.();
    }
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('every procedure of the app router', () => {
  it('finds the procedures to check', () => {
    expect(procedures).toContain('accounts.logout');
    expect(procedures.length).toBeGreaterThan(10);
  });

  it('lists no public procedure that does not exist', () => {
    expect([...PUBLIC].filter((p) => !procedures.includes(p))).toEqual([]);
  });

  it.each(procedures.filter((p) => !PUBLIC.has(p)))('%s refuses visitors with UNAUTHORIZED', async (path) => {
    expect(await call(null, path, t)).toBe('UNAUTHORIZED');
  });

  it.each([...PUBLIC])('%s is open to visitors', async (path) => {
    expect(await call(null, path, t)).not.toBe('UNAUTHORIZED');
  });

  it('refuses a normal user every admin procedure with FORBIDDEN', async () => {
    const user = await createUser(t.db);
    for (const path of procedures.filter((p) => p.startsWith('admin.'))) {
      expect(`${path}: ${await call(user, path, t)}`).toBe(`${path}: FORBIDDEN`);
    }
  });
});

describe("answers that carry other members' data (docs/decisions/035-output-schemas.md)", () => {
  const typeOf = (path: string) =>
    (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;
  // tRPC parses a subscription's output as one value, not event by event: messages.events parses
  // each event itself (server/messages/outputs.ts).
  const members = Object.keys(MATRIX).filter((p) => MATRIX[p]?.members && typeOf(p) !== 'subscription');
  /** Keys a schema leaves open on purpose, with the reason. */
  const openByDesign: Record<string, string[]> = {
    // What each admin action recorded, in its own shape; only the audit page reads it.
    'admin.audit.list': ['(resposta).items[].details: record'],
  };

  it('marks the procedures in the matrix', () => {
    expect(members).toContain('books.bySlug');
    expect(members.length).toBeGreaterThan(25);
  });

  it.each(members)('%s declares an output schema that names every key', (path) => {
    const schema = outputSchemaOf(path);
    expect(schema, `${path} não declara .output()`).not.toBeNull();
    if (schema) expect(openSpots(schema)).toEqual(openByDesign[path] ?? []);
  });
});

describe('the procedure ladder', () => {
  // A router of its own, so each rung is checked even before the app has admin procedures.
  const ladder = router({
    protected: protectedProcedure.query(({ ctx }) => ctx.user.id),
    seller: sellerProcedure.query(() => 'vende'),
    admin: adminProcedure.query(() => 'admin'),
  });
  const callerAs = (user: SessionUser | null) =>
    ladder.createCaller(createContextInner({ db: t.db, config: t.config, user }));
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'OK',
      (e: unknown) => (e instanceof TRPCError ? e.code : 'other'),
    );

  it('public → protected → seller / admin', async () => {
    const user = await createUser(t.db);
    const admin = await createUser(t.db, { admin: true });
    expect(await codeOf(callerAs(null).protected())).toBe('UNAUTHORIZED');
    expect(await codeOf(callerAs(null).seller())).toBe('UNAUTHORIZED');
    expect(await codeOf(callerAs(null).admin())).toBe('UNAUTHORIZED');
    expect(await callerAs(user).protected()).toBe(user.id);
    expect(await codeOf(callerAs(user).admin())).toBe('FORBIDDEN');
    expect(await callerAs(admin).admin()).toBe('admin');
  });

  it('lets only eligible sellers through, naming the next step', async () => {
    const user = await createUser(t.db, { verified: true });
    const refused = await callerAs(user)
      .seller()
      .catch((e: TRPCError) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('FORBIDDEN');
    expect((refused as TRPCError).message).toBe(
      'Para vender livros, preencha seus dados pessoais em Meu Perfil.',
    );
    const now = new Date().toISOString();
    await t.db
      .insertInto('user_identity_info')
      .values({
        user_id: user.id,
        first_name: 'A',
        last_name: 'B',
        cpf: '52998224725',
        birth_date: '1990-01-01',
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('user_addresses')
      .values({
        id: 'end-1',
        user_id: user.id,
        cep: '01310100',
        street: 'Rua',
        number: '1',
        complement: null,
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        created_at: now,
      })
      .execute();
    expect(await callerAs(user).seller()).toBe('vende');
  });
});
