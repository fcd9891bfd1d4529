import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserActions } from '../../client/components/admin/users/UserActions.tsx';
import { UserDialogText } from '../../client/components/admin/users/UserDialogText.tsx';
import type { AdminUser } from '../../client/components/admin/users/user-actions.ts';

// 'Excluir conta' on the admin users screen (docs/product/data-rights.md#deletion-by-an-admin).

const member: AdminUser = {
  id: 'u1',
  email: 'ana@example.com',
  name: 'Ana Souza',
  username: 'ana',
  storePath: '/livraria/ana',
  createdAt: '2026-11-01T10:00:00.000Z',
  isAdmin: false,
  suspendedAt: null,
  suspendedReason: null,
  verification: { email: true, personal: true, address: true },
  counts: { books: 3, listed: 2, purchases: 1, sales: 1 },
};

describe("the admin's 'Excluir conta'", () => {
  it('picks the delete action for a member, never for an admin or oneself', async () => {
    const onAction = vi.fn();
    const { rerender } = render(<UserActions user={member} meId="admin" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'delete', user: member });
    rerender(<UserActions user={{ ...member, isAdmin: true }} meId="admin" onAction={onAction} />);
    expect(screen.getByRole('button', { name: 'Excluir conta' })).toBeDisabled();
    rerender(<UserActions user={member} meId="u1" onAction={onAction} />);
    expect(screen.getByRole('button', { name: 'Excluir conta' })).toBeDisabled();
  });

  it('says what deletion does and asks for the request’s reference', () => {
    render(<UserDialogText kind="delete" user={member} />);
    expect(screen.getByText(/A pedido escrito de/)).toHaveTextContent('Ana Souza (ana@example.com)');
    expect(screen.getByText(/'Conta excluída'/)).toBeInTheDocument();
    expect(screen.getByText(/referência do pedido/)).toBeInTheDocument();
  });
});
