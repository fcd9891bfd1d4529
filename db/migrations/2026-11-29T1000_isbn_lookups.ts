import type { Kysely } from 'kysely';
import { isbn13FromTyped } from '../../shared/isbn.ts';

// The ISBN providers' answers (docs/product/listing.md#prefill-from-the-isbn), found or not, so the
// same ISBN asked again is answered from here without leaving the server. A row not found has
// null facts. The cover is kept as the local photo path it was stored under, never the provider's
// address: pages never link to a provider.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('isbn_lookups')
    .addColumn('isbn', 'text', (c) => c.primaryKey())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('authors', 'text')
    .addColumn('publisher', 'text')
    .addColumn('year', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('language', 'text')
    .addColumn('synopsis', 'text')
    .addColumn('cover_photo', 'text')
    .addColumn('provider', 'text')
    .addColumn('looked_up_at', 'text', (c) => c.notNull())
    .execute();
  await storeIsbnsAsIsbn13(db);
}

/**
 * Books listed before the check kept the ISBN as typed, an ISBN-10 or with hyphens: each whose
 * check holds becomes its ISBN-13, as the form now stores it. One whose check fails is left as it
 * was (the seller's edit form asks them to fix it); the work key stays the same either way, since
 * it already was the ISBN-13 (shared/work-key.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function storeIsbnsAsIsbn13(db: Kysely<any>): Promise<void> {
  const rows: { id: string; isbn: string }[] = await db
    .selectFrom('books')
    .select(['id', 'isbn'])
    .where((eb) =>
      eb.and([
        eb('isbn', 'is not', null),
        eb.or([
          eb(eb.fn('length', ['isbn']), '<>', 13),
          eb('isbn', 'like', '%-%'),
          eb('isbn', 'like', '% %'),
        ]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const isbn13 = isbn13FromTyped(row.isbn);
    if (isbn13 && isbn13 !== row.isbn)
      await db.updateTable('books').set({ isbn: isbn13 }).where('id', '=', row.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('isbn_lookups').execute();
}
