import { Bell } from 'lucide-react';
import { bellLabel } from '../../../shared/notifications.ts';
import { CountBadge } from '../CountBadge.tsx';

// The bell's button, the same before and after its menu's code arrives (NotificationBell.tsx):
// the header's icon-button look and red badge (docs/product/screens.md#header), the count in its name.

export const bellButtonClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-brand-800 data-[state=open]:bg-stone-100 md:pointer-fine:size-10';

export function bellButtonProps(unread: number) {
  return { 'aria-label': bellLabel(unread), className: bellButtonClass } as const;
}

export function BellContent({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      <CountBadge count={unread} />
    </>
  );
}
