import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PendingPage } from './Loading.tsx';

// Shown only when a page fails, so its body loads then, in a chunk of its own, rather than with
// the JavaScript every page needs first (docs/performance/browser-budgets.md). The service worker
// keeps that chunk with the others, so it opens offline too.
const ErrorPageBody = lazy(() => import('./ErrorPageBody.tsx'));

/**
 * A page that failed to load: a pt-BR message and a retry that re-runs the loaders and the
 * failed queries; offline, with nothing saved for the page, it says so (ErrorPageBody.tsx).
 */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={<PendingPage />}>
      <ErrorPageBody {...props} />
    </Suspense>
  );
}
