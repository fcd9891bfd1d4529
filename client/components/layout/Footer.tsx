import { lazy, Suspense } from 'react';

// Below the fold on every page but the emptiest, the footer's content (links, categories, the
// demo notice) loads after the page in a chunk of its own, which keeps the JavaScript the home
// page needs before it is interactive within its budget (docs/performance/browser-budgets.md).
// The dark band is there from the first paint, tall enough that the content does not move much
// when it arrives.
const FooterBody = lazy(() => import('./FooterBody.tsx'));

export function Footer() {
  return (
    <footer className="mt-16 min-h-72 bg-stone-900 text-stone-300">
      <Suspense fallback={null}>
        <FooterBody />
      </Suspense>
    </footer>
  );
}
