import type { Kysely } from 'kysely';
import { insertMissingReferenceCategories, REFERENCE_CATEGORIES } from '../reference-categories.ts';

// Until now only the demo seed wrote the categories, so an install started empty had no
// 'Categorias' menu, empty category carousels and /categoria/romance answering 'não existe'.
// Inserting only the missing slugs keeps whatever an existing install (seeded or edited by an
// admin) already has.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await insertMissingReferenceCategories(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  // Only categories no book points at go: one in use is no longer just reference data.
  await db
    .deleteFrom('categories')
    .where(
      'slug',
      'in',
      REFERENCE_CATEGORIES.map((c) => c.slug),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('books').select('books.id').whereRef('books.category_id', '=', 'categories.id'))),
    )
    .execute();
}
