import { useQuery } from '@tanstack/react-query';
import { CATEGORY_GROUPS, type CategoryGroup } from '../../shared/categories.ts';
import { trpc } from '../lib/trpc.ts';

export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  groupName: string | null;
}

export interface CategoryGroupView {
  name: CategoryGroup;
  categories: MenuCategory[];
}

/**
 * The 'Categorias' menu: the groups of shared/categories.ts in their order, each with its active
 * categories in the order the server gave (sort_order). Groups with none are hidden, and a
 * category outside every group (e.g. Tecnologia) is not in the grid (spec section 2).
 */
export function groupCategories(categories: ReadonlyArray<MenuCategory>): CategoryGroupView[] {
  return CATEGORY_GROUPS.map((name) => ({
    name,
    categories: categories.filter((c) => c.groupName === name),
  })).filter((group) => group.categories.length > 0);
}

/** The active categories; their cache times and retries are in lib/cache-policy.ts. */
export function categoriesQueryOptions() {
  return trpc.categories.list.queryOptions();
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
