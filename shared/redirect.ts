/**
 * A same-site path to return to after sign-in; anything else falls back to the home page. Apart
 * from the account schemas so the login routes' guards can use it without zod in the app's entry.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith('/auth') || target.startsWith('/login')) return '/';
  return target;
}
