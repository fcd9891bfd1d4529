import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';

/**
 * An error that belongs beside one form field. Wrapping it in a ZodError lets the errorFormatter
 * (server/trpc.ts) put it in `data.fieldErrors` exactly like an input validation failure.
 * ZodRealError is the variant that extends Error, so tRPC keeps it as the cause.
 */
export function fieldError(code: TRPC_ERROR_CODE_KEY, field: string, message: string): TRPCError {
  return new TRPCError({
    code,
    message,
    cause: new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]),
  });
}
