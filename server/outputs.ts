import { z } from 'zod';

// Building blocks of the output schemas (docs/decisions/035-output-schemas.md). An output schema
// names each field a procedure sends; zod drops any other key of the answer, so a column added to
// a query reaches no client until its schema names it.

/**
 * Text of a union the database or shared/ defines (a status, a kind): checked as text, typed as
 * the union. The list of values stays where it is defined, in one copy.
 */
export const textOf = <T extends string>() => z.custom<T>((v) => typeof v === 'string');

/** One page of a list and the cursor of the next (server/sql/paging.ts). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
