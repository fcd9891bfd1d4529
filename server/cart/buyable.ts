import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isListed, listed } from '../catalog/index.ts';

// What a reader may buy: a book on sale (the catalogue's `listed`) with a copy left. Adding to the
// cart, bringing a visitor's cart in, the cart's list and the checkout read this one rule, so a
// book the cart refuses is never sold at checkout (docs/product/cart.md#adding).

/** `isBuyable` in SQL, for a query over `books`. */
export function buyable(eb: ExpressionBuilder<Database, 'books'>) {
  return eb.and([listed(eb), eb('books.stock', '>', 0)]);
}

/** Whether a books row already read may be bought. */
export function isBuyable(row: { status: string; availability: number; stock: number }): boolean {
  return isListed(row) && row.stock > 0;
}
