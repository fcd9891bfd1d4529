import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { BookStatus } from '../../db/schema.ts';
import { bookPath, storeSlugFromName } from '../../shared/slug.ts';
import { containsText, fetchOffsetPage, mapPage } from '../sql/index.ts';
import { onSaleColumns } from '../stores/index.ts';
import { queueWantChecks } from '../wants/index.ts';

// The admin books screen (docs/product/admin.md): every book whatever its state, hidden and listed again.

export async function listBooksForAdmin(
  db: Executor,
  opts: { search: string; status: BookStatus | 'all'; cursor?: string | null; limit: number },
) {
  let qb = db
    .selectFrom('books')
    .innerJoin('profiles', 'profiles.user_id', 'books.user_id')
    .innerJoin('users', 'users.id', 'books.user_id')
    .select((eb) => [
      'books.id',
      'books.title',
      'books.author',
      'books.price_cents as priceCents',
      'books.status',
      'books.status_reason as statusReason',
      'books.hidden_by_suspension as hiddenBySuspension',
      'books.created_at as createdAt',
      'books.user_id as sellerId',
      'profiles.name as sellerName',
      'profiles.username as sellerUsername',
      'users.email as sellerEmail',
      'users.suspended_at as sellerSuspendedAt',
      eb
        .selectFrom('reports')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('reports.target_id', '=', 'books.id')
        .where('reports.target_type', '=', 'book')
        .where('reports.status', '=', 'open')
        .as('openReports'),
    ]);
  if (opts.search) {
    qb = qb.where((eb) =>
      eb.or([
        ...containsText(
          eb,
          [
            sql`lower(books.title)`,
            sql`lower(books.author)`,
            sql`lower(coalesce(books.isbn, ''))`,
            sql`lower(profiles.name)`,
            sql`lower(users.email)`,
          ],
          opts.search,
        ),
        eb('books.id', '=', opts.search.toLowerCase()),
      ]),
    );
  }
  if (opts.status !== 'all') qb = qb.where('books.status', '=', opts.status);
  const found = await fetchOffsetPage(qb.orderBy('books.created_at', 'desc').orderBy('books.id'), opts);
  return mapPage(found, (r) => ({
    id: r.id,
    title: r.title,
    author: r.author,
    priceCents: r.priceCents,
    status: r.status,
    statusReason: r.statusReason,
    hiddenBySuspension: r.hiddenBySuspension === 1,
    createdAt: r.createdAt,
    path: bookPath(r),
    openReports: Number(r.openReports ?? 0),
    seller: {
      id: r.sellerId,
      name: r.sellerName,
      email: r.sellerEmail,
      suspended: r.sellerSuspendedAt !== null,
      storePath: `/livraria/${r.sellerUsername || storeSlugFromName(r.sellerName)}`,
    },
  }));
}

export async function findBookForAdmin(db: Executor, id: string) {
  return db
    .selectFrom('books')
    .innerJoin('users', 'users.id', 'books.user_id')
    .select([
      'books.id',
      'books.title',
      'books.user_id as sellerId',
      'books.status',
      'books.hidden_by_suspension as hiddenBySuspension',
      'users.suspended_at as sellerSuspendedAt',
    ])
    .where('books.id', '=', id)
    .executeTakeFirst();
}

/**
 * Hides a book for a reason its seller sees in Minha Estante. A book a suspension, modo férias or
 * its seller's pause hid can be hidden for a reason too: it then loses the flag and stays hidden
 * on reinstatement, reopening or relisting.
 */
export async function hideBook(db: Executor, id: string, reason: string, now = new Date()): Promise<boolean> {
  const r = await db
    .updateTable('books')
    .set({
      status: 'hidden',
      status_reason: reason,
      hidden_by_suspension: 0,
      hidden_by_vacation: 0,
      hidden_by_seller: 0,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['available', 'reserved']),
        eb.and([eb('status', '=', 'hidden'), eb('hidden_by_suspension', '=', 1)]),
        eb.and([eb('status', '=', 'hidden'), eb('hidden_by_vacation', '=', 1)]),
        eb.and([eb('status', '=', 'hidden'), eb('hidden_by_seller', '=', 1)]),
      ]),
    )
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Lists a book an admin hid again; only hidden books, and not those a suspension hid. */
export async function reinstateBook(db: Executor, id: string, now = new Date()): Promise<boolean> {
  const book = await db.selectFrom('books').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!book) return false;
  // While its store is in modo férias it waits hidden with the rest (docs/product/vacation.md#while-closed).
  const onSale = await onSaleColumns(db, book.user_id);
  const r = await db
    .updateTable('books')
    .set({ ...onSale, hidden_by_suspension: 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'hidden')
    .where('hidden_by_suspension', '=', 0)
    // The seller's modo férias lists it again on reopening (docs/product/vacation.md).
    .where('hidden_by_vacation', '=', 0)
    // Nor one its seller paused: only they relist it (docs/product/selling.md#many-books-at-once).
    .where('hidden_by_seller', '=', 0)
    .executeTakeFirst();
  // Listed again: wants hear of it (docs/product/wants.md#matching).
  if (r.numUpdatedRows > 0n && onSale.status === 'available') await queueWantChecks(db, [id], now);
  return r.numUpdatedRows > 0n;
}
