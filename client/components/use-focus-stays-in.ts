import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps focus in a box whose buttons replace themselves ('Retirar oferta', 'Aceitar'): when the
 * focused button goes with the action it started, the browser drops focus on the page's body,
 * sending a keyboard or screen-reader user back to the top. After each render, focus that was in
 * the box and fell to the body comes back to the box, which shows the result
 * (docs/product/accessibility.md#focus-after-an-action). The box needs tabIndex={-1}.
 */
export function useFocusStaysIn(ref: RefObject<HTMLElement | null>): void {
  const inside = useRef(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const enter = () => {
      inside.current = true;
    };
    const leave = (event: FocusEvent) => {
      // A button removed while focused may still report leaving: that is the case to catch.
      const removed = event.target instanceof Node && !event.target.isConnected;
      const stays = event.relatedTarget instanceof Node && box.contains(event.relatedTarget);
      if (!removed && !stays) inside.current = false;
    };
    box.addEventListener('focusin', enter);
    box.addEventListener('focusout', leave);
    return () => {
      box.removeEventListener('focusin', enter);
      box.removeEventListener('focusout', leave);
    };
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (box && inside.current && lost) box.focus();
  });
}
