import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code is not part of its page: it loads when someone means to open it (points
 * at or focuses its button, `triggerProps`) or opens it, and stays mounted from its first
 * opening on, so that closing it returns focus and a half-filled form opens again as it was left.
 */
export function useDeferredDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    setOpen,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    triggerProps: { onPointerEnter: () => void load(), onFocus: () => void load() },
  };
}

/** Renders the lazily loaded dialog of `useDeferredDialog` once it has been opened. */
export function DeferredDialog({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
