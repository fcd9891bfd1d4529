import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileAccount } from '../../client/components/layout/MobileMenuAccount.tsx';
import { UserMenu } from '../../client/components/layout/UserMenu.tsx';
import { ShelfItemDetails } from '../../client/components/shelf/ShelfItem.tsx';
import { createOrder, createUser } from '../helpers/factories.ts';
import { followedBy, signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// 'Minhas compras' and 'Minhas vendas' one tap away (docs/product/orders.md#what-awaits-you): in the
// account menu and the mobile drawer, each with the count of orders awaiting the member's step,
// every badge read by its own name; and 'Minha Estante' linking a sold book to its order.

const server = pageServerForEachTest();

/** Bia, signed in on the page, with `awaiting` orders on each side awaiting her step. */
async function signedInBia(awaiting: { compras: number; vendas: number } = { compras: 0, vendas: 0 }) {
  const { t } = server();
  const { user: bia } = await signedIn(server(), { name: 'Bia' });
  const other = await createUser(t.db);
  for (let i = 0; i < awaiting.compras; i++)
    await createOrder(t.db, { buyerId: bia.id, sellerId: other.id, status: 'enviado' });
  for (let i = 0; i < awaiting.vendas; i++)
    await createOrder(t.db, { buyerId: other.id, sellerId: bia.id, status: 'pago' });
  return { ...bia, avatarUrl: null };
}

/** The counts come from the server: on a busy machine they may take longer than findBy's default. */
const SLOW = { timeout: 5000 };

describe('the mobile drawer', () => {
  it("links 'Minhas compras' and 'Minhas vendas' to their tab of /pedidos, with what awaits the member", async () => {
    const bia = await signedInBia({ compras: 2, vendas: 1 });
    await renderWithRouter(<MobileAccount user={bia} unread={0} onNavigate={() => {}} />);
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
    const bia = await signedInBia();
    await renderWithRouter(<MobileAccount user={bia} unread={0} onNavigate={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Minhas compras' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas vendas' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('reads each badge by its own name: notifications are not messages', async () => {
    const bia = await signedInBia();
    await followedBy(server(), bia, 4);
    await renderWithRouter(<MobileAccount user={bia} unread={3} onNavigate={() => {}} />);
    expect(
      await screen.findByRole('link', { name: 'Notificações 4 notificações não lidas' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mensagens 3 mensagens não lidas' })).toBeInTheDocument();
    expect(screen.queryByText('4 mensagens não lidas')).not.toBeInTheDocument();
  });
});

describe('the account menu', () => {
  it("lists 'Minhas compras' and 'Minhas vendas' with their counts", async () => {
    const bia = await signedInBia({ compras: 0, vendas: 3 });
    await renderWithRouter(<UserMenu user={bia} defaultOpen />);
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
