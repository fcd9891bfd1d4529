import { Check, ShieldCheck, X } from 'lucide-react';
import { formatDay } from '../../../lib/dates.ts';
import { SiteLink } from '../../SiteLink.tsx';
import { tdClass } from '../Toolbar.tsx';
import { UserActions } from './UserActions.tsx';
import type { AdminUser, UserRowProps } from './user-actions.ts';

export function UserRow({ user: u, meId, onAction }: UserRowProps) {
  return (
    <tr>
      <td className={tdClass}>
        <UserIdentity user={u} />
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
        <UserStatus user={u} />
      </td>
      <td className={tdClass}>
        <UserActions user={u} meId={meId} onAction={onAction} />
      </td>
    </tr>
  );
}

function UserIdentity({ user: u }: { user: AdminUser }) {
  return (
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
      <span className="text-stone-500 text-xs">Desde {formatDay(u.createdAt)}</span>
    </div>
  );
}

function UserStatus({ user: u }: { user: AdminUser }) {
  if (!u.suspendedAt)
    return (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-xs">
        Ativa
      </span>
    );
  return (
    <div className="flex max-w-56 flex-col gap-0.5">
      <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
        Suspensa
      </span>
      <span className="text-stone-500 text-xs">desde {formatDay(u.suspendedAt)}</span>
      {u.suspendedReason && <span className="text-stone-700 text-xs">Motivo: {u.suspendedReason}</span>}
    </div>
  );
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
