import { useUnreadCount } from '../messages/live.ts';
import { deferredMenu, type StandInProps } from './DeferredMenu.tsx';
import {
  CategoriesTriggerContent,
  categoriesTriggerClass,
  type MenuUser,
  MobileTriggerContent,
  mobileTriggerClass,
  mobileTriggerLabel,
  UserTriggerContent,
  useOnCategoryPage,
  userTriggerClass,
  userTriggerLabel,
} from './MenuTriggers.tsx';

// The header's menus, each loaded when first reached for (DeferredMenu.tsx), with its stand-in.

export const DeferredCategoriesDropdown = deferredMenu(
  () => import('./CategoriesDropdown.tsx').then((m) => m.CategoriesDropdown),
  function CategoriesStandIn({ standIn }: { standIn: StandInProps }) {
    return (
      <button type="button" {...standIn} className={categoriesTriggerClass(useOnCategoryPage())}>
        <CategoriesTriggerContent />
      </button>
    );
  },
  'menu',
);

export const DeferredUserMenu = deferredMenu(
  () => import('./UserMenu.tsx').then((m) => m.UserMenu),
  function UserMenuStandIn({ user, standIn }: { user: MenuUser; standIn: StandInProps }) {
    const unread = useUnreadCount();
    return (
      <button
        type="button"
        {...standIn}
        aria-label={userTriggerLabel(user, unread)}
        className={userTriggerClass}
      >
        <UserTriggerContent user={user} unread={unread} />
      </button>
    );
  },
  'menu',
);

export const DeferredMobileMenu = deferredMenu(
  () => import('./MobileMenu.tsx').then((m) => m.MobileMenu),
  function MobileMenuStandIn({ standIn }: { standIn: StandInProps }) {
    const unread = useUnreadCount();
    return (
      <button
        type="button"
        {...standIn}
        aria-label={mobileTriggerLabel(unread)}
        className={mobileTriggerClass}
      >
        <MobileTriggerContent unread={unread} />
      </button>
    );
  },
  'dialog',
);
