import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { trpc } from '../../lib/trpc.ts';
import type { DeferredProps } from '../layout/DeferredMenu.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { BellContent, bellButtonProps } from './bell-parts.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import { useMarkRead, useNotificationsUnread } from './notifications.ts';

const itemClass =
  'flex cursor-pointer select-none rounded-md px-3 py-2 outline-none data-[highlighted]:bg-brand-50';

/** The bell's dropdown: the latest ten, each a link to its subject, and 'Ver todas'. */
export function NotificationMenu({ defaultOpen }: DeferredProps) {
  const unread = useNotificationsUnread();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...bellButtonProps(unread)}>
        <BellContent unread={unread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 font-semibold text-stone-900">
            Notificações
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <LatestItems />
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            asChild
            className={`${itemClass} justify-center font-semibold text-brand-800 text-sm`}
          >
            <SiteLink href="/notificacoes">Ver todas</SiteLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function LatestItems() {
  const latest = useQuery(trpc.notifications.latest.queryOptions());
  const markRead = useMarkRead();
  if (latest.isPending)
    return (
      <p role="status" className="flex items-center gap-2 px-3 py-4 text-sm text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
      </p>
    );
  if (latest.isError)
    return <p className="px-3 py-4 text-sm text-stone-700">Não foi possível carregar as notificações.</p>;
  if (latest.data.length === 0)
    return <p className="px-3 py-4 text-center text-sm text-stone-600">Nenhuma notificação por enquanto.</p>;
  return (
    <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
      {latest.data.map((item) => (
        <DropdownMenu.Item key={item.id} asChild className={itemClass}>
          <SiteLink href={item.path} onClick={() => markRead(item)}>
            <NotificationRow item={item} />
          </SiteLink>
        </DropdownMenu.Item>
      ))}
    </div>
  );
}
