import { handoverCodeInput } from '../../shared/handover-code.ts';
import {
  cancelInput,
  checkoutInput,
  orderIdInput,
  orderListInput,
  shipInput,
} from '../../shared/schemas/orders.ts';
import { type NotifierConfig, notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { checkout } from './checkout.ts';
import { awaitingCounts } from './counts.ts';
import { orderDeadlineHold, orderDeadlinesOutput } from './deadline-reads.ts';
import { confirmHandover } from './handover.ts';
import { buyerHandoverCode, handOverByCode, handoverCodeOutput } from './handover-code.ts';
import { orderNotFound } from './order-not-found.ts';
import { findOrderForParty, listOrders } from './order-reads.ts';
import { orderCountsOutput, orderListOutput, orderOutput } from './outputs.ts';
import { packingPhotos, packingPhotosOutput } from './packing-photos.ts';
import { type OrderTransition, reportPayment, transitionOrder } from './transitions.ts';

type MoveCtx = { db: Parameters<typeof transitionOrder>[0]; config: NotifierConfig; user: { id: string } };

async function move(
  ctx: MoveCtx,
  id: string,
  action: OrderTransition,
  extra?: Parameters<typeof transitionOrder>[4],
) {
  const status = await notifying(ctx, (n) =>
    transitionOrder(ctx.db, id, ctx.user.id, action, extra ?? {}, n),
  );
  return { status };
}

export const ordersRouter = router({
  /**
   * Creates one order per seller in one transaction; each book is taken only if still available,
   * otherwise nothing changes and the message names the books that are gone.
   */
  checkout: protectedProcedure
    .meta({ signIn: { title: 'Erro', description: 'Você precisa estar logado para finalizar a compra' } })
    .input(checkoutInput)
    .mutation(async ({ ctx, input }) => {
      const delivery = { ...input.delivery, complement: input.delivery.complement ?? null };
      return { orderIds: await notifying(ctx, (n) => checkout(ctx.db, ctx.user.id, delivery, n)) };
    }),

  /** 'Compras' (as buyer) or 'Vendas' (as seller), newest first. */
  list: protectedProcedure
    .input(orderListInput)
    .output(orderListOutput)
    .query(({ ctx, input }) => listOrders(ctx.db, ctx.user.id, input.role)),

  /** The counts beside 'Minhas compras' and 'Minhas vendas': orders awaiting the member's step. */
  awaiting: protectedProcedure
    .output(orderCountsOutput)
    .query(({ ctx }) => awaitingCounts(ctx.db, ctx.user.id)),

  byId: protectedProcedure
    .input(orderIdInput)
    .output(orderOutput)
    .query(async ({ ctx, input }) => {
      const order = await findOrderForParty(ctx.db, input.id, ctx.user.id);
      if (!order) throw orderNotFound();
      return order;
    }),

  /** What the order page's 'what happens next' needs beyond byId: whether a problem holds it. */
  deadlines: protectedProcedure
    .input(orderIdInput)
    .output(orderDeadlinesOutput)
    .query(({ ctx, input }) => orderDeadlineHold(ctx.db, input.id, ctx.user.id)),

  confirmPayment: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'confirmPayment')),

  /** 'Já paguei': the buyer tells the seller they paid; the seller still confirms it. */
  reportPayment: protectedProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    await notifying(ctx, (n) => reportPayment(ctx.db, input.id, ctx.user.id, n));
    return { reported: true };
  }),

  ship: protectedProcedure
    .input(shipInput)
    .mutation(({ ctx, input }) =>
      move(ctx, input.id, 'ship', { trackingCode: input.trackingCode, photos: input.photos }),
    ),

  /** The photos the seller attached when marking the order sent, with when Releia received each. */
  packingPhotos: protectedProcedure
    .input(orderIdInput)
    .output(packingPhotosOutput)
    .query(({ ctx, input }) => packingPhotos(ctx.db, input.id, ctx.user.id)),

  confirmDelivery: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'confirmDelivery')),

  /** 'Confirmar entrega em mãos': either party, once; both confirmations make it 'entregue'. */
  confirmHandover: protectedProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => ({
    status: await notifying(ctx, (n) => confirmHandover(ctx.db, input.id, ctx.user.id, n)),
  })),

  /** The buyer's code of a paid pickup order, shown as a QR code; never answered to the seller. */
  handoverCode: protectedProcedure
    .input(orderIdInput)
    .output(handoverCodeOutput)
    .query(async ({ ctx, input }) => ({ code: await buyerHandoverCode(ctx.db, input.id, ctx.user.id) })),

  /** 'Escanear código do comprador' or its typed digits: the seller completes a pickup at the handover. */
  handOverByCode: protectedProcedure.input(handoverCodeInput).mutation(async ({ ctx, input }) => ({
    status: await notifying(ctx, (n) => handOverByCode(ctx.db, input.id, ctx.user.id, input.code, n)),
  })),

  /** Either party, before shipping; the books go back on sale. */
  cancel: protectedProcedure
    .input(cancelInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'cancel', { note: input.reason })),
});
