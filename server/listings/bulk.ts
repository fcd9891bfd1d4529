import { type DB, type Executor, inTransaction } from '../../db/client.ts';
import type { BookUpdate } from '../../db/schema.ts';
import {
  type BulkKind,
  type BulkSkipReason,
  PAUSED_BOOK_REASON,
  priceAfterPercent,
} from '../../shared/bulk.ts';
import { MAX_PRICE } from '../../shared/schemas/books.ts';
import type { Notifier } from '../notifications/index.ts';
import { endOffersAtOrAbove } from '../offers/index.ts';
import { onSaleColumns } from '../stores/index.ts';
import { queueWantChecks } from '../wants/index.ts';
import { removeBook } from './listings.ts';

// Many books at once (docs/product/selling.md#many-books-at-once): one change to a seller's
// selection, in one transaction, each book under the rule its one-book change follows; a book
// the rule does not allow is skipped and counted with its reason.

export type BulkAction =
  | { kind: 'percent'; percent: number }
  | { kind: 'price'; price: number }
  | { kind: 'pause' }
  | { kind: 'relist' }
  | { kind: 'remove' };

interface Row {
  id: string;
  status: string;
  price_cents: number;
  hidden_by_suspension: number;
  hidden_by_vacation: number;
  hidden_by_seller: number;
}

export interface BulkResult {
  kind: BulkKind;
  changed: number;
  skipped: Array<{ reason: BulkSkipReason; count: number }>;
}

/** Hidden by the seller's own pause or holiday, not by the team: still the seller's to change. */
const sellerHidden = (b: Row) =>
  b.status === 'hidden' && (b.hidden_by_seller === 1 || b.hidden_by_vacation === 1);

/** Why `book` may not take `action`, or null when it may. */
function refusal(book: Row, action: BulkAction): BulkSkipReason | null {
  if (book.status === 'sold') return 'sold';
  if (book.status === 'reserved') return 'reserved';
  if (book.status === 'hidden' && !sellerHidden(book) && action.kind !== 'remove') return 'moderated';
  switch (action.kind) {
    case 'percent':
      return priceAfterPercent(book.price_cents, action.percent) > MAX_PRICE * 100 ? 'above_max' : null;
    case 'pause':
      return book.status === 'available' || (book.status === 'hidden' && book.hidden_by_vacation === 1)
        ? null
        : 'not_on_sale';
    case 'relist':
      return book.status === 'hidden' && book.hidden_by_seller === 1 ? null : 'not_paused';
    default:
      return null;
  }
}

async function apply(
  trx: Executor,
  sellerId: string,
  book: Row,
  action: BulkAction,
  notifier: Notifier,
  now: Date,
) {
  const at = now.toISOString();
  const set = (columns: BookUpdate) =>
    trx
      .updateTable('books')
      .set({ ...columns, updated_at: at })
      .where('id', '=', book.id)
      .execute();
  switch (action.kind) {
    case 'percent':
    case 'price': {
      const cents =
        action.kind === 'price'
          ? Math.round(action.price * 100)
          : priceAfterPercent(book.price_cents, action.percent);
      await set({ price_cents: cents });
      // As a one-book edit: offers the new price reaches end (docs/product/offers.md#price-lowered).
      await endOffersAtOrAbove(trx, book.id, cents, notifier, now);
      return;
    }
    case 'pause':
      await set({
        status: 'hidden',
        status_reason: PAUSED_BOOK_REASON,
        hidden_by_seller: 1,
        hidden_by_vacation: 0,
      });
      return;
    case 'relist': {
      // Back on sale, or into the holiday's hiding while the store is closed.
      const columns = await onSaleColumns(trx, sellerId);
      await set({ ...columns, hidden_by_seller: 0 });
      if (columns.status === 'available') await queueWantChecks(trx, [book.id], now);
      return;
    }
    case 'remove':
      await removeBook(trx, book.id, { ownerId: sellerId, now });
      return;
  }
}

/** Applies `action` to the seller's books among `ids`; the others, and those its rule refuses, are counted as skipped. */
export async function applyBulk(
  db: DB,
  sellerId: string,
  ids: readonly string[],
  action: BulkAction,
  notifier: Notifier,
  now = new Date(),
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  return inTransaction(db, async (trx) => {
    const books = await trx
      .selectFrom('books')
      .select([
        'id',
        'status',
        'price_cents',
        'hidden_by_suspension',
        'hidden_by_vacation',
        'hidden_by_seller',
      ])
      .where('user_id', '=', sellerId)
      .where('id', 'in', unique)
      .where('status', '<>', 'removed')
      .execute();
    const skipped = new Map<BulkSkipReason, number>();
    const skip = (reason: BulkSkipReason, n = 1) =>
      n > 0 && skipped.set(reason, (skipped.get(reason) ?? 0) + n);
    skip('not_found', unique.length - books.length);
    let changed = 0;
    for (const book of books) {
      const reason = refusal(book, action);
      if (reason) skip(reason);
      else {
        await apply(trx, sellerId, book, action, notifier, now);
        changed++;
      }
    }
    return {
      kind: action.kind,
      changed,
      skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
    };
  });
}
