import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { ReasonDialog } from '../../../components/admin/ReasonDialog.tsx';
import { FilterSelect, PagedListState, Toolbar } from '../../../components/admin/Toolbar.tsx';
import { UserDialogText } from '../../../components/admin/users/UserDialogText.tsx';
import { UsersTable } from '../../../components/admin/users/UsersTable.tsx';
import { useUsersPage } from '../../../components/admin/users/use-users-page.ts';
import { USER_FILTER_OPTIONS } from '../../../components/admin/users/user-actions.ts';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';

export const Route = createFileRoute('/admin/_guarded/usuarios')({
  component: UsersPage,
});

function UsersPage() {
  const { search, setSearch, filter, setFilter, query, users, meId, action, dialog, confirm } =
    useUsersPage();
  const { pending } = action;
  return (
    <AdminLayout
      title="Usuários"
      intro="Busque contas, veja verificação e movimento, suspenda ou reative, e gerencie administradores."
    >
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder="Nome, email ou @usuário"
        label="Buscar usuários"
      >
        <FilterSelect label="Mostrar" value={filter} onChange={setFilter} options={USER_FILTER_OPTIONS} />
      </Toolbar>
      <PagedListState query={query} items={users} empty="Nenhum usuário encontrado.">
        {users && <UsersTable users={users} meId={meId} onAction={action.setPending} />}
        {users && <LoadMore query={query} shown={users.length} noun={['usuário', 'usuários']} />}
      </PagedListState>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={action.onOpenChange}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive={dialog?.destructive}
        reasonLabel={pending?.kind === 'delete' ? 'Motivo e referência do pedido' : 'Motivo'}
        busy={action.busy}
        error={action.error}
        onConfirm={(reason) => void confirm(reason)}
        description={pending && <UserDialogText kind={pending.kind} user={pending.user} />}
      />
    </AdminLayout>
  );
}
