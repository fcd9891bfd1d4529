import { type ComponentType, type HTMLAttributes, useState } from 'react';

// The header's menus (categories, account, the mobile panel) are built on Radix, which with its
// positioning and focus code is a sizeable part of the JavaScript a page would load up front
// (docs/performance/browser-budgets.md). Each menu's code loads when someone reaches for it
// instead: a stand-in button with the same look and name sits in its place until then.

export interface DeferredProps {
  /** Open at once: the menu was asked for before its code had arrived. */
  defaultOpen?: boolean;
}

/** What a stand-in button spreads on itself: the popup semantics and the loading triggers. */
export type StandInProps = Pick<
  HTMLAttributes<HTMLButtonElement>,
  'aria-haspopup' | 'aria-expanded' | 'onPointerEnter' | 'onPointerDown' | 'onClick'
>;

export function deferredMenu<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  StandIn: ComponentType<P & { standIn: StandInProps }>,
  popup: 'menu' | 'dialog',
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredProps> | null = null;
  let loading: Promise<ComponentType<P & DeferredProps>> | null = null;
  const fetchMenu = () => {
    loading ??= load().then((menu) => {
      loaded = menu;
      return menu;
    });
    return loading;
  };

  return function DeferredMenu(props: P) {
    const [Menu, setMenu] = useState<ComponentType<P & DeferredProps> | null>(() => loaded);
    const [openOnArrival, setOpenOnArrival] = useState(false);
    if (Menu) return <Menu {...props} defaultOpen={openOnArrival} />;

    const fetchAndShow = (open: boolean) => {
      if (open) setOpenOnArrival(true);
      void fetchMenu().then((menu) => setMenu(() => menu));
    };
    const standIn: StandInProps = {
      'aria-haspopup': popup,
      'aria-expanded': false,
      // A pointer on the button: the code starts loading before the click. Focus alone does not
      // load it, or the stand-in would be swapped from under the keyboard's focus.
      onPointerEnter: () => fetchAndShow(false),
      // Radix menus open on pointer down; a keyboard's Enter or Space arrives as a click.
      onPointerDown: () => fetchAndShow(true),
      onClick: () => fetchAndShow(true),
    };
    return <StandIn {...props} standIn={standIn} />;
  };
}
