import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BellRing,
  BookMarked,
  LogOut,
  MessageCircle,
  Package,
  ShoppingBag,
  ShoppingCart,
  Store,
  User,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSignOut } from '../../lib/session.ts';
import { Avatar } from '../Avatar.tsx';
import { useUnreadCount } from '../messages/live.ts';
import { UnreadBadge } from '../messages/UnreadBadge.tsx';
import { awaitingLabel, MY_ORDERS_LINKS, useAwaitingOrders } from '../orders/use-awaiting-orders.ts';
import { SiteLink } from '../SiteLink.tsx';
import type { DeferredProps } from './DeferredMenu.tsx';
import { type MenuUser, UserTriggerContent, userTriggerClass, userTriggerLabel } from './MenuTriggers.tsx';
import { ACCOUNT_PATHS, myStorePath } from './nav.ts';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function MenuLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <SiteLink href={href}>
        {icon}
        {children}
      </SiteLink>
    </DropdownMenu.Item>
  );
}

/**
 * The signed-in user's menu in the desktop header (docs/product/screens.md#header). Loaded on demand: the header
 * shows HeaderMenus.tsx's stand-in until then.
 */
export function UserMenu({ user, defaultOpen }: { user: MenuUser } & DeferredProps) {
  const { signOut, isPending } = useSignOut();
  const unread = useUnreadCount();
  const awaiting = useAwaitingOrders();
  const iconClass = 'size-4 text-stone-500';
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={userTriggerLabel(user, unread)} className={userTriggerClass}>
        <UserTriggerContent user={user} unread={unread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <Avatar name={user.name} photoUrl={user.avatarUrl} size="lg" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold text-stone-900">{user.name}</span>
              <span className="truncate text-stone-600 text-xs">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <MenuLink href={ACCOUNT_PATHS.dashboard} icon={<User aria-hidden="true" className={iconClass} />}>
            Meu Perfil
          </MenuLink>
          {MY_ORDERS_LINKS.map((link) => (
            <MenuLink
              key={link.kind}
              href={link.href}
              icon={
                link.kind === 'compras' ? (
                  <ShoppingBag aria-hidden="true" className={iconClass} />
                ) : (
                  <Package aria-hidden="true" className={iconClass} />
                )
              }
            >
              {link.label}
              <UnreadBadge count={awaiting[link.kind]} label={awaitingLabel} />
            </MenuLink>
          ))}
          <MenuLink href={myStorePath(user)} icon={<Store aria-hidden="true" className={iconClass} />}>
            Minha Livraria
          </MenuLink>
          <MenuLink href="/carrinho" icon={<ShoppingCart aria-hidden="true" className={iconClass} />}>
            Carrinho
          </MenuLink>
          <MenuLink
            href={ACCOUNT_PATHS.estante}
            icon={<BookMarked aria-hidden="true" className={iconClass} />}
          >
            Minha Estante
          </MenuLink>
          <MenuLink href={ACCOUNT_PATHS.wants} icon={<BellRing aria-hidden="true" className={iconClass} />}>
            Lista de desejos
          </MenuLink>
          <MenuLink
            href={ACCOUNT_PATHS.chats}
            icon={<MessageCircle aria-hidden="true" className={iconClass} />}
          >
            Mensagens
            <UnreadBadge count={unread} />
          </MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClass} disabled={isPending} onSelect={() => signOut()}>
            <LogOut aria-hidden="true" className={iconClass} />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
