import { Link } from '@tanstack/react-router';
import { BookOpen, PlusCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser, useSessionSync } from '../../lib/session.ts';
import { SiteLink } from '../SiteLink.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { DeferredMobileMenu } from './HeaderMenus.tsx';
import { HeaderShortcuts } from './HeaderShortcuts.tsx';
import { ACCOUNT_PATHS } from './nav.ts';
import { SearchBox } from './SearchBox.tsx';

// The bell's code (and the kinds' labels it reads) is only for signed-in members: a visitor's
// first load goes without it (the home page's JS budget, scripts/check-bundle.ts).
const NotificationBell = lazy(() =>
  import('../notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);
// What a visitor meant to do before signing in is done by members only: the same reasoning.
const PendingIntentRunner = lazy(() =>
  import('../auth/PendingIntentRunner.tsx').then((m) => ({ default: m.PendingIntentRunner })),
);

/**
 * Site header (docs/product/screens.md#header): logo, search, 'Vender Livros', cart and favourites with count
 * badges, the notifications' bell (docs/product/notifications.md#the-bell), the account menu or Entrar/Cadastrar, and on small screens the slide-in menu.
 */
export function Header() {
  const { user, isLoading } = useCurrentUser();
  // Sign-in and sign-out in another tab refresh this one too.
  useSessionSync();

  return (
    <header className="sticky top-0 z-40 border-stone-200 border-b bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 md:gap-4 md:px-4 lg:px-6">
        <DeferredMobileMenu />
        <HeaderLogo />

        <SearchBox variant="desktop" className="mx-2 hidden max-w-xl flex-1 md:block" />
        <div className="flex-1 md:hidden" />

        <SiteLink
          href={user ? ACCOUNT_PATHS.addBook : ACCOUNT_PATHS.sellSignIn}
          className="hidden shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800 md:inline-flex"
        >
          <PlusCircle aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Vender Livros</span>
          <span className="lg:hidden">Vender</span>
        </SiteLink>

        <HeaderShortcuts />
        {user ? (
          // Its place is kept while the code arrives, so the header does not shift.
          <Suspense fallback={<span aria-hidden="true" className="inline-block size-10 shrink-0" />}>
            <NotificationBell />
            <PendingIntentRunner />
          </Suspense>
        ) : null}
        <HeaderAccount user={user} isLoading={isLoading} />
      </div>
      <div className="px-3 pb-2.5 md:hidden">
        <SearchBox variant="compact" />
      </div>
      <CategoryBar />
    </header>
  );
}

function HeaderLogo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label="Releia, página inicial">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <BookOpen aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-bold font-serif text-brand-800 text-xl">Releia</span>
        <span className="hidden text-stone-500 text-xs xl:block">Descubra, compre e venda livros</span>
      </span>
    </Link>
  );
}
