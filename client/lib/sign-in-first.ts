import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { type SignInReason, signInSearch } from '../../shared/sign-in-reason.ts';
import type { PendingIntent } from './pending-intent.ts';

/**
 * For a visitor's click on something only members do ('Comprar', 'Seguir', 'Avise-me'...): to
 * sign in with one line saying why, then back to this page (docs/product/accounts.md#sign-in),
 * where `intent`, if given, is done once (see PendingIntentRunner). /auth returns to `redirect`
 * once signed in or registered: this page, or `back()` where the action leads elsewhere.
 */
export function useSignInFirst(
  reason?: SignInReason,
  options: { intent?: PendingIntent; back?: () => string } = {},
): () => void {
  const router = useRouter();
  // The same function every render (cards pass it on), reading the latest options when clicked.
  const latest = useRef(options);
  latest.current = options;
  return useCallback(() => {
    const { intent, back } = latest.current;
    const target = back ? back() : router.state.location.href;
    const go = () => void router.navigate({ to: '/auth', search: signInSearch(target, reason) });
    // Loaded on the click, not with the page: every book card carries this hook.
    if (intent)
      void import('./pending-intent.ts')
        .then(({ savePendingIntent }) => savePendingIntent(intent))
        .finally(go);
    else go();
  }, [router, reason]);
}
