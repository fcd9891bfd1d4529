import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { toasterMounted } from './toast.ts';

// sonner's Toaster, loaded after the first render (see toast.ts).
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Runs after the Toaster's own effects (children first), so it is listening by then. */
function Ready() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Ready />
    </Suspense>
  );
}
