import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { appRouter } from '../../server/app-router.ts';
import type { SessionUser } from '../../server/context.ts';
import { createContextInner } from '../../server/context.ts';
import { RuleError } from '../../server/errors.ts';
import type { TestDb } from './db.ts';

/**
 * A caller that also collects the Set-Cookie values procedures send; callerFor in db.ts is the
 * plain one (a tRPC caller is a proxy: every property read on it is a procedure path).
 */
export function cookieCaller(
  t: TestDb,
  user: SessionUser | null = null,
  opts: { ip?: string; sessionId?: string; userAgent?: string } = {},
) {
  const cookies: string[] = [];
  const ctx = createContextInner({
    db: t.db,
    config: t.config,
    user,
    ip: opts.ip ?? '127.0.0.1',
    userAgent: opts.userAgent ?? null,
    sessionId: opts.sessionId ?? null,
    setCookie: (c) => cookies.push(c),
  });
  return { caller: appRouter.createCaller(ctx), cookies };
}

/**
 * The error a call fails with, its message as the client would show it: the first zod message
 * for invalid input (the errorFormatter does this over HTTP; a direct caller skips it).
 */
export async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const fieldErrors: Record<string, string> = {};
    for (const issue of zod?.issues ?? []) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
    return { code: error.code, message: zod?.issues[0]?.message ?? error.message, fieldErrors };
  }
  throw new Error('esperava um erro');
}

/** A refusal as its toast shows it: code, title (`data.title` over HTTP) and message. */
export async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const title = error.cause instanceof RuleError ? error.cause.title : null;
    return { code: error.code, title, message: error.message };
  }
  throw new Error('esperava uma recusa');
}
