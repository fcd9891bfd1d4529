import { dangerSmallButtonClass, smallButtonClass } from '../util.ts';
import type { UserRowProps } from './user-actions.ts';

/** A user row's buttons: suspend or reinstate, grant or revoke admin access, and delete on request. */
export function UserActions({ user: u, meId, onAction }: UserRowProps) {
  return (
    <div className="flex flex-col items-end gap-2">
      {u.suspendedAt ? (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => onAction({ kind: 'reinstate', user: u })}
        >
          Reativar
        </button>
      ) : (
        <button
          type="button"
          className={dangerSmallButtonClass}
          disabled={u.isAdmin || u.id === meId}
          title={u.isAdmin ? 'Remova o acesso de administrador antes de suspender.' : undefined}
          onClick={() => onAction({ kind: 'suspend', user: u })}
        >
          Suspender
        </button>
      )}
      {u.isAdmin ? (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => onAction({ kind: 'revoke', user: u })}
        >
          Remover admin
        </button>
      ) : (
        !u.suspendedAt && (
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onAction({ kind: 'grant', user: u })}
          >
            Tornar admin
          </button>
        )
      )}
      <button
        type="button"
        className={dangerSmallButtonClass}
        disabled={u.isAdmin || u.id === meId}
        title={u.isAdmin ? 'Remova o acesso de administrador antes de excluir a conta.' : undefined}
        onClick={() => onAction({ kind: 'delete', user: u })}
      >
        Excluir conta
      </button>
    </div>
  );
}
