import { z } from 'zod';
import { userId } from './ids.ts';

// Seller reviews (docs/product/reviews.md): the buyer's review after delivery, the seller's
// one reply, and the list the store page shows.

export const sellerReviewsInput = z.object({ sellerId: userId });

const rating = (label: string) =>
  z
    .number(`Dê uma nota de 1 a 5 para ${label}.`)
    .int(`Dê uma nota de 1 a 5 para ${label}.`)
    .min(1, `Dê uma nota de 1 a 5 para ${label}.`)
    .max(5, `Dê uma nota de 1 a 5 para ${label}.`);

/** A review's optional comment, blank as none: the same rule for both sides' reviews. */
const comment = z
  .string()
  .trim()
  .max(2000, 'O comentário deve ter no máximo 2000 caracteres.')
  .optional()
  .transform((v) => v || null);

export const reviewInput = z.object({
  orderId: z.uuid('Pedido inválido.'),
  overall: rating('a avaliação geral'),
  communication: rating('a comunicação'),
  shipping: rating('o envio'),
  condition: rating('o estado do livro'),
  comment,
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

/** The seller's review of the buyer of a delivered order (docs/product/reviews.md#the-sellers-review-of-the-buyer). */
export const buyerReviewInput = z.object({
  orderId: z.uuid('Pedido inválido.'),
  rating: rating('o comprador'),
  comment,
});

export const orderReviewsInput = z.object({ orderId: z.uuid('Pedido inválido.') });
