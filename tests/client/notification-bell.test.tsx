import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testQueryClient } from './render.tsx';

// The header's bell (docs/product/notifications.md#the-bell): its count in the name and the red
// badge, the latest ten in its menu, the empty state, and a notification arriving live on the
// tab's one feed (messages.events).

interface Item {
  id: number;
  kind: string;
  text: string;
  path: string;
  createdAt: string;
  read: boolean;
}
const server = vi.hoisted(() => ({
  unread: 0,
  latest: [] as Item[],
  /** The tab's feed, opened once and kept (client/components/messages/live.ts). */
  onData: null as ((event: unknown) => void) | null,
  markRead: vi.fn(async () => ({ unread: 0 })),
}));

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: { id: 'bia', name: 'Bia', email: 'b@example.com', username: 'bia' } }),
}));
vi.mock('../../client/lib/trpc.ts', () => {
  const query = <T,>(key: string, answer: () => T) => ({
    queryKey: () => [key],
    pathKey: () => [key],
    infiniteQueryKey: () => [key],
    queryOptions: () => ({ queryKey: [key], queryFn: async () => answer() }),
  });
  return {
    trpc: {
      messages: {
        unreadCount: query('messages.unread', () => 0),
        list: query('messages.list', () => []),
        thread: query('messages.thread', () => null),
      },
      notifications: {
        pathKey: () => ['notifications'],
        unreadCount: query('notifications.unread', () => server.unread),
        latest: query('notifications.latest', () => server.latest),
        list: query('notifications.list', () => ({ items: server.latest, nextCursor: null })),
        markRead: { mutationOptions: (o: object) => ({ mutationFn: server.markRead, ...o }) },
      },
      // The bell's feed refreshes the menus' counts of orders awaiting the member's step too.
      orders: { awaiting: query('orders.awaiting', () => ({ compras: 0, vendas: 0 })) },
    },
    trpcClient: {
      messages: {
        events: {
          subscribe: (_input: unknown, handlers: { onData: (event: unknown) => void }) => {
            server.onData = handlers.onData;
            return { unsubscribe: () => {} };
          },
        },
      },
    },
  };
});

// The live feed only opens where the browser has EventSource.
vi.stubGlobal('EventSource', class {});
afterAll(() => vi.unstubAllGlobals());

const { NotificationBell } = await import('../../client/components/notifications/NotificationBell.tsx');

const item = (id: number, text: string, read = false): Item => ({
  id,
  kind: 'sale',
  text,
  path: `/pedidos/${id}`,
  createdAt: new Date().toISOString(),
  read,
});

// One cache for the file, as in a tab: the live feed stays open between tests and keeps the
// cache it was opened with.
const queryClient = testQueryClient();
const renderBell = () => renderWithRouter(<NotificationBell />, { queryClient });

beforeEach(() => {
  queryClient.clear();
  server.unread = 0;
  server.latest = [];
});

describe('NotificationBell', () => {
  it('says the unread count in its name and its red badge', async () => {
    server.unread = 3;
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações (3 não lidas)' });
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent('3');
  });

  it('lists the latest, each a link to its subject, the unread ones marked, and Ver todas', async () => {
    server.unread = 1;
    server.latest = [item(2, 'Lia comprou Dom Casmurro'), item(1, 'Pedido de Iracema: Pago', true)];
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Dom Casmurro/ });
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [expect.stringContaining('Lia comprou Dom Casmurro (não lida)'), '/pedidos/2'],
      [expect.not.stringContaining('não lida'), '/pedidos/1'],
      ['Ver todas', '/notificacoes'],
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(server.markRead).toHaveBeenCalledWith({ id: 2 }, expect.anything());
  });

  it('says there is nothing yet when the list is empty', async () => {
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
  });

  it('shows a notification that arrives live, with the new count', async () => {
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    await screen.findByText('Nenhuma notificação por enquanto.');
    expect(server.onData).not.toBeNull();
    server.latest = [item(7, 'Nova mensagem de Lia')];
    server.unread = 1;
    act(() => server.onData?.({ kind: 'notifications', unread: 1 }));
    expect(await screen.findByRole('menuitem', { name: /Nova mensagem de Lia/ })).toHaveAttribute(
      'href',
      '/pedidos/7',
    );
    expect(screen.getByRole('button', { name: 'Notificações (1 não lida)' })).toBeInTheDocument();
  });
});
