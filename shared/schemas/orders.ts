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

const rating = (label: string) =>
  z
    .number(`Dê uma nota de 1 a 5 para ${label}.`)
    .int(`Dê uma nota de 1 a 5 para ${label}.`)
    .min(1, `Dê uma nota de 1 a 5 para ${label}.`)
    .max(5, `Dê uma nota de 1 a 5 para ${label}.`);

export const reviewInput = z.object({
  orderId: z.uuid('Pedido inválido.'),
  overall: rating('a avaliação geral'),
  communication: rating('a comunicação'),
  shipping: rating('o envio'),
  condition: rating('o estado do livro'),
  comment: z
    .string()
    .trim()
    .max(2000, 'O comentário deve ter no máximo 2000 caracteres.')
    .optional()
    .transform((v) => v || null),
  isAnonymous: z.boolean().default(false),
});

export const reviewResponseInput = z.object({
  reviewId: z.uuid('Avaliação inválida.'),
  response: z
    .string()
    .trim()
    .min(1, 'Escreva sua resposta.')
    .max(2000, 'A resposta deve ter no máximo 2000 caracteres.'),
});
