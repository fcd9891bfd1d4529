import { useRef } from 'react';

/** The part of the page an opener belongs to: where focus goes when the opener itself is gone. */
const REGION = 'section, [role="region"], form, main';

/**
 * Props for a Radix Dialog.Content opened by a button of its own rather than a Dialog.Trigger
 * (every dialog here: most load only when first opened). Radix gives focus back on close only
 * to its Trigger, and otherwise leaves it on the page's body; this gives it back to whatever
 * had it when the dialog opened, as long as that is still on the page. When the dialog's action
 * removed it ('Fazer oferta' becomes the offer's status), focus goes to the section it was in,
 * which now shows the result (docs/product/accessibility.md#focus-after-an-action).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      region.current = opener.current?.closest<HTMLElement>(REGION) ?? null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current?.isConnected ? opener.current : region.current;
      opener.current = null;
      region.current = null;
      if (!element?.isConnected || element === document.body) return;
      event.preventDefault();
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus();
    },
  };
}
