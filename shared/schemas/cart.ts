import { z } from 'zod';

export const cartAddInput = z.object({ bookId: z.uuid('Livro inválido.') });
export const cartItemInput = z.object({ itemId: z.uuid('Item inválido.') });
export const cartQuantityInput = z.object({
  itemId: z.uuid('Item inválido.'),
  quantity: z
    .number('Quantidade inválida.')
    .int('Quantidade inválida.')
    .max(1_000_000, 'Quantidade inválida.'),
});
