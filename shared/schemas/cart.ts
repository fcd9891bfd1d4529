import { z } from 'zod';
import { LOCAL_CART_MAX } from '../local-cart.ts';

export const cartAddInput = z.object({ bookId: z.uuid('Livro inválido.') });
/** A visitor's cart from the device, merged at sign-in: at most LOCAL_CART_MAX books. */
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
