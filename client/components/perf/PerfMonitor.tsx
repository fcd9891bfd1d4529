import { lazy, Suspense, useEffect, useState } from 'react';

// The launcher of the hidden performance panel: a query flag and a key listener. The panel and
// what it measures with (web-vitals) are a chunk of their own, loaded only when it opens.
const PerfPanel = lazy(() => import('./PerfPanel.tsx'));

/** `?perf=1` in the address opens the panel on load. */
export function perfRequested(search: string): boolean {
  return new URLSearchParams(search).get('perf') === '1';
}

/** Alt+Shift+P, by key position, so it works whatever character the layout makes of it. */
export function isPerfShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyP';
}

export function PerfMonitor() {
  const [open, setOpen] = useState(() => perfRequested(window.location.search));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPerfShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PerfPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
