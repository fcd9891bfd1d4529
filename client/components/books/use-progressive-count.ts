import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';

/** Cards a carousel puts on the page with its first paint: a desktop row. */
export const FIRST_CARDS = 4;
const CARDS_PER_STEP = 2;

/**
 * Set when the reader leaves the page the browser loaded (main.tsx). Lists mounted after that
 * render whole: nothing else competes with them then, and going Back to a long list must find it
 * long enough to restore the scroll position.
 */
let firstPageDone = false;

export function firstPageLeft(): void {
  firstPageDone = true;
}

/** For tests: back to the state of a page load. */
export function resetProgressiveCountForTests(): void {
  firstPageDone = false;
}

/**
 * How many of a list's `total` cards to render now. A page's first paint waits on every card it
 * renders, and a phone shows one or two of them: two carousels of twelve cards cost a slow phone
 * a quarter of a second of layout before anything showed. On a page load the first `first` cards
 * render with the page, the rest a few at a time while the browser is idle (within a second on a
 * slow phone); `showAll` renders them at once, for a keyboard or screen reader arriving in the
 * list before that.
 */
export function useProgressiveCount(
  total: number,
  first: number = FIRST_CARDS,
): { count: number; showAll: () => void } {
  const [count, setCount] = useState(() => (firstPageDone ? Number.POSITIVE_INFINITY : first));
  const pending = count < total;
  useEffect(() => {
    if (!pending) return;
    return whenIdle(() => startTransition(() => setCount(count + CARDS_PER_STEP)));
  }, [pending, count]);
  const showAll = useCallback(() => {
    if (pending) setCount(total);
  }, [pending, total]);
  return { count: Math.min(count, total), showAll };
}
