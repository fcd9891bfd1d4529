/**
 * The one place tRPC is initialised: the context every procedure receives, the error shape the
 * client reads, and the procedure ladder
 *
 *   publicProcedure → protectedProcedure (UNAUTHORIZED) → sellerProcedure / adminProcedure (FORBIDDEN)
 *
 * Routers build on these and never check roles by hand, so a rule lives in exactly one place.
 */
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/postgres.ts';
import { installPtBrZodMessages } from '../shared/zod-pt-br.ts';
import { verificationStatus } from './accounts/verification.ts';
import type { Context } from './context.ts';
import { DATABASE_UNAVAILABLE, publicMessage, RuleError, toastTitleOf, trpcErrorOf } from './errors.ts';
import { checkInput } from './input-guard.ts';
import { checkWriteLimits } from './rate-limits/limiter.ts';

// Zod's fallback messages (wrong types, missing objects) in pt-BR, before any input is parsed.
installPtBrZodMessages();

/** Per-procedure settings read by the middlewares below. */
export interface Meta {
  /** What a visitor is told when this procedure needs a signed-in user (each action words it: e.g. docs/product/cart.md#adding). */
  signIn?: { title: string; description: string };
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    // Live likes and messages travel over SSE. A ping every 15 s keeps proxies from closing an
    // idle stream; the client reconnects (and catches up from a snapshot) after 35 s of silence.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 35_000 } },
    errorFormatter({ shape, error }) {
      // Zod's field errors travel to the client so forms can put each message beside its field;
      // the top-level message is always a sentence a person can read (pt-BR).
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      // The database out of reach (restarting, failing over, every connection busy): 503 and a
      // sentence saying to try again, not an internal error; the HTTP status follows data.httpStatus.
      const unavailable = isDatabaseUnavailable(error.cause);
      return {
        ...shape,
        message: unavailable
          ? DATABASE_UNAVAILABLE.description
          : zodError
            ? firstZodMessage(zodError)
            : publicMessage(error),
        data: {
          ...shape.data,
          code: unavailable ? 'SERVICE_UNAVAILABLE' : shape.data.code,
          httpStatus: unavailable ? 503 : shape.data.httpStatus,
          // Stack traces never leave the server, not even in development builds served to others.
          stack: undefined,
          fieldErrors: zodError ? fieldErrors(zodError) : null,
          title: unavailable ? DATABASE_UNAVAILABLE.title : toastTitleOf(error),
        },
      };
    },
  });

function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos.';
}

function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const middleware = t.middleware;

/**
 * Reads every call's input, so a malformed or oversized body is refused even where the procedure
 * takes no input, and refuses fields the procedure does not take (server/input-guard.ts). Each
 * rung adds it after its own checks: who may call decides first, before any input is looked at.
 */
const inputGuard = t.middleware(async ({ path, getRawInput, next }) => {
  await checkInput(path, getRawInput);
  return next();
});

/**
 * A rule's refusal (RuleError, server/errors.ts) becomes the TRPCError it travels as, here and only
 * here. At the base of the ladder this sees every failure below it, the rungs' own included, and
 * it works for every caller: the errorFormatter runs only for HTTP answers (not for `createCaller`),
 * and the adapter's onError, which logs internal errors, sees the error before formatting
 * (docs/decisions/040-one-error-style.md). Anything else passes as it is: tRPC made it an
 * INTERNAL_SERVER_ERROR, whose message publicMessage replaces.
 */
const ruleErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof RuleError) throw trpcErrorOf(result.error.cause);
  return result;
});

/**
 * Every mutation spends a write of its session and its client address (server/rate-limits/limiter.ts),
 * refused or not, so a flood of refused calls is limited too; queries and subscriptions never do.
 */
const writeLimit = t.middleware(async ({ ctx, type, next }) => {
  if (type === 'mutation') await checkWriteLimits(ctx.db, ctx.config, ctx);
  return next();
});
const limited = t.procedure.use(ruleErrors).use(writeLimit);

/** Anyone, signed in or not. */
export const publicProcedure = limited.use(inputGuard);

/** A signed-in, non-suspended user; `ctx.user` is non-null below this rung. */
const signedIn = limited.use(({ ctx, meta, next }) => {
  if (!ctx.user) {
    const { title, description } = meta?.signIn ?? {
      title: 'Login necessário',
      description: 'Faça login para continuar.',
    };
    throw new RuleError('UNAUTHORIZED', description, { title });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const protectedProcedure = signedIn.use(inputGuard);

/** A signed-in user with a user_roles row of role admin. */
export const adminProcedure = signedIn
  .use(({ ctx, next }) => {
    if (!ctx.user.isAdmin) {
      throw new RuleError('FORBIDDEN', 'Acesso restrito a administradores.');
    }
    return next();
  })
  .use(inputGuard);

/**
 * A signed-in user who may list books: verified email, identity and address
 * (docs/product/selling.md#who-can-sell). The refusal names the next step, which the add-book
 * page also shows.
 */
export const sellerProcedure = signedIn
  .use(async ({ ctx, next }) => {
    const status = await verificationStatus(ctx.db, ctx.user.id);
    if (!status.isSellerEligible) {
      const step = {
        email: 'confirme seu email',
        personal: 'preencha seus dados pessoais',
        address: 'cadastre seu endereço',
        none: '',
      }[status.nextRequiredStep];
      throw new RuleError('FORBIDDEN', `Para vender livros, ${step} em Meu Perfil.`);
    }
    return next();
  })
  .use(inputGuard);
