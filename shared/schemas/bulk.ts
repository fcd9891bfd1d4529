import { z } from 'zod';
import { BULK_MAX_BOOKS, BULK_MAX_CUT, BULK_MAX_RAISE } from '../bulk.ts';
import { bookInputBase } from './books.ts';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once).

const percent = z
  .number('Informe a porcentagem.')
  .int('Use uma porcentagem inteira.')
  .min(-BULK_MAX_CUT, `A redução máxima é de ${BULK_MAX_CUT}%.`)
  .max(BULK_MAX_RAISE, `O aumento máximo é de ${BULK_MAX_RAISE}%.`)
  .refine((v) => v !== 0, 'Informe uma porcentagem diferente de zero.');

export const bulkInput = z.object({
  ids: z
    .array(z.uuid('Livro inválido.'))
    .min(1, 'Selecione ao menos um livro.')
    .max(BULK_MAX_BOOKS, `Selecione no máximo ${BULK_MAX_BOOKS} livros por vez.`),
  action: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('percent'), percent }),
      // The one-book form's price rule, whatever a form sends ('12,50', 12.5).
      z.object({
        kind: z.literal('price'),
        price: bookInputBase.shape.price.refine((v) => v !== undefined, 'Informe o preço.'),
      }),
      z.object({ kind: z.literal('pause') }),
      z.object({ kind: z.literal('relist') }),
      z.object({ kind: z.literal('remove') }),
    ],
    'Ação inválida.',
  ),
});
export type BulkInput = z.input<typeof bulkInput>;
