import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testQueryClient } from './render.tsx';

// 'Minhas compras' and 'Minhas vendas' one tap away (docs/product/orders.md#what-awaits-you): in the
// account menu and the mobile drawer, each with the count of orders awaiting the member's step,
// every badge read by its own name; and 'Minha Estante' linking a sold book to its order.

const server = vi.hoisted(() => ({ awaiting: { compras: 0, vendas: 0 }, messages: 0, notifications: 0 }));
const USER = { id: 'bia', name: 'Bia', email: 'bia@example.com', username: 'bia', avatarUrl: null };

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: USER }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));
vi.mock('../../client/lib/trpc.ts', () => {
  const query = <T,>(key: string, answer: () => T) => ({
    queryKey: () => [key],
    pathKey: () => [key],
    queryOptions: () => ({ queryKey: [key], queryFn: async () => answer() }),
  });
  return {
    trpc: {
      messages: { unreadCount: query('messages.unread', () => server.messages) },
      notifications: { unreadCount: query('notifications.unread', () => server.notifications) },
      orders: { awaiting: query('orders.awaiting', () => server.awaiting) },
    },
    trpcClient: {},
  };
});

const { MobileAccount } = await import('../../client/components/layout/MobileMenuAccount.tsx');
const { UserMenu } = await import('../../client/components/layout/UserMenu.tsx');
const { ShelfItemDetails } = await import('../../client/components/shelf/ShelfItem.tsx');

beforeEach(() => {
  server.awaiting = { compras: 0, vendas: 0 };
  server.messages = 0;
  server.notifications = 0;
});

/** The counts come from a query: on a busy machine they may take longer than findBy's default. */
const SLOW = { timeout: 5000 };

const renderDrawer = () =>
  renderWithRouter(<MobileAccount user={USER} unread={server.messages} onNavigate={() => {}} />, {
    queryClient: testQueryClient(),
  });

describe('the mobile drawer', () => {
  it("links 'Minhas compras' and 'Minhas vendas' to their tab of /pedidos, with what awaits the member", async () => {
    server.awaiting = { compras: 2, vendas: 1 };
    await renderDrawer();
    const purchases = await screen.findByRole(
      'link',
      { name: 'Minhas compras 2 pedidos aguardam você' },
      SLOW,
    );
    expect(purchases).toHaveAttribute('href', '/pedidos?aba=compras');
    const sales = screen.getByRole('link', { name: 'Minhas vendas 1 pedido aguarda você' });
    expect(sales).toHaveAttribute('href', '/pedidos?aba=vendas');
  });

  it('shows no count where nothing awaits', async () => {
    await renderDrawer();
    expect(await screen.findByRole('link', { name: 'Minhas compras' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas vendas' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('reads each badge by its own name: notifications are not messages', async () => {
    server.notifications = 4;
    server.messages = 3;
    await renderDrawer();
    expect(
      await screen.findByRole('link', { name: 'Notificações 4 notificações não lidas' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mensagens 3 mensagens não lidas' })).toBeInTheDocument();
    expect(screen.queryByText('4 mensagens não lidas')).not.toBeInTheDocument();
  });
});

describe('the account menu', () => {
  it("lists 'Minhas compras' and 'Minhas vendas' with their counts", async () => {
    server.awaiting = { compras: 0, vendas: 3 };
    await renderWithRouter(<UserMenu user={USER} defaultOpen />, { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('menuitem', { name: 'Minhas vendas 3 pedidos aguardam você' }, SLOW),
    ).toHaveAttribute('href', '/pedidos?aba=vendas');
    expect(screen.getByRole('menuitem', { name: 'Minhas compras' })).toHaveAttribute(
      'href',
      '/pedidos?aba=compras',
    );
  });
});

describe("'Minha Estante'", () => {
  const book = {
    id: 'livro-1',
    title: 'Dom Casmurro',
    author: 'Machado de Assis',
    priceCents: 2500,
    photo: null,
    status: 'sold',
    statusReason: null,
    likesCount: 0,
    viewsCount: 0,
    createdAt: '2026-01-10T12:00:00.000Z',
    path: '/livro/dom-casmurro-livro-1',
  } as const;

  it('links a book sold through Releia to its order', async () => {
    await renderWithRouter(<ShelfItemDetails book={{ ...book, orderId: 'pedido-9' }} />);
    expect(screen.getByRole('link', { name: 'Ver pedido de “Dom Casmurro”' })).toHaveAttribute(
      'href',
      '/pedidos/pedido-9',
    );
  });

  it('has no order link for a book sold outside Releia', async () => {
    await renderWithRouter(<ShelfItemDetails book={{ ...book, orderId: null }} />);
    expect(screen.queryByRole('link', { name: /Ver pedido/ })).not.toBeInTheDocument();
  });
});
