import { z } from 'zod';
import { addressInput } from './verification.ts';

/** The buyer confirms where the parcels go; the order keeps this copy of the address. */
export const checkoutInput = z.object({ delivery: addressInput });

export const orderIdInput = z.object({ id: z.uuid('Pedido inválido.') });

export const shipInput = z.object({
  id: z.uuid('Pedido inválido.'),
  trackingCode: z
    .string()
    .trim()
    .max(60, 'O código de rastreio deve ter no máximo 60 caracteres.')
    .regex(/^[A-Za-z0-9 -]*$/, 'Use apenas letras, números e hífens no código de rastreio.')
    .optional()
    .transform((v) => v || null),
});

export const cancelInput = z.object({
  id: z.uuid('Pedido inválido.'),
  reason: z
    .string()
    .trim()
    .max(500, 'O motivo deve ter no máximo 500 caracteres.')
    .optional()
    .transform((v) => v || null),
});

export const orderListInput = z.object({
  role: z.enum(['compras', 'vendas'], 'Escolha compras ou vendas.'),
});
