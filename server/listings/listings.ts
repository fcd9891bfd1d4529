import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import type { BookUpdate } from '../../db/schema.ts';
import { workSoldCount } from '../../db/work-sales.ts';
import { bookSaveFailure, NO_LOCATION } from '../../shared/book.ts';
import { REFUND_CANCEL_NOTE } from '../../shared/problems.ts';
import type { bookInputBase } from '../../shared/schemas/books.ts';
import { bookPath, slugify } from '../../shared/slug.ts';
import { workKey } from '../../shared/work-key.ts';
import { firstPhoto, replaceBookAuthors } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { endOffersAtOrAbove } from '../offers/index.ts';
import { onSaleColumns } from '../stores/index.ts';
import { queueWantChecks } from '../wants/index.ts';

// The seller's writes to their own listings, and the removal rule admins share.

type BookFields = z.output<typeof bookInputBase>;

/** Authors trimmed, empty ones dropped; without a list, the single author. */
export function normalizeAuthors(author: string | undefined, authors: string[] | undefined): string[] {
  const list = (authors ?? []).map((a) => a.trim()).filter((a) => a.length > 0);
  if (list.length > 0) return list;
  const single = author?.trim();
  return single ? [single] : [];
}

/**
 * Where a seller's books are, unless they say otherwise: the profile's location, else 'Cidade - UF'
 * of their address, else null (docs/decisions/009-book-location.md). The add-book form starts
 * from it (books.defaultLocation) and a book saved without one gets it (resolveLocation).
 */
export async function defaultLocation(db: Executor, userId: string): Promise<string | null> {
  const profile = await db
    .selectFrom('profiles')
    .select('location')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile?.location?.trim()) return profile.location.trim();
  const address = await db
    .selectFrom('user_addresses')
    .select(['city', 'state'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return address ? `${address.city} - ${address.state}` : null;
}

/**
 * Location of a new book. The original product's chain (the user's location, then 'city - state'
 * of their address, then the book's, then 'Não informado') was written for a form without a
 * location field; Releia's form has one, so what the seller typed for this book comes first.
 */
export async function resolveLocation(
  db: Executor,
  userId: string,
  typed: string | undefined,
): Promise<string> {
  return typed || (await defaultLocation(db, userId)) || NO_LOCATION;
}

async function categoryFor(db: Executor, slug: string | undefined) {
  if (!slug) return null;
  return (
    (await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('slug', '=', slug)
      .where('is_active', '=', 1)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Column values for the fields present in `input`; used by create (all) and update (some).
 * `authors` is the new list when the input sets one, for the book's book_authors rows.
 */
async function bookColumns(db: Executor, input: BookFields) {
  const columns: BookUpdate = {};
  let authors: string[] | null = null;
  if (input.title !== undefined) columns.title = input.title;
  if (input.author !== undefined || input.authors !== undefined) {
    authors = normalizeAuthors(input.author, input.authors);
    const main = authors[0];
    if (!main) throw new RuleError('BAD_REQUEST', 'Campos obrigatórios faltando: autor');
    columns.author = main;
    columns.authors = JSON.stringify(authors);
    columns.author_slug = slugify(main);
  }
  if (input.publisher !== undefined) {
    columns.publisher = input.publisher;
    columns.publisher_slug = input.publisher ? slugify(input.publisher) || null : null;
  }
  if (input.isbn !== undefined) columns.isbn = input.isbn;
  if (input.condition !== undefined) columns.condition = input.condition;
  if (input.price !== undefined) columns.price_cents = Math.round(input.price * 100);
  if (input.description !== undefined) columns.description = input.description;
  if (input.categorySlug !== undefined) {
    const category = await categoryFor(db, input.categorySlug);
    if (input.categorySlug && !category) throw new RuleError('BAD_REQUEST', 'Categoria inválida.');
    columns.category_id = category?.id ?? null;
    if (input.genre === undefined) columns.genre = category?.name ?? null;
  }
  if (input.genre !== undefined) columns.genre = input.genre;
  if (input.year !== undefined) columns.year = input.year;
  if (input.language !== undefined) columns.language = input.language;
  if (input.edition !== undefined) columns.edition = input.edition;
  if (input.pages !== undefined) columns.pages = input.pages;
  if (input.coverType !== undefined) columns.cover_type = input.coverType;
  if (input.photos !== undefined) columns.photos = JSON.stringify(input.photos);
  return { columns, authors };
}

/** Lists a new book; its author rows are written in the same transaction. */
export async function insertBook(
  db: DB,
  userId: string,
  input: BookFields,
  now = new Date(),
): Promise<string> {
  return inTransaction(db, (trx) => insertBookIn(trx, userId, input, now)).catch((error: unknown) => {
    throw saveRefused(error);
  });
}

/** insertBook's writes inside a caller's transaction (a sheet's row is listed with its own mark, server/imports). */
export async function insertBookIn(
  trx: Executor,
  userId: string,
  input: BookFields,
  now: Date,
): Promise<string> {
  const { id, authors } = await insertBookRow(trx, userId, input, now);
  await replaceBookAuthors(trx, id, authors);
  // Wants are matched off the request path, from a queue row no crash can lose (docs/decisions/031-wants-matching.md).
  await queueWantChecks(trx, [id], now);
  return id;
}

/**
 * A new book refused, as the add-book page shows it: 'Erro ao salvar livro: ' plus the reason
 * (docs/product/selling.md#errors), a database failure in words a seller understands, its cause
 * kept for the log.
 */
function saveRefused(error: unknown): RuleError {
  if (error instanceof RuleError) return new RuleError(error.code, bookSaveFailure(error.message));
  const text = error instanceof Error ? error.message : '';
  // SQLite says 'CHECK constraint' and 'FOREIGN KEY', PostgreSQL 'check constraint' and 'foreign key'.
  const reason = /check constraint/i.test(text)
    ? 'algum campo tem um valor não aceito.'
    : /foreign key/i.test(text)
      ? 'sua conta ou a categoria não existe mais.'
      : 'erro inesperado no banco de dados.';
  return new RuleError('INTERNAL_SERVER_ERROR', bookSaveFailure(reason), { cause: error });
}

async function insertBookRow(db: Executor, userId: string, input: BookFields, now: Date) {
  const { columns, authors } = await bookColumns(db, input);
  const { title, author, condition, price_cents } = columns;
  if (!title || !author || !authors || !condition || price_cents === undefined) {
    throw new RuleError('BAD_REQUEST', 'Campos obrigatórios faltando');
  }
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('books')
    .values({
      id,
      user_id: userId,
      title,
      author,
      authors: JSON.stringify(authors),
      author_slug: slugify(author),
      publisher: columns.publisher ?? null,
      publisher_slug: columns.publisher_slug ?? null,
      isbn: columns.isbn ?? null,
      condition,
      price_cents,
      description: columns.description ?? null,
      genre: columns.genre ?? null,
      category_id: columns.category_id ?? null,
      year: columns.year ?? null,
      language: columns.language ?? 'pt',
      location: await resolveLocation(db, userId, input.location ?? undefined),
      photos: columns.photos ?? '[]',
      // On sale at once, unless the store is in modo férias (docs/product/vacation.md#while-closed).
      ...(await onSaleColumns(db, userId)),
      availability: 1,
      stock: 1,
      edition: columns.edition ?? null,
      pages: columns.pages ?? null,
      cover_type: columns.cover_type ?? null,
      ...workColumns(workKey({ isbn: columns.isbn, title, author })),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, authors };
}

/**
 * Updates a book only when `userId` owns it; false when no such book of theirs exists. New
 * authors rewrite its author rows in the same transaction.
 */
export async function updateOwnBook(
  db: DB,
  userId: string,
  id: string,
  input: BookFields,
  notifier: Notifier,
  now = new Date(),
) {
  return inTransaction(db, (trx) => updateOwnBookIn(trx, userId, id, input, notifier, now)).catch(
    (error: unknown) => {
      if (error instanceof RuleError) throw error;
      throw new RuleError('INTERNAL_SERVER_ERROR', 'Erro ao atualizar livro.', { cause: error });
    },
  );
}

/** updateOwnBook's writes inside a caller's transaction; false when no such book of theirs exists. */
export async function updateOwnBookIn(
  trx: Executor,
  userId: string,
  id: string,
  input: BookFields,
  notifier: Notifier,
  now: Date,
): Promise<boolean> {
  const { columns, authors } = await bookColumns(trx, input);
  if (input.location !== undefined)
    columns.location = input.location || (await resolveLocation(trx, userId, undefined));
  const result = await trx
    .updateTable('books')
    .set({ ...columns, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
  const updated = result.numUpdatedRows > 0n;
  if (updated && authors) await replaceBookAuthors(trx, id, authors);
  if (updated && columns.price_cents !== undefined)
    await endOffersAtOrAbove(trx, id, columns.price_cents, notifier, now);
  if (updated && (columns.title !== undefined || columns.author !== undefined || columns.isbn !== undefined))
    await refreshWorkKey(trx, id);
  return updated;
}

/** Recomputes a book's work from the stored row: an edit may change only some of its fields. */
async function refreshWorkKey(db: Executor, id: string): Promise<void> {
  const book = await db
    .selectFrom('books')
    .select(['isbn', 'title', 'author'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (book)
    await db
      .updateTable('books')
      .set(workColumns(workKey(book)))
      .where('id', '=', id)
      .execute();
}

/** The work of a copy and that work's sales so far (docs/product/best-sellers.md#same-work). */
function workColumns(key: string | null) {
  return { work_key: key, work_sold_count: workSoldCount(key) };
}

/**
 * Removes a seller's book. A book that is part of an order stays in the database (the order is
 * history both parties keep) and is marked 'removed'; any other is deleted.
 */
export async function removeOwnBook(db: Executor, userId: string, id: string): Promise<boolean> {
  return (await removeBook(db, id, { ownerId: userId })) !== null;
}

/**
 * The removal rule of removeOwnBook for any book (admins pass no owner): 'removed' when an order
 * keeps it, 'deleted' otherwise, null when there was nothing to remove.
 */
export async function removeBook(
  db: Executor,
  id: string,
  opts: { ownerId?: string; now?: Date } = {},
): Promise<'removed' | 'deleted' | null> {
  const inOrder = await db
    .selectFrom('order_items')
    .select('id')
    .where('book_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (inOrder) {
    let update = db
      .updateTable('books')
      .set({ status: 'removed', availability: 0, updated_at: (opts.now ?? new Date()).toISOString() })
      .where('id', '=', id)
      .where('status', '<>', 'removed');
    if (opts.ownerId) update = update.where('user_id', '=', opts.ownerId);
    const r = await update.executeTakeFirst();
    return r.numUpdatedRows > 0n ? 'removed' : null;
  }
  let del = db.deleteFrom('books').where('id', '=', id);
  if (opts.ownerId) del = del.where('user_id', '=', opts.ownerId);
  const r = await del.executeTakeFirst();
  return r.numDeletedRows > 0n ? 'deleted' : null;
}

/**
 * Marks a seller's available book as sold outside Releia; books in carts become unavailable there.
 * A book the store's modo férias took off sale may be sold too (in the shop, say), and stays sold
 * when the store reopens (docs/product/vacation.md#while-closed).
 */
export async function markOwnBookSold(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .updateTable('books')
    .set({ status: 'sold', status_reason: null, hidden_by_vacation: 0, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['available', 'reserved']),
        eb.and([eb('status', '=', 'hidden'), eb('hidden_by_vacation', '=', 1)]),
      ]),
    )
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The seller's own listings for Minha Estante: every status but removed, newest first. */
export function listOwnBooks(db: Executor, userId: string) {
  return db
    .selectFrom('books')
    .select([
      'id',
      'title',
      'author',
      'price_cents as priceCents',
      'photos',
      'status',
      'status_reason as statusReason',
      'likes_count as likesCount',
      'views_count as viewsCount',
      'created_at as createdAt',
      // A book sold through Releia links to its order (docs/product/selling.md#minha-estante); a
      // cancelled order gave the book back, and one sold outside Releia has none. An order a refund
      // ended kept a sent book sold (docs/product/problems.md#outcomes-and-the-order): it still
      // explains the sale.
      (eb) =>
        eb
          .selectFrom('order_items')
          .innerJoin('orders', 'orders.id', 'order_items.order_id')
          .select('orders.id')
          .whereRef('order_items.book_id', '=', 'books.id')
          .where((w) =>
            w.or([
              w('orders.status', '<>', 'cancelado'),
              w.exists(
                w
                  .selectFrom('order_events')
                  .select('order_events.order_id')
                  .whereRef('order_events.order_id', '=', 'orders.id')
                  .where('order_events.note', '=', REFUND_CANCEL_NOTE),
              ),
            ]),
          )
          .orderBy('orders.created_at', 'desc')
          .limit(1)
          .as('orderId'),
    ])
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .orderBy('created_at', 'desc')
    .execute()
    .then((rows) =>
      rows.map(({ photos, orderId, ...r }) => ({
        ...r,
        orderId: r.status === 'sold' ? (orderId ?? null) : null,
        photo: firstPhoto(photos),
        path: bookPath(r),
      })),
    );
}
