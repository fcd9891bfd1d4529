import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../client/components/notifications/NotificationBell.tsx';
import { callerFor } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { buy, followedBy, signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// The header's bell (docs/product/notifications.md#the-bell): its count in the name and the red
// badge, the latest ten in its menu, the empty state, and a notification arriving live on the
// tab's one feed (messages.events).

const server = pageServerForEachTest();

describe('NotificationBell', () => {
  it('says the unread count in its name and its red badge', async () => {
    const { user: bia } = await signedIn(server(), { name: 'Bia' });
    await followedBy(server(), bia, 3);
    await renderWithRouter(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notificações (3 não lidas)' });
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent('3');
  });

  it('lists the latest, each a link to its subject, the unread ones marked, and Ver todas', async () => {
    const { t } = server();
    const { user: bia, caller } = await signedIn(server(), { name: 'Bia' });
    const sebo = await createUser(t.db, { name: 'Sebo' });
    const lia = await createUser(t.db, { name: 'Lia' });
    const bought = await buy(server(), bia, sebo, 'Iracema');
    await callerFor(t, sebo).orders.confirmPayment({ id: bought });
    const [paid] = (await caller.notifications.latest()).map((n) => n.id);
    await caller.notifications.markRead({ id: paid ?? 0 });
    const sold = await buy(server(), lia, bia, 'Dom Casmurro');

    await renderWithRouter(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Dom Casmurro/ });
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [expect.stringContaining('Lia comprou Dom Casmurro (não lida)'), `/pedidos/${sold}`],
      [expect.stringMatching(/Pedido de Iracema: Pago(?!.*não lida)/), `/pedidos/${bought}`],
      ['Ver todas', '/notificacoes'],
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(await caller.notifications.unreadCount()).toBe(0);
  });

  it('says there is nothing yet when the list is empty', async () => {
    await signedIn(server());
    await renderWithRouter(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
  });

  it('shows a notification that arrives live, with the new count', async () => {
    const { t } = server();
    const { user: bia } = await signedIn(server(), { name: 'Bia' });
    const lia = callerFor(t, await createUser(t.db, { name: 'Lia' }));
    const feed = server().holdAnswers('messages.events');
    await renderWithRouter(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    await screen.findByText('Nenhuma notificação por enquanto.');
    // The feed's first word (its snapshot) is here, and what it made the page read again is read:
    // what shows from now on, the feed brought.
    await feed.reached();
    feed.release();
    await server().quiet();

    const { conversationId } = await lia.messages.start({ otherUserId: bia.id });
    await lia.messages.send({ conversationId, body: 'Oi, Bia!' });
    expect(await screen.findByRole('menuitem', { name: /Nova mensagem de Lia/ })).toHaveAttribute(
      'href',
      `/chats/${conversationId}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificações (1 não lida)' })).toBeInTheDocument(),
    );
  });
});
