import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '../../shared/redirect.ts';
import { AuthLoading } from '../components/auth/AuthLoading.tsx';
import { AuthScreen } from '../components/auth/AuthScreen.tsx';
import { validateAuthSearch } from '../components/auth/search.ts';

export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  // Signed-in visitors do not see the login screen (docs/product/accounts.md#sign-in).
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
    if (me) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  pendingComponent: AuthLoading,
  component: function AuthRoute() {
    return <AuthScreen search={Route.useSearch()} path="/auth" />;
  },
});
