import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { pageReason, signInSearch } from '../../shared/sign-in-reason.ts';
import { Checking } from '../components/auth/Checking.tsx';
import { useCurrentUser, useSessionSync } from '../lib/session.ts';

// Every signed-in page lives under this pathless layout (docs/product/screens.md#routes): visitors are sent to
// /auth, saying why where the page tells it (docs/product/accounts.md#sign-in), which brings them
// back here after signing in.
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
    if (!me)
      throw redirect({
        to: '/auth',
        search: signInSearch(location.href, pageReason(location.pathname)),
        replace: true,
      });
    return { user: me };
  },
  pendingComponent: () => <Checking message="Verificando acesso..." />,
  component: AuthedLayout,
});

function AuthedLayout() {
  const { user, isLoading } = useCurrentUser();
  const href = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  useSessionSync();
  // The session can end while the page is open (sign-out here or in another tab): go to /auth
  // once, remembering the last page seen signed in (the address changes on the way out).
  const lastHref = useRef(href);
  if (user) lastHref.current = href;
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) void navigate({ to: '/auth', search: { redirect: lastHref.current }, replace: true });
  }, [signedOut, navigate]);
  if (!user) return <Checking message="Verificando acesso..." />;
  return <Outlet />;
}
