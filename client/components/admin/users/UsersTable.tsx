import { TableFrame, TableHead } from '../Toolbar.tsx';
import { UserRow } from './UserRow.tsx';
import type { AdminUser, PendingUserAction } from './user-actions.ts';

export function UsersTable({
  users,
  meId,
  onAction,
}: {
  users: readonly AdminUser[];
  meId: string | undefined;
  onAction: (action: PendingUserAction) => void;
}) {
  return (
    <TableFrame label="Usuários">
      <TableHead columns={['Usuário', 'Verificação', 'Movimento', 'Situação']} />
      <tbody>
        {users.map((u) => (
          <UserRow key={u.id} user={u} meId={meId} onAction={onAction} />
        ))}
      </tbody>
    </TableFrame>
  );
}
