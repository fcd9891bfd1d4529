import {
  counterOfferInput,
  makeOfferInput,
  offerFloorInput,
  offerIdInput,
  offerListInput,
  offersForBookInput,
} from '../../shared/schemas/offers.ts';
import { visibleTo } from '../catalog/index.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { ensureStore } from '../members/index.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { makeOffer, moveOffer, offerBook } from './offers.ts';
import { offerListOutput, offersForBookOutput } from './outputs.ts';
import { agreedPrices } from './price.ts';
import type { OfferAction } from './transitions.ts';
import { listOffers, myOfferOn, offerFloorOf, offersOnMyBook, setOfferFloor } from './views.ts';

// Ofertas (docs/product/offers.md): thin procedures over the state machine of
// server/offers/offers.ts, whose rules word every refusal.

async function move(
  ctx: Context & { user: { id: string } },
  id: string,
  action: OfferAction,
  counterCents?: number,
) {
  const extra = counterCents === undefined ? {} : { counterCents };
  return { status: await notifying(ctx, (n) => moveOffer(ctx.db, id, ctx.user.id, action, extra, n)) };
}

export const offersRouter = router({
  /** 'Fazer oferta' (docs/product/offers.md#making-an-offer). */
  make: protectedProcedure.input(makeOfferInput).mutation(async ({ ctx, input }) => ({
    id: await notifying(ctx, (n) => makeOffer(ctx.db, ctx.user.id, input, n)),
  })),
  accept: protectedProcedure.input(offerIdInput).mutation(({ ctx, input }) => move(ctx, input.id, 'accept')),
  decline: protectedProcedure
    .input(offerIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'decline')),
  counter: protectedProcedure
    .input(counterOfferInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'counter', input.counterCents)),
  acceptCounter: protectedProcedure
    .input(offerIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'acceptCounter')),
  withdraw: protectedProcedure
    .input(offerIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'withdraw')),

  /**
   * The book page's part: the asking price and floor, the member's own offer on it, and, on their
   * own book, the offers that wait or bind.
   */
  forBook: protectedProcedure
    .input(offersForBookInput)
    .output(offersForBookOutput)
    .query(async ({ ctx, input }) => {
      const book = await offerBook(ctx.db, input.bookId);
      if (!book || !visibleTo({ status: book.status, sellerId: book.user_id }, ctx.user))
        throw new RuleError('NOT_FOUND', 'Livro não encontrado.');
      const mine = book.user_id === ctx.user.id;
      // What the cart would charge this reader (docs/product/offers.md#the-agreed-price), from the
      // one rule the cart and the checkout read, so the book page shows the same price.
      const agreed = mine
        ? undefined
        : (await agreedPrices(ctx.db, ctx.user.id, [book.id], new Date())).get(book.id);
      return {
        askingCents: book.price_cents,
        floorPercent: book.floorPercent,
        floorCents: book.floorCents,
        isSeller: mine,
        mine: mine ? null : await myOfferOn(ctx.db, book.id, ctx.user.id),
        received: mine ? await offersOnMyBook(ctx.db, book.id, ctx.user.id) : [],
        agreedCents: agreed?.cents ?? null,
      };
    }),

  /** 'Ofertas recebidas' or 'Ofertas enviadas'. */
  list: protectedProcedure
    .input(offerListInput)
    .output(offerListOutput)
    .query(async ({ ctx, input }) => ({ items: await listOffers(ctx.db, ctx.user.id, input.role) })),

  /** The store's floor, the default until the owner sets one (docs/product/offers.md#the-price). */
  floor: protectedProcedure.query(async ({ ctx }) => ({ percent: await offerFloorOf(ctx.db, ctx.user.id) })),

  /** The store's floor in 'Minha Livraria' (docs/product/offers.md#the-price). */
  setFloor: protectedProcedure.input(offerFloorInput).mutation(async ({ ctx, input }) => {
    await ensureStore(ctx.db, ctx.user.id);
    await setOfferFloor(ctx.db, ctx.user.id, input.percent);
    return { percent: input.percent };
  }),
});
