import { type RawBuilder, sql } from 'kysely';

// How a seller is named wherever a buyer meets them (docs/product/glossary.md#naming-the-seller):
// the store's name when the store is open and named, else the member's name. One expression, so
// that checkout, the cart, orders and offers cannot drift apart again. `stores` is a left join: a
// member who never saved 'Minha Livraria' has no row there.

/** The store's name when the store is open and has one; null otherwise. */
export function openStoreName(stores: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`case when ${sql.ref(`${stores}.is_active`)} = 1 and trim(${sql.ref(`${stores}.store_name`)}) <> '' then ${sql.ref(`${stores}.store_name`)} end`;
}

/** The seller's name as buyers see it: the open store's name, else the member's. */
export function sellerLabel(stores: string, profiles: string): RawBuilder<string> {
  return sql<string>`coalesce(${openStoreName(stores)}, ${sql.ref(`${profiles}.name`)})`;
}
