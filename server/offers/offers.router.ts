import { TRPCError } from '@trpc/server';
import { COUNTER_RANGE_MESSAGE, offerProblemMessage } from '../../shared/offers.ts';
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
import { ensureStore } from '../members/index.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { makeOffer, moveOffer, offerBook } from './offers.ts';
import { offerListOutput, offersForBookOutput } from './outputs.ts';
import { agreedPrices } from './price.ts';
import { type OfferAction, OfferError } from './transitions.ts';
import { listOffers, myOfferOn, offerFloorOf, offersOnMyBook, setOfferFloor } from './views.ts';

// Ofertas (docs/product/offers.md): thin procedures over the state machine of
// server/offers/offers.ts; every refusal is a pt-BR sentence.

const WRONG_PARTY: Record<OfferAction, string> = {
  accept: 'Só o vendedor pode aceitar a oferta.',
  decline: 'Só o vendedor pode recusar a oferta.',
  counter: 'Só o vendedor pode fazer uma contraproposta.',
  acceptCounter: 'Só quem fez a oferta pode aceitar a contraproposta.',
  withdraw: 'Só quem fez a oferta pode retirá-la.',
};

const WRONG_STATE: Record<OfferAction, string> = {
  accept: 'Esta oferta não está mais aguardando resposta.',
  decline: 'Esta oferta não está mais aguardando resposta.',
  counter: 'Esta oferta não está mais aguardando resposta.',
  acceptCounter: 'Não há contraproposta em aberto nesta oferta.',
  withdraw: 'Esta oferta não está mais em aberto.',
};

const REFUSALS: Record<
  Exclude<OfferError['kind'], 'wrong_party' | 'wrong_state' | 'under_floor' | 'not_below_asking'>,
  { code: 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST'; message: string }
> = {
  not_found: { code: 'NOT_FOUND', message: 'Oferta não encontrada.' },
  expired: { code: 'CONFLICT', message: 'Esta oferta expirou.' },
  sold: { code: 'CONFLICT', message: 'Este livro já foi vendido.' },
  unavailable: { code: 'CONFLICT', message: 'Este livro não está disponível.' },
  own_book: { code: 'FORBIDDEN', message: 'Você não pode fazer oferta no seu próprio livro.' },
  counter_range: { code: 'BAD_REQUEST', message: COUNTER_RANGE_MESSAGE },
  above_price: { code: 'CONFLICT', message: 'Esta oferta não é mais menor que o preço do livro.' },
  duplicate: { code: 'CONFLICT', message: 'Você já tem uma oferta em andamento para este livro.' },
  blocked: { code: 'FORBIDDEN', message: 'Não é possível negociar com este usuário.' },
};

/** A refused offer step as its pt-BR answer; anything else is thrown on. */
function refuse(error: unknown, action: OfferAction | 'make'): never {
  if (!(error instanceof OfferError)) throw error;
  const { kind, price } = error;
  if (kind === 'under_floor' || kind === 'not_below_asking') {
    if (!price) throw error;
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: offerProblemMessage(kind, price.askingCents, price.floorPercent),
    });
  }
  if (kind === 'wrong_party' || kind === 'wrong_state') {
    const messages = kind === 'wrong_party' ? WRONG_PARTY : WRONG_STATE;
    const message = action === 'make' ? REFUSALS.duplicate.message : messages[action];
    throw new TRPCError({ code: kind === 'wrong_party' ? 'FORBIDDEN' : 'CONFLICT', message });
  }
  const refusal = REFUSALS[kind];
  const message = action === 'make' && kind === 'not_found' ? 'Livro não encontrado.' : refusal.message;
  throw new TRPCError({ code: refusal.code, message });
}

async function move(
  ctx: Context & { user: { id: string } },
  id: string,
  action: OfferAction,
  counterCents?: number,
) {
  try {
    const status = await notifying(ctx, (n) =>
      moveOffer(ctx.db, id, ctx.user.id, action, counterCents === undefined ? {} : { counterCents }, n),
    );
    return { status };
  } catch (error) {
    refuse(error, action);
  }
}

export const offersRouter = router({
  /** 'Fazer oferta' (docs/product/offers.md#making-an-offer). */
  make: protectedProcedure.input(makeOfferInput).mutation(async ({ ctx, input }) => {
    try {
      return { id: await notifying(ctx, (n) => makeOffer(ctx.db, ctx.user.id, input, n)) };
    } catch (error) {
      refuse(error, 'make');
    }
  }),
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
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Livro não encontrado.' });
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
