import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/app-router.ts';
import { adminCategoryCreateInput } from '../../../../shared/schemas/admin.ts';

export type AdminCategory = inferRouterOutputs<AppRouter>['admin']['categories']['list'][number];

/** The category form's fields as typed (the order as text, no group as ''). */
export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  group: string;
  sortOrder: string;
  isActive: boolean;
  reason: string;
}

export const emptyDraft: CategoryDraft = {
  name: '',
  slug: '',
  description: '',
  group: '',
  sortOrder: '0',
  isActive: true,
  reason: '',
};

export type CategoryValues = ReturnType<typeof adminCategoryCreateInput.parse>;

/** The draft checked with the server's schema. */
export function parseDraft(draft: CategoryDraft) {
  return adminCategoryCreateInput.safeParse({
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    group: draft.group || null,
    sortOrder: draft.sortOrder.trim() === '' ? Number.NaN : Number(draft.sortOrder),
    isActive: draft.isActive,
    reason: draft.reason.trim() ? draft.reason : undefined,
  });
}

export function draftOf(c: AdminCategory): CategoryDraft {
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
