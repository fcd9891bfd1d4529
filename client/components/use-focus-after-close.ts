import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus for the field that is the way on once a dialog closed (a camera that could not read
 * leaves the digits to type). The closed dialog gives the focus back to its opener from a timer of
 * its own, set as it unmounts; this one is set after it, so the field gets the focus last
 * (docs/product/accessibility.md#focus-after-an-action). Call the answer when closing.
 */
export function useFocusAfterClose(open: boolean, target: () => HTMLElement | null | undefined) {
  const wanted = useRef(false);
  const targetRef = useRef(target);
  targetRef.current = target;
  useEffect(() => {
    if (open || !wanted.current) return;
    wanted.current = false;
    const timer = setTimeout(() => targetRef.current()?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
  return useCallback(() => {
    wanted.current = true;
  }, []);
}
