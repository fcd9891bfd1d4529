import { type RefObject, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

// docs/product/screens.md#home-carousels: an arrow scrolls 320 px and ignores clicks for 300 ms.
// With the track's 40 px gap one arrow step is exactly one 280 px card, so arrow scrolling and
// touch scroll-snap agree.
export const SCROLL_STEP_PX = 320;
export const SCROLL_LOCK_MS = 300;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The arrows' scroll of the track, one card a step: `showAll` renders the cards still waiting for
 * idle time first (useProgressiveCount).
 */
export function useCarouselScroll(
  scroller: RefObject<HTMLUListElement | null>,
  showAll: () => void,
): (direction: -1 | 1) => void {
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (lockTimer.current) clearTimeout(lockTimer.current);
    },
    [],
  );
  return (direction) => {
    const el = scroller.current;
    if (!el || lockTimer.current) return;
    // The cards not rendered yet must be in the track before it scrolls: otherwise the scroll
    // stops at the end of the cards there are (a few pixels, with only the first row rendered).
    flushSync(showAll);
    lockTimer.current = setTimeout(() => {
      lockTimer.current = null;
    }, SCROLL_LOCK_MS);
    el.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
}
