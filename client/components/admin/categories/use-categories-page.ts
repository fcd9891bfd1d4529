import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { useAdminAction } from '../use-admin-action.ts';
import { type AdminCategory, type CategoryValues, draftOf, emptyDraft } from './category-draft.ts';

/** The categories list and the category being created or edited in the form. */
export function useCategoriesPage() {
  const query = useQuery(trpc.admin.categories.list.queryOptions());
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const action = useAdminAction();
  const categories = query.data;
  const nextOrder = Math.max(0, ...(categories ?? []).map((c) => c.sortOrder)) + 10;

  /** Resolves to the server's refusal, which the form shows beside its field, or null. */
  const save = async (values: CategoryValues) => {
    if (editing === null) return null;
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
  };

  const initial =
    editing === null || editing === 'new'
      ? { ...emptyDraft, sortOrder: String(nextOrder) }
      : draftOf(editing);

  return { query, categories, editing, setEditing, busy: action.busy, save, initial };
}
