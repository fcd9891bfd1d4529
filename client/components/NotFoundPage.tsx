import { lazy, Suspense } from 'react';
import { PendingPage } from './Loading.tsx';

// Shown only for an address that leads nowhere, so it loads then, in a chunk of its own, rather
// than with the JavaScript every page needs first (docs/performance/browser-budgets.md).
const NotFoundPageBody = lazy(() => import('./NotFoundPageBody.tsx'));

/** 'Página não encontrada' with the way home (NotFoundPageBody.tsx). */
export function NotFoundPage() {
  return (
    <Suspense fallback={<PendingPage />}>
      <NotFoundPageBody />
    </Suspense>
  );
}
