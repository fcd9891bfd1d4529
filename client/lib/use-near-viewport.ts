import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen: true from the start when
 * `initially`, or where IntersectionObserver does not exist. What sits far down a page (covers,
 * carousels, their data) waits with its work until the reader scrolls towards it; seeing it is
 * not urgent next to the reader's input, so it renders as a transition.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, initially = false): boolean {
  const [near, setNear] = useState(initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
