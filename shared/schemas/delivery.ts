import { z } from 'zod';
import { CEP_MESSAGE, isValidCep, UF_CODES } from '../cep.ts';
import { DELIVERY_METHODS } from '../delivery.ts';
import { parsePrice } from '../format.ts';
import { bookId, userId } from './ids.ts';

// The store's delivery settings and the buyer's choice per seller (docs/product/delivery.md).

export const POST_PRICE_MAX_CENTS = 20_000;
export const DELIVERY_NONE_MESSAGE = 'Ofereça ao menos uma forma de entrega.';
export const POST_PRICE_MESSAGE = 'Informe um frete entre R$ 0,00 e R$ 200,00.';

/** A price typed in reais ('18,90', '18.90', 18.9) as whole cents, within the allowed range. */
const postPrice = z.union([z.number(), z.string()], { error: POST_PRICE_MESSAGE }).transform((v, ctx) => {
  const reais = typeof v === 'number' ? v : parsePrice(v);
  const cents = Math.round(reais * 100);
  const whole = Math.abs(reais * 100 - cents) < 1e-6;
  if (!Number.isFinite(reais) || !whole || cents < 0 || cents > POST_PRICE_MAX_CENTS) {
    ctx.addIssue({ code: 'custom', message: POST_PRICE_MESSAGE });
    return z.NEVER;
  }
  return cents;
});

export const deliverySettingsInput = z
  .object({
    post: z.boolean(),
    postPrice,
    pickup: z.boolean(),
    pickupCity: z.string().trim().max(80, 'Use no máximo 80 caracteres.'),
    // '' while pickup is off and no state was ever picked.
    pickupState: z.enum(['', ...UF_CODES], { error: 'Selecione o estado.' }),
  })
  .superRefine((v, ctx) => {
    if (!v.post && !v.pickup)
      ctx.addIssue({ code: 'custom', path: ['post'], message: DELIVERY_NONE_MESSAGE });
    if (v.pickup && v.pickupCity.length === 0)
      ctx.addIssue({ code: 'custom', path: ['pickupCity'], message: 'Informe a cidade da retirada.' });
    if (v.pickup && v.pickupState === '')
      ctx.addIssue({ code: 'custom', path: ['pickupState'], message: 'Selecione o estado.' });
  })
  .transform(({ postPrice: postPriceCents, ...rest }) => ({ ...rest, postPriceCents }));
export type DeliverySettingsInput = z.input<typeof deliverySettingsInput>;

export const deliveryChoiceInput = z.object({
  sellerId: userId,
  method: z.enum(DELIVERY_METHODS, { error: 'Escolha uma forma de entrega.' }),
});

export const deliveryQuoteInput = z.object({
  bookId,
  cep: z.string({ error: CEP_MESSAGE }).trim().refine(isValidCep, CEP_MESSAGE),
});
