import { type RefObject, useEffect } from 'react';

// A bar fixed at the bottom of a phone's screen ('Comprar' on a book page) says how tall it is in
// the CSS variable --releia-bottom-bar, so toasts, which open at the bottom, stand above it
// instead of covering its buttons (docs/product/accessibility.md#toasts). Hidden (on a wide
// screen) it measures 0.

const VARIABLE = '--releia-bottom-bar';

export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      root.style.setProperty(VARIABLE, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [ref]);
}
