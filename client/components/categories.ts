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
 * category outside every group (e.g. Tecnologia) is not in the grid (docs/product/screens.md#home-carousels).
 */
export function groupCategories(categories: ReadonlyArray<MenuCategory>): CategoryGroupView[] {
  return CATEGORY_GROUPS.map((name) => ({
    name,
    categories: categories.filter((c) => c.groupName === name),
  })).filter((group) => group.categories.length > 0);
}

/**
 * The active categories and the demo flag, in one read every page makes; their cache times and
 * retries are in lib/cache-policy.ts.
 */
export function categoriesQueryOptions() {
  return trpc.categories.list.queryOptions();
}

type CategoriesAnswer = { categories: MenuCategory[]; demo: boolean };
// Module-level selectors keep their identity, so React Query reruns them only on new data.
const selectCategories = <T extends CategoriesAnswer>(answer: T): T['categories'] => answer.categories;
const selectDemo = (answer: CategoriesAnswer) => answer.demo;

export function useCategories() {
  return useQuery({ ...categoriesQueryOptions(), select: selectCategories });
}

/** Whether the site shows the seeded demo data (docs/product/demo-data.md#the-notice). */
export function useDemoData(): boolean {
  return useQuery({ ...categoriesQueryOptions(), select: selectDemo }).data === true;
}
