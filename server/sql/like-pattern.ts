import { type Expression, type ExpressionBuilder, sql } from 'kysely';

/** '%text%' for LIKE, with the wildcards in the text escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One condition per expression: it contains `text`, its wildcards taken literally. The pattern
 * is lower case, so each expression is a `lower(...)` of a column (the admin searches).
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  lowered: readonly Expression<unknown>[],
  text: string,
) {
  const pattern = likePattern(text);
  return lowered.map((expression) => eb(expression, 'like', sql`${pattern} escape '\\'`));
}
