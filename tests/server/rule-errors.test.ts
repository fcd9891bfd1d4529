import { TRPCError } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { TrpcClient } from '../../scripts/lib/trpc-http.ts';
import { createContextInner } from '../../server/context.ts';
import { RuleError } from '../../server/errors.ts';
import { createCallerFactory, protectedProcedure, publicProcedure, router } from '../../server/trpc.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { type Listening, listen } from '../helpers/http-server.ts';

// A rule refuses with a RuleError (server/errors.ts); the ladder's base (server/trpc.ts) turns it
// into the TRPCError clients receive. Both ways in must get the same code, message, toast title
// and field errors: a direct caller (createCaller, which never runs the errorFormatter) and HTTP.

const STRAY = new Error('SQLITE_CONSTRAINT: NOT NULL constraint failed: books.title (/srv/releia.db)');

const refusals = router({
  plain: publicProcedure.query(() => {
    throw new RuleError('CONFLICT', 'Esta denúncia já foi analisada.');
  }),
  titled: publicProcedure.query(() => {
    throw new RuleError('NOT_FOUND', 'Este livro não existe mais.', { title: 'Livro não encontrado' });
  }),
  field: publicProcedure.mutation(() => {
    throw new RuleError('CONFLICT', 'Já existe uma categoria com este endereço.', { field: 'slug' });
  }),
  limited: publicProcedure.mutation(() => {
    throw new RuleError('TOO_MANY_REQUESTS', 'Muitas tentativas. Tente novamente em 1 minuto.');
  }),
  caused: publicProcedure.mutation(() => {
    throw new RuleError('INTERNAL_SERVER_ERROR', 'Erro ao salvar livro: erro inesperado no banco de dados.', {
      cause: STRAY,
    });
  }),
  unexpected: publicProcedure.query(() => {
    throw STRAY;
  }),
  signedIn: protectedProcedure
    .meta({ signIn: { title: 'Login necessário', description: 'Faça login para denunciar.' } })
    .query(() => 'nunca'),
});

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await t.close();
});

const caller = () =>
  createCallerFactory(refusals)(createContextInner({ db: t.db, config: t.config, ip: '127.0.0.1' }));

async function thrown(call: () => Promise<unknown>): Promise<TRPCError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('esperava um erro');
}

describe('a RuleError through createCaller', () => {
  it('arrives as a TRPCError with its code and message, the rule error as its cause', async () => {
    const error = await thrown(() => caller().plain());
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Esta denúncia já foi analisada.' });
    expect(error.cause).toBeInstanceOf(RuleError);
    expect(error.cause).toMatchObject({ title: null });
  });

  it('keeps its toast title on the cause', async () => {
    const error = await thrown(() => caller().titled());
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Este livro não existe mais.' });
    expect(error.cause).toMatchObject({ title: 'Livro não encontrado' });
  });

  it("puts a field's refusal in a ZodError, as an input validation failure", async () => {
    const error = await thrown(() => caller().field());
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Já existe uma categoria com este endereço.' });
    expect(error.cause).toBeInstanceOf(ZodError);
    expect((error.cause as ZodError).issues).toMatchObject([
      { path: ['slug'], message: 'Já existe uma categoria com este endereço.' },
    ]);
  });

  it("maps a rung's refusal too (the ladder's own rules throw RuleError)", async () => {
    const error = await thrown(() => caller().signedIn());
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Faça login para denunciar.' });
    expect(error.cause).toMatchObject({ title: 'Login necessário' });
  });

  it('leaves any other error an internal one, as before', async () => {
    const error = await thrown(() => caller().unexpected());
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.cause).toBe(STRAY);
  });
});

describe('a RuleError over HTTP', () => {
  let server: Listening;
  let client: TrpcClient;
  const logged: TRPCError[] = [];

  beforeEach(async () => {
    logged.length = 0;
    const handler = createHTTPHandler({
      router: refusals,
      basePath: '/trpc/',
      createContext: () => createContextInner({ db: t.db, config: t.config, ip: '127.0.0.1' }),
      onError: ({ error }) => void logged.push(error),
    });
    server = await listen((req, res) => void handler(req, res));
    client = new TrpcClient(server.base);
  });
  afterEach(async () => {
    await server.close();
  });

  it('answers with the status of its code, its message and no title', async () => {
    expect(await client.query('plain')).toEqual({
      ok: false,
      status: 409,
      error: {
        code: 'CONFLICT',
        httpStatus: 409,
        message: 'Esta denúncia já foi analisada.',
        title: null,
        fieldErrors: null,
      },
    });
    expect(await client.mutation('limited')).toMatchObject({
      status: 429,
      error: { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas. Tente novamente em 1 minuto.' },
    });
  });

  it('sends the toast title as data.title', async () => {
    expect(await client.query('titled')).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'Este livro não existe mais.', title: 'Livro não encontrado' },
    });
    expect(await client.query('signedIn')).toMatchObject({
      status: 401,
      error: { code: 'UNAUTHORIZED', message: 'Faça login para denunciar.', title: 'Login necessário' },
    });
  });

  it('sends a field refusal in data.fieldErrors', async () => {
    expect(await client.mutation('field')).toMatchObject({
      status: 409,
      error: {
        code: 'CONFLICT',
        message: 'Já existe uma categoria com este endereço.',
        title: null,
        fieldErrors: { slug: 'Já existe uma categoria com este endereço.' },
      },
    });
  });

  it('keeps an internal refusal worded by its rule, and its cause for the log', async () => {
    expect(await client.mutation('caused')).toMatchObject({
      status: 500,
      error: {
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Erro ao salvar livro: erro inesperado no banco de dados.',
      },
    });
    expect(logged.map((e) => (e.cause as Error).cause)).toEqual([STRAY]);
  });

  it('still answers an unexpected error with the generic sentence, never its text', async () => {
    const result = await client.query('unexpected');
    expect(result).toMatchObject({
      status: 500,
      error: {
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Erro interno. Tente novamente em instantes.',
        title: null,
      },
    });
    expect(JSON.stringify(result)).not.toContain('SQLITE');
  });

  it('is logged as an internal error only when it is one', async () => {
    await client.query('plain');
    await client.query('titled');
    await client.mutation('field');
    expect(logged.map((e) => e.code)).toEqual(['CONFLICT', 'NOT_FOUND', 'CONFLICT']);
    await client.query('unexpected');
    expect(logged.at(-1)?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe("the app's own refusals over HTTP", () => {
  let app: AppServer;
  beforeEach(async () => {
    app = await startAppServer(t);
  });
  afterEach(async () => {
    await app.close();
  });

  it("answer with today's code, message, title and field errors", async () => {
    const client = new TrpcClient(app.base);
    expect(await client.mutation('cart.add', { bookId: 'qualquer' })).toMatchObject({
      status: 401,
      error: {
        code: 'UNAUTHORIZED',
        message: 'Faça login para adicionar livros ao carrinho',
        title: 'Login necessário',
        fieldErrors: null,
      },
    });
    await createUser(t.db, { email: 'ana@example.com' });
    const register = {
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      password: 'livros123',
      newsletter: false,
      acceptTerms: true,
    };
    expect(await client.mutation('accounts.register', register)).toMatchObject({
      status: 409,
      error: {
        code: 'CONFLICT',
        message: 'Já existe uma conta com este email. Use a aba Entrar para acessar.',
        title: null,
        fieldErrors: { email: 'Já existe uma conta com este email. Use a aba Entrar para acessar.' },
      },
    });
  });
});
