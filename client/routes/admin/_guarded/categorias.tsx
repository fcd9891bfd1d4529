import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AppRouter } from '../../../../server/routers/_app.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { type CategoryDraft, CategoryForm, emptyDraft } from '../../../components/admin/CategoryForm.tsx';
import { ListState, TableFrame, tdClass, thClass } from '../../../components/admin/Toolbar.tsx';
import { useAdminAction } from '../../../components/admin/useAdminAction.ts';
import { smallButtonClass } from '../../../components/admin/util.ts';
import { primaryButtonClass } from '../../../components/PageShell.tsx';
import { SiteLink } from '../../../components/SiteLink.tsx';
import { trpc, trpcClient } from '../../../lib/trpc.ts';

type AdminCategory = inferRouterOutputs<AppRouter>['admin']['categories']['list'][number];

export const Route = createFileRoute('/admin/_guarded/categorias')({
  component: CategoriesPage,
});

function draftOf(c: AdminCategory): CategoryDraft {
  return {
    name: c.name,
    slug: c.slug,
    description: c.description ?? '',
    group: c.groupName ?? '',
    sortOrder: String(c.sortOrder),
    isActive: c.isActive,
    reason: '',
  };
}

function CategoriesPage() {
  const query = useQuery(trpc.admin.categories.list.queryOptions());
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const action = useAdminAction();
  const categories = query.data;
  const nextOrder = Math.max(0, ...(categories ?? []).map((c) => c.sortOrder)) + 10;

  return (
    <AdminLayout
      title="Categorias"
      intro="O menu 'Categorias', o rodapé e as páginas de categoria seguem esta lista: só as ativas aparecem, na ordem indicada."
    >
      <div className="mb-4 flex justify-end">
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Nova categoria
        </button>
      </div>
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={categories?.length === 0}
        onRetry={() => void query.refetch()}
        empty="Nenhuma categoria cadastrada."
      >
        <TableFrame label="Categorias">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Ordem
              </th>
              <th scope="col" className={thClass}>
                Categoria
              </th>
              <th scope="col" className={thClass}>
                Grupo
              </th>
              <th scope="col" className={thClass}>
                À venda
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
            {categories?.map((c) => (
              <tr key={c.id}>
                <td className={`${tdClass} tabular-nums`}>{c.sortOrder}</td>
                <td className={tdClass}>
                  <div className="flex max-w-80 flex-col gap-0.5">
                    <span className="font-semibold text-stone-900">{c.name}</span>
                    {c.isActive ? (
                      <SiteLink
                        href={`/categoria/${c.slug}`}
                        className="text-brand-800 text-xs hover:underline"
                      >
                        /categoria/{c.slug}
                      </SiteLink>
                    ) : (
                      <span className="text-stone-500 text-xs">/categoria/{c.slug}</span>
                    )}
                    {c.description && <span className="text-stone-600 text-xs">{c.description}</span>}
                  </div>
                </td>
                <td className={tdClass}>
                  {c.groupName ?? <span className="text-stone-500">Fora do menu</span>}
                </td>
                <td className={`${tdClass} tabular-nums`}>{c.listedBooks}</td>
                <td className={tdClass}>
                  <span
                    className={
                      c.isActive
                        ? 'rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-xs'
                        : 'rounded-full bg-stone-200 px-2 py-0.5 font-semibold text-stone-700 text-xs'
                    }
                  >
                    {c.isActive ? 'Ativa' : 'Inativa'}
                  </span>
                </td>
                <td className={`${tdClass} text-right`}>
                  <button
                    type="button"
                    className={smallButtonClass}
                    onClick={() => setEditing(c)}
                    aria-label={`Editar ${c.name}`}
                  >
                    Editar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </ListState>

      {editing !== null && (
        <CategoryForm
          // A fresh form per category, so one edit's typing never leaks into another.
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          editing={editing !== 'new'}
          initial={editing === 'new' ? { ...emptyDraft, sortOrder: String(nextOrder) } : draftOf(editing)}
          busy={action.busy}
          onSubmit={async (values) => {
            let failure: unknown = null;
            const ok = await action.run(async () => {
              try {
                return editing === 'new'
                  ? await trpcClient.admin.categories.create.mutate(values)
                  : await trpcClient.admin.categories.update.mutate({ ...values, id: editing.id });
              } catch (error) {
                failure = error;
                throw error;
              }
            }, 'Não foi possível salvar a categoria.');
            if (ok) setEditing(null);
            return failure;
          }}
        />
      )}
    </AdminLayout>
  );
}
