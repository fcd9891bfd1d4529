import { stateOfCep } from '../../shared/cep-uf.ts';
import { quoteDelivery } from '../../shared/delivery.ts';
import { cepLookupInput } from '../../shared/schemas/cep.ts';
import {
  deliveryChoiceInput,
  deliveryQuoteInput,
  deliverySettingsInput,
} from '../../shared/schemas/delivery.ts';
import { cepAnswerOutput, lookupCep } from '../cep/index.ts';
import { RuleError } from '../errors.ts';
import { ensureStore } from '../members/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import {
  bookSeller,
  chooseDelivery,
  findAddressByCep,
  ownDeliverySettings,
  saveDeliverySettings,
  sellerDelivery,
} from './delivery.ts';
import { deliveryQuotesOutput } from './outputs.ts';

/** Delivery options per seller (docs/product/delivery.md): the store's settings, the buyer's choice, the calculator. */
export const deliveryRouter = router({
  /** The owner's settings for the store form: the defaults until they save their own. */
  settings: protectedProcedure.query(({ ctx }) => ownDeliverySettings(ctx.db, ctx.user.id)),

  updateSettings: protectedProcedure.input(deliverySettingsInput).mutation(async ({ ctx, input }) => {
    await ensureStore(ctx.db, ctx.user.id);
    await saveDeliverySettings(ctx.db, ctx.user.id, input);
    return ownDeliverySettings(ctx.db, ctx.user.id);
  }),

  /** The buyer's choice for one seller's parcel; the city rule is checked again at checkout. */
  choose: protectedProcedure.input(deliveryChoiceInput).mutation(async ({ ctx, input }) => {
    const seller = await sellerDelivery(ctx.db, input.sellerId);
    if (input.method === 'correios' && seller.postCents === null)
      throw new RuleError('BAD_REQUEST', 'Este vendedor não envia pelos Correios.', {
        title: 'Entrega indisponível',
      });
    if (input.method === 'retirada' && seller.pickup === null)
      throw new RuleError('BAD_REQUEST', 'Este vendedor não oferece retirada em mãos.', {
        title: 'Entrega indisponível',
      });
    if (!(await chooseDelivery(ctx.db, ctx.user.id, input.sellerId, input.method)))
      throw new RuleError('NOT_FOUND', 'Vendedor não encontrado.');
    return { method: input.method };
  }),

  /** 'Calcular frete' on the book page: the seller's options for the CEP typed. */
  quote: publicProcedure
    .input(deliveryQuoteInput)
    .output(deliveryQuotesOutput)
    .query(async ({ ctx, input }) => {
      const book = await bookSeller(ctx.db, input.bookId);
      if (!book)
        throw new RuleError('NOT_FOUND', 'Este livro não existe mais.', { title: 'Livro não encontrado' });
      const seller = await sellerDelivery(ctx.db, book.user_id);
      const cep = input.cep.replace(/\D/g, '');
      const saved = ctx.user ? await findAddressByCep(ctx.db, ctx.user.id, cep) : null;
      return quoteDelivery(seller, saved ? { place: saved } : { state: stateOfCep(cep) });
    }),

  /**
   * The street, neighbourhood, city and state of a CEP, for the address forms to fill in
   * (docs/product/delivery.md#a-cep-fills-the-address): open to visitors like the calculator,
   * limited per client address since each miss asks an outside service.
   */
  cepAddress: publicProcedure
    .input(cepLookupInput)
    .output(cepAnswerOutput)
    .query(({ ctx, input }) => lookupCep(ctx, input.cep)),
});
