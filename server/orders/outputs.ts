import { z } from 'zod';
import { DELIVERY_METHODS } from '../../shared/delivery.ts';
import { DEADLINE_KEYS } from '../../shared/order-next-step.ts';
import { ORDER_STATUSES } from '../../shared/order-status.ts';
import { PIX_KEY_TYPES } from '../../shared/pix/pix-key.ts';
import { ORDER_ACTIONS } from './actions.ts';

// Orders (docs/product/orders.md): what each party sees of the other. The contacts and the
// delivery address are the other party's only where the query put them
// (server/orders/order-reads.ts says who sees what).

/** The orders that await the member's own step, as buyer and as seller (docs/product/orders.md#what-awaits-you). */
export const orderCountsOutput = z.object({ compras: z.number().int(), vendas: z.number().int() });

export const orderListOutput = z.array(
  z.object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    totalCents: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    buyerName: z.string(),
    sellerName: z.string(),
    titles: z.string(),
    itemCount: z.number(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    // The open order's next deadline (docs/product/orders.md#deadlines); null once it is closed.
    deadline: z.object({ key: z.enum(DEADLINE_KEYS), at: z.string() }).nullable(),
    // Ended by a problem's 'Devolver o valor' (docs/product/problems.md#outcomes-and-the-order).
    refunded: z.boolean(),
  }),
);

const contact = { email: z.string().nullable().optional(), phone: z.string().nullable().optional() };

export const orderOutput = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  role: z.enum(['buyer', 'seller']),
  subtotalCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
  trackingCode: z.string().nullable(),
  paymentReportedAt: z.string().nullable(),
  statusSince: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  pickup: z
    .object({
      place: z.object({ city: z.string(), state: z.string() }).nullable(),
      buyerConfirmedAt: z.string().nullable(),
      sellerConfirmedAt: z.string().nullable(),
    })
    .nullable(),
  // The seller's Pix key, to the buyer who must pay only (docs/product/pix.md).
  pix: z
    .object({
      code: z.string(),
      key: z.string(),
      keyType: z.enum(PIX_KEY_TYPES),
      name: z.string(),
      city: z.string(),
    })
    .nullable(),
  sellerHasPixKey: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      bookId: z.string(),
      title: z.string(),
      author: z.string().nullable(),
      quantity: z.number(),
      priceCents: z.number(),
      askingCents: z.number().nullable(),
      photo: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      note: z.string().nullable(),
      createdAt: z.string(),
      actorId: z.string().nullable(),
    }),
  ),
  review: z
    .object({
      id: z.string(),
      isAnonymous: z.boolean(),
      overall: z.number(),
      communication: z.number(),
      shipping: z.number(),
      condition: z.number(),
      comment: z.string().nullable(),
      response: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  // What the reader may do now (server/orders/actions.ts); the page offers these and nothing else.
  actions: z.array(z.enum(ORDER_ACTIONS)),
  buyer: z.object({ id: z.string(), name: z.string(), ...contact }),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    memberName: z.string(),
    username: z.string().nullable(),
    ...contact,
  }),
  delivery: z.object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    // Absent from orders placed without one (the checkout form's field is optional): sent as null.
    complement: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
  }),
});
