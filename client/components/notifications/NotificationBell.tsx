import { useCurrentUser } from '../../lib/session.ts';
import { deferredMenu, type StandInProps } from '../layout/DeferredMenu.tsx';
import { BellContent, bellButtonProps } from './bell-parts.tsx';
import { useNotificationsUnread } from './notifications.ts';

// The header's bell (docs/product/notifications.md#the-bell), for signed-in members. Its Radix
// menu loads when first reached for, like the header's other menus (DeferredMenu.tsx).

const DeferredNotificationMenu = deferredMenu(
  () => import('./NotificationMenu.tsx').then((m) => m.NotificationMenu),
  function BellStandIn({ standIn }: { standIn: StandInProps }) {
    const unread = useNotificationsUnread();
    return (
      <button type="button" {...standIn} {...bellButtonProps(unread)}>
        <BellContent unread={unread} />
      </button>
    );
  },
  'menu',
);

export function NotificationBell() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <DeferredNotificationMenu />;
}
