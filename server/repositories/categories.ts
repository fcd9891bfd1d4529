import type { Executor } from '../../db/client.ts';

/** Active categories in menu order (where is_active, ordered by sort_order). */
export function listActiveCategories(db: Executor) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'group_name as groupName', 'sort_order as sortOrder'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}
