import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/app-router.ts';

export type AdminUser = inferRouterOutputs<AppRouter>['admin']['users']['list']['items'][number];
export type UserFilter = 'all' | 'admins' | 'suspended';
export type UserActionKind = 'suspend' | 'reinstate' | 'grant' | 'revoke' | 'delete';
export type PendingUserAction = { kind: UserActionKind; user: AdminUser };

/** What a user row and its buttons take: the user, who is signed in, and where a picked action goes. */
export interface UserRowProps {
  user: AdminUser;
  meId: string | undefined;
  onAction: (action: PendingUserAction) => void;
}

export const USER_FILTER_OPTIONS: ReadonlyArray<readonly [UserFilter, string]> = [
  ['all', 'Todos'],
  ['admins', 'Administradores'],
  ['suspended', 'Suspensos'],
];

export const USER_DIALOG: Record<
  UserActionKind,
  { title: string; confirm: string; destructive: boolean; fallback: string }
> = {
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
  // On the member's written request (docs/product/data-rights.md#deletion-by-an-admin).
  delete: {
    title: 'Excluir conta',
    confirm: 'Excluir conta',
    destructive: true,
    fallback: 'Não foi possível excluir a conta.',
  },
};
