import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Checking } from '../../components/auth/Checking.tsx';
import { useCurrentUser, useSessionSync } from '../../lib/session.ts';

// The admin guard (docs/product/screens.md#routes): no user → /auth, non-admin → /, admin sees the content. The
// server refuses admin procedures on its own (adminProcedure); this only spares a useless page.
export const Route = createFileRoute('/admin/_guarded')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
    if (!me) throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
    if (!me.isAdmin) throw redirect({ to: '/', replace: true });
    return { user: me };
  },
  pendingComponent: () => <Checking message="Verificando permissões..." />,
  component: AdminGuard,
});

function AdminGuard() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  useSessionSync();
  // Admin status is re-checked whenever the session changes (here or in another tab).
  const target = isLoading ? null : !user ? '/auth' : !user.isAdmin ? '/' : null;
  useEffect(() => {
    if (target) void navigate({ to: target, replace: true });
  }, [target, navigate]);
  if (!user?.isAdmin) return <Checking message="Verificando permissões..." />;
  return <Outlet />;
}
