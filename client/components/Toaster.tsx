import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { firstToastAsked, toasterMounted } from './toast.ts';

// sonner's Toaster, loaded once it is wanted (see toast.ts).
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** At the latest, sonner loads this long after the first render even if the page stays busy. */
const LOAD_WITHIN_MS = 3000;

/** Runs after the Toaster's own effects (children first), so it is listening by then. */
function Ready() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  // The first page's cover and data come first: sonner waits until the browser is idle after it,
  // unless a toast is asked for before then.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let mounted = true;
    const want = () => {
      if (mounted) setWanted(true);
    };
    void firstToastAsked.then(want);
    const cancel = whenIdle(want, LOAD_WITHIN_MS);
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Ready />
    </Suspense>
  );
}
