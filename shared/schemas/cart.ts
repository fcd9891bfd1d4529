import { z } from 'zod';

export const cartAddInput = z.object({ bookId: z.uuid('Livro inválido.') });
/** The most books a visitor's cart on the device keeps, and the most one merge takes. */
export const LOCAL_CART_MAX = 50;
export const cartMergeInput = z.object({
  bookIds: z.array(z.uuid('Livro inválido.')).max(LOCAL_CART_MAX, 'Livros demais de uma vez.'),
});
export const cartItemInput = z.object({ itemId: z.uuid('Item inválido.') });
export const cartQuantityInput = z.object({
  itemId: z.uuid('Item inválido.'),
  quantity: z
    .number('Quantidade inválida.')
    .int('Quantidade inválida.')
    .max(1_000_000, 'Quantidade inválida.'),
});
