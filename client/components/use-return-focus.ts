import { useRef } from 'react';

/**
 * Props for a Radix Dialog.Content opened by a button of its own rather than a Dialog.Trigger
 * (every dialog here: most load only when first opened). Radix gives focus back on close only
 * to its Trigger, and otherwise leaves it on the page's body; this gives it back to whatever
 * had it when the dialog opened, as long as that is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
