import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { byCodePoint } from '../../db/dialect.ts';

/** Active categories in menu order (where is_active, ordered by sort_order). */
export function listActiveCategories(db: Executor) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'group_name as groupName', 'sort_order as sortOrder'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy(byCodePoint(db, sql.ref<string>('name')))
    .execute();
}
