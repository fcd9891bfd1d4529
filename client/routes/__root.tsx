import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { categoriesQueryOptions } from '../components/categories.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { FullPageLoading } from '../components/Loading.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { OfflineBanner } from '../components/layout/OfflineBanner.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { PerfMonitor } from '../components/perf/PerfMonitor.tsx';
import { Toaster } from '../components/Toaster.tsx';
import type { Trpc } from '../lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in decides the header, so it is known before the first paint; categories feed
  // the header and footer menus but a failure there must not take the page down.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions()),
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
    ]);
  },
  // The full-page screen only when the first load is slow enough to notice.
  pendingComponent: FullPageLoading,
  pendingMs: 300,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
  component: RootLayout,
});

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <OfflineBanner />
      {children}
      <PerfMonitor />
      {/* At the bottom, clear of the header's buttons and, through styles.css, above a phone's
          bottom bar (docs/product/accessibility.md#toasts). */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      />
    </div>
  );
}

function RootLayout() {
  return (
    <Shell>
      <Header />
      <main id="conteudo" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </Shell>
  );
}

/** Without the user and menus there is no header to draw: the error takes the whole page. */
function RootError(props: ComponentProps<typeof ErrorPage>) {
  return (
    <Shell>
      <main id="conteudo" tabIndex={-1} className="flex-1">
        <ErrorPage {...props} />
      </main>
    </Shell>
  );
}
