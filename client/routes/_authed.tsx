import { createFileRoute, Navigate, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { Checking } from '../components/auth/Checking.tsx';
import { useCurrentUser, useSessionSync } from '../lib/session.ts';

// Every signed-in page lives under this pathless layout (spec section 2): visitors are sent to
// /auth, which brings them back here after signing in.
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
    if (!me) throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
    return { user: me };
  },
  pendingComponent: () => <Checking message="Verificando acesso..." />,
  component: AuthedLayout,
});

function AuthedLayout() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  useSessionSync();
  // The session can change while the page is open (sign-out here or in another tab).
  if (isLoading) return <Checking message="Verificando acesso..." />;
  if (!user) return <Navigate to="/auth" search={{ redirect: location.href }} replace />;
  return <Outlet />;
}
