import { useRouter } from '@tanstack/react-router';

/**
 * For a visitor's click on something only members do ('Avise-me', 'Fazer oferta'): to sign in,
 * then back to this page (docs/product/accounts.md#sign-in). /auth returns to `redirect` once signed in.
 */
export function useSignInFirst(): () => void {
  const router = useRouter();
  return () => void router.navigate({ to: '/auth', search: { redirect: router.state.location.href } });
}
