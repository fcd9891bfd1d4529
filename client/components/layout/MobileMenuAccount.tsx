import {
  Bell,
  BellRing,
  LogIn,
  LogOut,
  MessageCircle,
  Package,
  Search,
  ShoppingBag,
  User,
  UserPlus,
} from 'lucide-react';
import { Avatar } from '../Avatar.tsx';
import { UnreadBadge } from '../messages/UnreadBadge.tsx';
import { useNotificationsUnread } from '../notifications/notifications.ts';
import { awaitingLabel, MY_ORDERS_LINKS, useAwaitingOrders } from '../orders/use-awaiting-orders.ts';
import { SiteLink } from '../SiteLink.tsx';
import type { MenuUser } from './MenuTriggers.tsx';
import { rowClass } from './mobile-menu-classes.ts';
import { ACCOUNT_PATHS } from './nav.ts';

/** The notifications badge's own words, not the messages' ('4 notificações não lidas'). */
function notificationsLabel(count: number): string {
  return count === 1 ? '1 notificação não lida' : `${count} notificações não lidas`;
}

/** The signed-in user's card, with their profile, orders, messages and notifications. */
export function MobileAccount({
  user,
  unread,
  onNavigate,
}: {
  user: MenuUser;
  unread: number;
  onNavigate: () => void;
}) {
  const notifications = useNotificationsUnread();
  const awaiting = useAwaitingOrders();
  return (
    <div className="px-1 pt-3">
      <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
        <Avatar name={user.name} photoUrl={user.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{user.name}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
      </div>
      <ul className="mt-2 flex flex-col">
        <li>
          <SiteLink href={ACCOUNT_PATHS.dashboard} onClick={onNavigate} className={rowClass}>
            <User aria-hidden="true" className="size-5 text-stone-500" />
            Meu Perfil
          </SiteLink>
        </li>
        {MY_ORDERS_LINKS.map((link) => (
          <li key={link.kind}>
            <SiteLink href={link.href} onClick={onNavigate} className={rowClass}>
              {link.kind === 'compras' ? (
                <ShoppingBag aria-hidden="true" className="size-5 text-stone-500" />
              ) : (
                <Package aria-hidden="true" className="size-5 text-stone-500" />
              )}
              {link.label}
              <UnreadBadge count={awaiting[link.kind]} label={awaitingLabel} />
            </SiteLink>
          </li>
        ))}
        <li>
          <SiteLink href={ACCOUNT_PATHS.chats} onClick={onNavigate} className={rowClass}>
            <MessageCircle aria-hidden="true" className="size-5 text-stone-500" />
            Mensagens
            <UnreadBadge count={unread} />
          </SiteLink>
        </li>
        <li>
          <SiteLink href={ACCOUNT_PATHS.wants} onClick={onNavigate} className={rowClass}>
            <BellRing aria-hidden="true" className="size-5 text-stone-500" />
            Lista de desejos
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/notificacoes" onClick={onNavigate} className={rowClass}>
            <Bell aria-hidden="true" className="size-5 text-stone-500" />
            Notificações
            <UnreadBadge count={notifications} label={notificationsLabel} />
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}

/** A visitor's welcome: 'Entrar', 'Criar conta' and 'Explorar Livros'. */
export function MobileWelcome({ onNavigate, onExplore }: { onNavigate: () => void; onExplore: () => void }) {
  return (
    <div className="mx-1 mt-3 rounded-xl bg-brand-50 p-4">
      <p className="font-semibold font-serif text-brand-900 text-lg">Bem-vindo ao Releia!</p>
      <p className="mt-1 text-sm text-stone-700">
        Entre para vender seus livros, curtir e conversar com leitores.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <SiteLink
          href={ACCOUNT_PATHS.login}
          onClick={onNavigate}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-2 font-medium text-sm text-white hover:bg-brand-800"
        >
          <LogIn aria-hidden="true" className="size-4" />
          Entrar
        </SiteLink>
        <SiteLink
          href={ACCOUNT_PATHS.register}
          onClick={onNavigate}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 font-medium text-brand-800 text-sm hover:bg-brand-100"
        >
          <UserPlus aria-hidden="true" className="size-4" />
          Criar conta
        </SiteLink>
      </div>
      <button
        type="button"
        onClick={onExplore}
        className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 font-medium text-brand-800 text-sm hover:bg-brand-100"
      >
        <Search aria-hidden="true" className="size-4" />
        Explorar Livros
      </button>
    </div>
  );
}

/** 'Sair', which closes the menu first. */
export function MobileSignOut({
  signOut,
  isPending,
  onNavigate,
}: {
  signOut: () => void;
  isPending: boolean;
  onNavigate: () => void;
}) {
  return (
    <div className="mt-4 border-stone-200 border-t px-1 pt-3">
      <button
        type="button"
        disabled={isPending}
        onClick={() => {
          onNavigate();
          signOut();
        }}
        className={`${rowClass} text-red-700`}
      >
        <LogOut aria-hidden="true" className="size-5" />
        Sair
      </button>
    </div>
  );
}
