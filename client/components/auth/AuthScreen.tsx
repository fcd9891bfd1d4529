import * as Tabs from '@radix-ui/react-tabs';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { safeRedirect } from '../../../shared/redirect.ts';
import { SIGN_IN_REASONS } from '../../../shared/sign-in-reason-lines.ts';
import { useAuthChanged, useAuthOptions, useCurrentUser } from '../../lib/session.ts';
import { toast } from '../toast.ts';
import { usePageTitle } from '../use-page-title.ts';
import { AuthLoading } from './AuthLoading.tsx';
import { GOOGLE_ERRORS, GoogleButton } from './GoogleButton.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

import type { AuthSearch, AuthTab } from './search.ts';

const tabClass =
  'flex-1 rounded-full px-4 py-2 font-semibold text-sm text-stone-600 outline-none transition-colors hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-brand-600/50 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** /auth and /login (docs/product/accounts.md#sign-in). */
export function AuthScreen({ search, path }: { search: AuthSearch; path: '/auth' | '/login' }) {
  const { user, isLoading } = useCurrentUser();
  const options = useAuthOptions();
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const tab: AuthTab = search.tab ?? 'login';
  usePageTitle(tab === 'register' ? 'Criar conta' : 'Entrar');

  // Back from Google with a failure: say why once, then drop the parameter from the address.
  useEffect(() => {
    if (!search.erro) return;
    toast.error('Erro no login social', { description: GOOGLE_ERRORS[search.erro] ?? GOOGLE_ERRORS.interno });
    void navigate({ to: path, search: { ...search, erro: undefined }, replace: true });
  }, [search, navigate, path]);

  // A session that appears while this screen is open (signed in here or in another tab) leaves
  // it: for the page the visitor came from, or where the form that just succeeded says.
  const destination = useRef<string | null>(null);
  useEffect(() => {
    if (user) void navigate({ href: destination.current ?? safeRedirect(search.redirect), replace: true });
  }, [user, navigate, search.redirect]);

  if (isLoading || user || options.isLoading) return <AuthLoading />;

  const google = options.data?.google ?? false;
  const passwordSignup = options.data?.passwordSignup ?? true;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 md:py-12">
      <AuthHeading tab={tab} />
      {search.motivo && (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-center font-medium text-brand-900">
          {SIGN_IN_REASONS[search.motivo]}
        </p>
      )}
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            void navigate({
              to: path,
              search: { ...search, tab: value === 'register' ? 'register' : undefined },
              replace: true,
            })
          }
        >
          <Tabs.List
            aria-label="Entrar ou criar conta"
            className="mb-6 flex gap-1 rounded-full bg-stone-100 p-1"
          >
            <Tabs.Trigger value="login" className={tabClass}>
              Entrar
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Criar conta
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="flex flex-col gap-5 outline-none">
            <LoginForm onSignedIn={() => authChanged('SIGNED_IN')} />
            {google && <SocialDivider tab="login" redirect={search.redirect} />}
          </Tabs.Content>
          <Tabs.Content value="register" className="flex flex-col gap-5 outline-none">
            <RegisterForm
              passwordSignup={passwordSignup}
              onRegistered={async () => {
                // Back to what the visitor was doing; without a page to go back to, 'Meu Perfil'.
                destination.current = search.redirect ? safeRedirect(search.redirect) : '/dashboard';
                await authChanged('SIGNED_IN');
              }}
            />
            {google && <SocialDivider tab="register" redirect={search.redirect} />}
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}

function SocialDivider({ tab, redirect }: { tab: AuthTab; redirect: string | undefined }) {
  return (
    <>
      <div className="flex items-center gap-3 text-stone-500 text-xs uppercase tracking-wide">
        <span className="h-px flex-1 bg-stone-200" />
        ou
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleButton tab={tab} redirect={redirect} />
    </>
  );
}

/** The way back home and the screen's title, which says which tab is open. */
function AuthHeading({ tab }: { tab: AuthTab }) {
  return (
    <>
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-stone-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para o início
      </Link>
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <BookOpen aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold font-serif text-3xl text-stone-900">
          {tab === 'register' ? 'Crie sua conta' : 'Bem-vindo ao Releia'}
        </h1>
        <p className="text-stone-600">Descubra, compre e venda livros</p>
      </div>
    </>
  );
}
