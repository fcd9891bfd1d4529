import type { Executor } from '../../db/client.ts';
import {
  DEFAULT_POST_PRICE_CENTS,
  DEFAULT_SELLER_DELIVERY,
  type DeliveryMethod,
  type Place,
  type SellerDelivery,
} from '../../shared/delivery.ts';

// Delivery options per seller and the buyer's choice per seller (docs/product/delivery.md).

interface DeliveryColumns {
  ships_by_post: 0 | 1;
  post_price_cents: number | null;
  offers_pickup: 0 | 1;
  pickup_city: string | null;
  pickup_state: string | null;
}

function toSellerDelivery(row: DeliveryColumns | undefined): SellerDelivery {
  if (!row) return DEFAULT_SELLER_DELIVERY;
  return {
    postCents: row.ships_by_post === 1 ? (row.post_price_cents ?? DEFAULT_POST_PRICE_CENTS) : null,
    pickup:
      row.offers_pickup === 1 && row.pickup_city && row.pickup_state
        ? { city: row.pickup_city, state: row.pickup_state }
        : null,
  };
}

const DELIVERY_COLUMNS = [
  'ships_by_post',
  'post_price_cents',
  'offers_pickup',
  'pickup_city',
  'pickup_state',
] as const;

/** What each seller offers; a seller with no store row ships by post at the default price. */
export async function sellerDeliveries(
  db: Executor,
  sellerIds: readonly string[],
): Promise<Map<string, SellerDelivery>> {
  const unique = [...new Set(sellerIds)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .selectFrom('stores')
          .select(['user_id', ...DELIVERY_COLUMNS])
          .where('user_id', 'in', unique)
          .execute();
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(unique.map((id) => [id, toSellerDelivery(byId.get(id))]));
}

/** What one seller offers (the default for a seller with no store row). */
export async function sellerDelivery(db: Executor, sellerId: string): Promise<SellerDelivery> {
  return (await sellerDeliveries(db, [sellerId])).get(sellerId) ?? DEFAULT_SELLER_DELIVERY;
}

/** The owner's own settings, as the store form edits them; the defaults when no store was saved yet. */
export async function ownDeliverySettings(db: Executor, userId: string) {
  const row = await db
    .selectFrom('stores')
    .select(DELIVERY_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row)
    return {
      post: true,
      postPriceCents: DEFAULT_POST_PRICE_CENTS,
      pickup: false,
      pickupCity: '',
      pickupState: '',
    };
  return {
    post: row.ships_by_post === 1,
    postPriceCents: row.post_price_cents ?? DEFAULT_POST_PRICE_CENTS,
    pickup: row.offers_pickup === 1,
    pickupCity: row.pickup_city ?? '',
    pickupState: row.pickup_state ?? '',
  };
}

/** Saves the settings (already validated); false when the member has no store yet. */
export async function saveDeliverySettings(
  db: Executor,
  userId: string,
  input: { post: boolean; postPriceCents: number; pickup: boolean; pickupCity: string; pickupState: string },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('stores')
    .set({
      ships_by_post: input.post ? 1 : 0,
      post_price_cents: input.postPriceCents,
      offers_pickup: input.pickup ? 1 : 0,
      // The pickup city is kept when pickup is switched off, so switching it on again loses nothing.
      pickup_city: input.pickupCity || null,
      pickup_state: input.pickupState || null,
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The buyer's choice per seller, as saved from the cart or checkout. */
export async function chosenDeliveries(db: Executor, buyerId: string): Promise<Map<string, DeliveryMethod>> {
  const rows = await db
    .selectFrom('cart_deliveries')
    .select(['seller_id', 'method'])
    .where('user_id', '=', buyerId)
    .execute();
  return new Map(rows.map((r) => [r.seller_id, r.method]));
}

/** Records the buyer's choice for a seller's parcel; false when no such member (or a deleted one). */
export async function chooseDelivery(
  db: Executor,
  buyerId: string,
  sellerId: string,
  method: DeliveryMethod,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const r = await db
    .insertInto('cart_deliveries')
    .columns(['user_id', 'seller_id', 'method', 'updated_at'])
    // Written only for a seller who exists, in the same statement, so a deletion cannot slip between.
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(buyerId).as('user_id'),
          'id',
          eb.val(method).as('method'),
          eb.val(at).as('updated_at'),
        ])
        .where('id', '=', sellerId)
        .where('deleted_at', 'is', null),
    )
    .onConflict((oc) => oc.columns(['user_id', 'seller_id']).doUpdateSet({ method, updated_at: at }))
    .executeTakeFirst();
  return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Where the buyer is: the city of their saved address, when they saved one. */
export async function buyerPlace(db: Executor, userId: string): Promise<Place | null> {
  const row = await db
    .selectFrom('user_addresses')
    .select(['city', 'state'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The member's saved address with this CEP (digits), which tells the calculator the city. */
export async function findAddressByCep(db: Executor, userId: string, cep: string): Promise<Place | null> {
  const row = await db
    .selectFrom('user_addresses')
    .select(['city', 'state'])
    .where('user_id', '=', userId)
    .where('cep', '=', cep)
    .executeTakeFirst();
  return row ?? null;
}

/** The seller of a listed-or-not book, to quote its delivery. */
export function bookSeller(db: Executor, bookId: string) {
  return db.selectFrom('books').select(['user_id']).where('id', '=', bookId).executeTakeFirst();
}
