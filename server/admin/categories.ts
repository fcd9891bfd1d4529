import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { byCodePoint } from '../../db/dialect.ts';

// The admin categories screen (docs/product/admin.md): inactive categories too, created and edited.

export function listAllCategories(db: Executor) {
  return db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.description',
      'categories.group_name as groupName',
      'categories.sort_order as sortOrder',
      'categories.is_active as isActive',
      eb
        .selectFrom('books')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('books.category_id', '=', 'categories.id')
        .where('books.status', '=', 'available')
        .as('listedBooks'),
    ])
    .orderBy('categories.sort_order')
    .orderBy(byCodePoint(db, sql.ref<string>('categories.name')))
    .execute()
    .then((rows) =>
      rows.map((r) => ({ ...r, isActive: r.isActive === 1, listedBooks: Number(r.listedBooks ?? 0) })),
    );
}

export function findCategory(db: Executor, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'group_name', 'sort_order', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function isCategorySlugTaken(db: Executor, slug: string, exceptId?: number) {
  let qb = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
  return (await qb.executeTakeFirst()) !== undefined;
}

export interface CategoryValues {
  name: string;
  slug: string;
  description: string | null;
  group: string | null;
  sortOrder: number;
  isActive: boolean;
}

function categoryRow(v: CategoryValues) {
  return {
    name: v.name,
    slug: v.slug,
    description: v.description,
    group_name: v.group,
    sort_order: v.sortOrder,
    is_active: v.isActive ? (1 as const) : (0 as const),
  };
}

export async function insertCategory(db: Executor, v: CategoryValues): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values(categoryRow(v))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Executor, id: number, v: CategoryValues): Promise<boolean> {
  const r = await db.updateTable('categories').set(categoryRow(v)).where('id', '=', id).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
