/** The first message of each field of a failed zod parse, keyed by path ('_' for the form itself). */
export function firstErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}
