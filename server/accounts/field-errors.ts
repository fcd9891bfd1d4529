import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { RuleError } from '../errors.ts';

/** An error that belongs beside one form field (`data.fieldErrors`, see RuleError). */
export function fieldError(code: TRPC_ERROR_CODE_KEY, field: string, message: string): RuleError {
  return new RuleError(code, message, { field });
}
