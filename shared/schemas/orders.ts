import { z } from 'zod';
import { evidenceUrlsInput } from '../evidence.ts';
import { isValidTrackingCode, normalizeTrackingCode, TRACKING_CODE_MESSAGE } from '../tracking-code.ts';
import { addressInput } from './verification.ts';

/** The buyer confirms where the parcels go; the order keeps this copy of the address. */
export const checkoutInput = z.object({ delivery: addressInput });

export const orderIdInput = z.object({ id: z.uuid('Pedido inválido.') });

export const TRACKING_CODE_REQUIRED = 'Informe o código de rastreio.';

/**
 * Every order ships by Correios, so marking it sent asks for its tracking code, normalised and
 * checked by the S10 rule (docs/product/pix.md#tracking-code): the buyer's tracking link must work.
 */
export const shipInput = z.object({
  id: z.uuid('Pedido inválido.'),
  trackingCode: z
    .string(TRACKING_CODE_REQUIRED)
    .transform(normalizeTrackingCode)
    .pipe(
      z
        .string()
        .min(1, { error: TRACKING_CODE_REQUIRED, abort: true })
        .refine(isValidTrackingCode, TRACKING_CODE_MESSAGE),
    ),
  /** Packing photos, each uploaded first as evidence (docs/product/orders.md#marking-it-sent). */
  photos: evidenceUrlsInput,
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
