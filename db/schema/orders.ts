import type { Generated } from 'kysely';
import type { DeliveryMethod } from '../../shared/delivery.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import type { Defaulted } from './columns.ts';

// The cart's and the orders' tables of the Database interface in db/schema.ts
// (docs/product/cart.md, docs/product/orders.md, docs/product/delivery.md).

export interface CartItemsTable {
  id: string;
  user_id: string;
  book_id: string;
  quantity: Defaulted<number>;
  created_at: string;
}

/** The buyer's delivery choice per seller while the books wait in the cart (docs/product/delivery.md#in-the-cart). */
export interface CartDeliveriesTable {
  user_id: string;
  seller_id: string;
  method: DeliveryMethod;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  buyer_id: string;
  seller_id: string;
  status: Defaulted<OrderStatus>;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  tracking_code: string | null;
  /** JSON snapshot of the delivery address at checkout. */
  delivery_address: string;
  /** When the buyer said 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer); null until then. */
  payment_reported_at: Defaulted<string | null>;
  /** How the parcel goes; for a pickup, the seller's city at checkout and when each party confirmed the handover. */
  delivery_method: Defaulted<DeliveryMethod>;
  pickup_city: Defaulted<string | null>;
  pickup_state: Defaulted<string | null>;
  handover_buyer_at: Defaulted<string | null>;
  handover_seller_at: Defaulted<string | null>;
  /** When the order entered its current status: every deadline counts from it (docs/product/orders.md#deadlines). */
  status_since: string;
  /** A pickup's 6 digits, shown by the buyer as a QR code and scanned or typed by the seller at the handover. */
  handover_code: Defaulted<string | null>;
  /** JSON array of the evidence photo URLs the seller attached when marking it sent (docs/product/orders.md#marking-it-sent). */
  packing_photos: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  book_id: string;
  title: string;
  price_cents: number;
  quantity: Defaulted<number>;
  /** The book's work when it was sold, so a cancellation takes the sale back from that work. */
  work_key: string | null;
  /** The accepted offer it was bought at and the asking price then (docs/product/offers.md#the-agreed-price); null otherwise. */
  offer_id: Defaulted<string | null>;
  asking_cents: Defaulted<number | null>;
}

/** Sales per work through Releia's orders, cancelled ones not counted; no row for unsold works. */
export interface WorkSalesTable {
  work_key: string;
  sold_count: number;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  status: OrderStatus;
  actor_id: string | null;
  note: string | null;
  created_at: string;
}
