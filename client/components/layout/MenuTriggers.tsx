import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ChevronDown, LayoutGrid, Menu } from 'lucide-react';
import { Avatar } from '../Avatar.tsx';
import { UnreadDot, unreadLabel } from '../messages/UnreadBadge.tsx';

// What each header menu's button shows, shared by the Radix trigger and the stand-in that takes
// its place until the menu's code has loaded (DeferredMenu.tsx): the two must look and read alike.

export function categoriesTriggerClass(onCategoryPage: boolean): string {
  return clsx(
    'inline-flex h-10 items-center gap-2 rounded-md px-3 font-semibold text-sm hover:bg-white data-[state=open]:bg-white',
    onCategoryPage ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-800',
  );
}

export function CategoriesTriggerContent() {
  return (
    <>
      <LayoutGrid aria-hidden="true" className="size-4" />
      Categorias
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}

export interface MenuUser {
  name: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
}

export const userTriggerClass =
  'inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-stone-800 hover:bg-stone-100 data-[state=open]:bg-stone-100';

export function userTriggerLabel(user: MenuUser, unread: number): string {
  return `Menu da conta: ${user.name}${unread > 0 ? `, ${unreadLabel(unread)}` : ''}`;
}

export function UserTriggerContent({ user, unread }: { user: MenuUser; unread: number }) {
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <>
      <span className="relative inline-flex">
        <Avatar name={user.name} photoUrl={user.avatarUrl} size="md" />
        <UnreadDot count={unread} />
      </span>
      <span className="hidden max-w-28 truncate font-medium xl:inline">{firstName}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
    </>
  );
}

export const mobileTriggerClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 md:hidden';

export function mobileTriggerLabel(unread: number): string {
  return unread > 0 ? `Abrir menu, ${unreadLabel(unread)}` : 'Abrir menu';
}

export function MobileTriggerContent({ unread }: { unread: number }) {
  return (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <UnreadDot count={unread} />
    </>
  );
}

/** The categories button is highlighted on a category page. */
export function useOnCategoryPage(): boolean {
  return useRouterState({ select: (s) => s.location.pathname.startsWith('/categoria/') });
}
