import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { whenIdle } from '../lib/idle.ts';
import { firstToastAsked, toasterMounted } from './toast.ts';

// sonner's Toaster, loaded once it is wanted (see toast.ts).
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** At the latest, sonner loads this long after the first render even if the page stays busy. */
const LOAD_WITHIN_MS = 3000;

const WIDE = '(min-width: 768px)';
/** Room between the header's bottom edge and the first toast. */
const GAP_PX = 8;

/**
 * Toasts open just below the sticky header, so they never cover its buttons (the cart, the bell,
 * the menu) while they last; on a phone they also stay clear of the bars fixed at the bottom
 * ('Comprar', 'Adicionar livro'). The header is measured again when the screen changes width.
 */
export function useToastPlacement(): Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'> {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const follow = () => setWide(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const top = (document.querySelector('header')?.getBoundingClientRect().height ?? 0) + GAP_PX;
  return wide
    ? { position: 'top-right', offset: { top } }
    : { position: 'top-center', mobileOffset: { top } };
}

/** Runs after the Toaster's own effects (children first), so it is listening by then. */
function Ready() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function Toaster(
  props: Omit<ComponentProps<typeof SonnerToaster>, 'position' | 'offset' | 'mobileOffset'>,
) {
  const placement = useToastPlacement();
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
      <SonnerToaster {...props} {...placement} />
      <Ready />
    </Suspense>
  );
}
