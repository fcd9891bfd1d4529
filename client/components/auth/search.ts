import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { safeRedirect } from '../../../shared/redirect.ts';
import { type SignInReason, signInReason } from '../../../shared/sign-in-reason.ts';
import type { Trpc } from '../../lib/trpc.ts';

// The login screen's URL parameters. A module of its own: the route files use it for
// validateSearch and beforeLoad, which stay in the app's entry chunk, while the screen is loaded with its route.

export type AuthTab = 'login' | 'register';
export interface AuthSearch {
  tab?: AuthTab;
  redirect?: string;
  erro?: string;
  /** Why the visitor was sent here: one of SIGN_IN_REASONS, else dropped. */
  motivo?: SignInReason;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    tab: search.tab === 'register' ? 'register' : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    erro: typeof search.erro === 'string' ? search.erro : undefined,
    motivo: signInReason(search.motivo),
  };
}

/** The login screen's beforeLoad, for /auth and /login alike: signed-in visitors do not see it
 * (docs/product/accounts.md#sign-in) and go on to where they were headed. */
export async function leaveIfSignedIn({
  context,
  search,
}: {
  context: { queryClient: QueryClient; trpc: Trpc };
  search: AuthSearch;
}): Promise<void> {
  const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
  if (me) throw redirect({ href: safeRedirect(search.redirect), replace: true });
}
