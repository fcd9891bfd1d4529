import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { AuthLoading } from '../../components/auth/AuthLoading.tsx';
import { LoginForm } from '../../components/auth/LoginForm.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useAuthChanged, useCurrentUser } from '../../lib/session.ts';

// /admin/login is open (docs/product/screens.md#routes): the same password sign-in, then the admin area. Whether
// the account is an admin is decided by the guard and the server, never here.
export const Route = createFileRoute('/admin/login')({
  component: AdminLogin,
});

function AdminLogin() {
  usePageTitle('Acesso administrativo');
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  if (isLoading) return <AuthLoading />;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-stone-800 text-white">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold font-serif text-3xl text-stone-900">Acesso administrativo</h1>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {user ? (
          <div className="flex flex-col gap-4 text-center text-stone-700">
            <p>
              Você está conectado como <strong>{user.name}</strong>.
            </p>
            {user.isAdmin ? (
              <Link to="/admin" className="font-semibold text-brand-800 underline underline-offset-2">
                Ir para o painel administrativo
              </Link>
            ) : (
              <p>Esta conta não tem acesso administrativo.</p>
            )}
          </div>
        ) : (
          <LoginForm
            onSignedIn={async () => {
              await authChanged('SIGNED_IN');
              await navigate({ to: '/admin' });
            }}
          />
        )}
      </div>
      <Link to="/" className="text-center text-sm text-stone-700 hover:text-brand-800">
        Voltar para o início
      </Link>
    </div>
  );
}
