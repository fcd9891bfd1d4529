import { z } from 'zod';
import { OFFER_PRICE_MESSAGE as PRICE_MESSAGE } from '../offers.ts';
import { bookId } from './ids.ts';

// The offers' inputs (docs/product/offers.md). Prices travel in whole cents; the dialog reads
// reais and checks the floor and the asking price first (shared/offers.ts offerPriceMessage).

const cents = z
  .number(PRICE_MESSAGE)
  .int(PRICE_MESSAGE)
  .positive(PRICE_MESSAGE)
  .max(100_000_000, PRICE_MESSAGE);
const offerId = z.uuid('Oferta inválida.');

export const makeOfferInput = z.object({ bookId, amountCents: cents });
export const offerIdInput = z.object({ id: offerId });
export const counterOfferInput = z.object({ id: offerId, counterCents: cents });
export const offersForBookInput = z.object({ bookId });
export const offerListInput = z.object({
  role: z.enum(['recebidas', 'enviadas'], { error: 'Escolha recebidas ou enviadas.' }),
});
export const offerFloorInput = z.object({
  percent: z
    .number('Informe uma porcentagem entre 50 e 95.')
    .int('Informe uma porcentagem entre 50 e 95.')
    .min(50, 'O piso não pode ficar abaixo de 50% do preço.')
    .max(95, 'O piso não pode passar de 95% do preço.'),
});
