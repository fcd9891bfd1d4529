import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import type { AppRouter } from '../../../../server/routers/_app.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { ReasonDialog } from '../../../components/admin/ReasonDialog.tsx';
import {
  FilterSelect,
  ListState,
  TableFrame,
  Toolbar,
  tdClass,
  thClass,
} from '../../../components/admin/Toolbar.tsx';
import { useAdminAction } from '../../../components/admin/useAdminAction.ts';
import {
  dangerSmallButtonClass,
  formatDate,
  smallButtonClass,
  useDebounced,
} from '../../../components/admin/util.ts';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';
import { allItems, nextCursor } from '../../../components/browse/paged.ts';
import { SiteLink } from '../../../components/SiteLink.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';

type AdminUser = inferRouterOutputs<AppRouter>['admin']['users']['list']['items'][number];
type Filter = 'all' | 'admins' | 'suspended';
type Kind = 'suspend' | 'reinstate' | 'grant' | 'revoke';

export const Route = createFileRoute('/admin/_guarded/usuarios')({
  component: UsersPage,
});

const DIALOG: Record<Kind, { title: string; confirm: string; destructive: boolean; fallback: string }> = {
  suspend: {
    title: 'Suspender conta',
    confirm: 'Suspender',
    destructive: true,
    fallback: 'Não foi possível suspender a conta.',
  },
  reinstate: {
    title: 'Reativar conta',
    confirm: 'Reativar',
    destructive: false,
    fallback: 'Não foi possível reativar a conta.',
  },
  grant: {
    title: 'Conceder acesso de administrador',
    confirm: 'Conceder acesso',
    destructive: false,
    fallback: 'Não foi possível conceder o acesso.',
  },
  revoke: {
    title: 'Remover acesso de administrador',
    confirm: 'Remover acesso',
    destructive: true,
    fallback: 'Não foi possível remover o acesso.',
  },
};

function UsersPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const query = useInfiniteQuery(
    trpc.admin.users.list.infiniteQueryOptions(
      { search: useDebounced(search.trim()), filter },
      { getNextPageParam: nextCursor },
    ),
  );
  const users = allItems(query);
  const { user: me } = useCurrentUser();
  const [pending, setPending] = useState<{ kind: Kind; user: AdminUser } | null>(null);
  const action = useAdminAction();

  const confirm = async (reason: string) => {
    if (!pending) return;
    const input = { userId: pending.user.id, reason };
    const call = {
      suspend: () => trpcClient.admin.users.suspend.mutate(input),
      reinstate: () => trpcClient.admin.users.reinstate.mutate(input),
      grant: () => trpcClient.admin.users.grantAdmin.mutate(input),
      revoke: () => trpcClient.admin.users.revokeAdmin.mutate(input),
    }[pending.kind];
    if (await action.run(call, DIALOG[pending.kind].fallback)) setPending(null);
  };

  const dialog = pending ? DIALOG[pending.kind] : null;

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
        <FilterSelect
          label="Mostrar"
          value={filter}
          onChange={setFilter}
          options={[
            ['all', 'Todos'],
            ['admins', 'Administradores'],
            ['suspended', 'Suspensos'],
          ]}
        />
      </Toolbar>
      <ListState
        isPending={query.isPending}
        isError={query.isError && !users}
        isEmpty={users?.length === 0}
        onRetry={() => void query.refetch()}
        empty="Nenhum usuário encontrado."
      >
        <TableFrame label="Usuários">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Usuário
              </th>
              <th scope="col" className={thClass}>
                Verificação
              </th>
              <th scope="col" className={thClass}>
                Movimento
              </th>
              <th scope="col" className={thClass}>
                Situação
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users?.map((u) => (
              <tr key={u.id}>
                <td className={tdClass}>
                  <div className="flex flex-col gap-0.5">
                    <span className="flex items-center gap-1.5 font-semibold text-stone-900">
                      {u.name}
                      {u.isAdmin && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 text-xs">
                          <ShieldCheck aria-hidden="true" className="size-3" /> Admin
                        </span>
                      )}
                    </span>
                    <span className="text-stone-600">{u.email}</span>
                    {u.username && (
                      <SiteLink href={u.storePath} className="text-brand-800 text-xs hover:underline">
                        @{u.username}
                      </SiteLink>
                    )}
                    <span className="text-stone-500 text-xs">Desde {formatDate(u.createdAt)}</span>
                  </div>
                </td>
                <td className={tdClass}>
                  <ul className="flex flex-col gap-0.5 text-xs">
                    <Step done={u.verification.email} label="Email" />
                    <Step done={u.verification.personal} label="Dados pessoais" />
                    <Step done={u.verification.address} label="Endereço" />
                  </ul>
                </td>
                <td className={tdClass}>
                  <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-xs">
                    <dt className="text-stone-600">Anúncios</dt>
                    <dd className="font-semibold tabular-nums">{u.counts.books}</dd>
                    <dt className="text-stone-600">À venda</dt>
                    <dd className="font-semibold tabular-nums">{u.counts.listed}</dd>
                    <dt className="text-stone-600">Compras</dt>
                    <dd className="font-semibold tabular-nums">{u.counts.purchases}</dd>
                    <dt className="text-stone-600">Vendas</dt>
                    <dd className="font-semibold tabular-nums">{u.counts.sales}</dd>
                  </dl>
                </td>
                <td className={tdClass}>
                  {u.suspendedAt ? (
                    <div className="flex max-w-56 flex-col gap-0.5">
                      <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
                        Suspensa
                      </span>
                      <span className="text-stone-500 text-xs">desde {formatDate(u.suspendedAt)}</span>
                      {u.suspendedReason && (
                        <span className="text-stone-700 text-xs">Motivo: {u.suspendedReason}</span>
                      )}
                    </div>
                  ) : (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-xs">
                      Ativa
                    </span>
                  )}
                </td>
                <td className={tdClass}>
                  <div className="flex flex-col items-end gap-2">
                    {u.suspendedAt ? (
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => setPending({ kind: 'reinstate', user: u })}
                      >
                        Reativar
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={dangerSmallButtonClass}
                        disabled={u.isAdmin || u.id === me?.id}
                        title={u.isAdmin ? 'Remova o acesso de administrador antes de suspender.' : undefined}
                        onClick={() => setPending({ kind: 'suspend', user: u })}
                      >
                        Suspender
                      </button>
                    )}
                    {u.isAdmin ? (
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => setPending({ kind: 'revoke', user: u })}
                      >
                        Remover admin
                      </button>
                    ) : (
                      !u.suspendedAt && (
                        <button
                          type="button"
                          className={smallButtonClass}
                          onClick={() => setPending({ kind: 'grant', user: u })}
                        >
                          Tornar admin
                        </button>
                      )
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
        {users && <LoadMore query={query} shown={users.length} noun={['usuário', 'usuários']} />}
      </ListState>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            action.clearError();
          }
        }}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive={dialog?.destructive}
        busy={action.busy}
        error={action.error}
        onConfirm={(reason) => void confirm(reason)}
        description={pending && <UserDialogText kind={pending.kind} user={pending.user} />}
      />
    </AdminLayout>
  );
}

function UserDialogText({ kind, user }: { kind: Kind; user: AdminUser }) {
  const who = (
    <strong>
      {user.name} ({user.email})
    </strong>
  );
  switch (kind) {
    case 'suspend':
      return (
        <p>
          {who} não poderá entrar, todas as sessões serão encerradas e os {user.counts.listed} livros à venda
          sairão das listagens até a reativação.
        </p>
      );
    case 'reinstate':
      return <p>{who} poderá entrar de novo e os livros que a suspensão ocultou voltam às listagens.</p>;
    case 'grant':
      return <p>{who} terá acesso a toda a área administrativa.</p>;
    case 'revoke':
      return (
        <p>
          {who} deixará de acessar a área administrativa. A última conta administradora não pode perder o
          acesso.
        </p>
      );
  }
}

function Step({ done, label }: { done: boolean; label: string }) {
  return (
    <li
      className={done ? 'flex items-center gap-1 text-emerald-800' : 'flex items-center gap-1 text-stone-500'}
    >
      {done ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <X aria-hidden="true" className="size-3.5" />
      )}
      {label}
      <span className="sr-only">{done ? ': concluído' : ': pendente'}</span>
    </li>
  );
}
