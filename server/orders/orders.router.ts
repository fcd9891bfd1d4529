import { TRPCError } from '@trpc/server';
import {
  cancelInput,
  checkoutInput,
  orderIdInput,
  orderListInput,
  shipInput,
} from '../../shared/schemas/orders.ts';
import { userError } from '../errors.ts';
import { type NotifierConfig, notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { CheckoutError, checkout } from './checkout.ts';
import { awaitingCounts } from './counts.ts';
import { confirmHandover } from './handover.ts';
import { findOrderForParty, listOrders } from './order-reads.ts';
import { orderCountsOutput, orderListOutput, orderOutput } from './outputs.ts';
import { type OrderTransition, reportPayment, TransitionError, transitionOrder } from './transitions.ts';

const WRONG_PARTY: Record<OrderTransition, string> = {
  confirmPayment: 'Só o vendedor pode confirmar o pagamento.',
  ship: 'Só o vendedor pode marcar o pedido como enviado.',
  confirmDelivery: 'Só o comprador pode confirmar a entrega.',
  cancel: 'Só o comprador ou o vendedor podem cancelar o pedido.',
};

const WRONG_STATE: Record<OrderTransition, string> = {
  confirmPayment: 'Este pedido não está aguardando pagamento.',
  ship: 'Só um pedido pago pode ser enviado.',
  confirmDelivery: 'Só um pedido enviado pode ser marcado como entregue.',
  cancel:
    'Este pedido não pode mais ser cancelado: ele já foi enviado, entregue (ou a entrega em mãos já foi confirmada) ou cancelado.',
};

/** A step that does not fit the order's delivery (docs/product/delivery.md#handing-over-in-person). */
const WRONG_METHOD: Partial<Record<OrderTransition, string>> = {
  ship: 'Pedidos com retirada em mãos não são enviados: comprador e vendedor confirmam a entrega em mãos.',
  confirmDelivery: 'Neste pedido com retirada em mãos, confirme a entrega em mãos.',
};

/** The refusals of 'Confirmar entrega em mãos'. */
const HANDOVER_REFUSED = {
  wrong_method: 'Este pedido é enviado pelos Correios: não há entrega em mãos para confirmar.',
  wrong_state: 'A entrega em mãos só pode ser confirmada em um pedido pago.',
  already_confirmed: 'Você já confirmou a entrega em mãos deste pedido.',
} as const;

/** The refusals of 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer). */
const REPORT_REFUSED = {
  wrong_party: 'Só o comprador pode informar o pagamento.',
  wrong_state: 'Este pedido não está aguardando pagamento.',
  already_reported: 'Você já informou o pagamento deste pedido.',
} as const;

export const orderNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Pedido não encontrado.' });

type Refusals = Partial<Record<TransitionError['kind'], string>>;

/** A refused step as the pt-BR answer its party gets; anything else is thrown on. */
function refuse(error: unknown, messages: Refusals): never {
  if (!(error instanceof TransitionError)) throw error;
  if (error.kind === 'not_found') throw orderNotFound();
  const code = error.kind === 'wrong_party' ? 'FORBIDDEN' : 'CONFLICT';
  throw new TRPCError({ code, message: messages[error.kind] ?? messages.wrong_state });
}

async function move(
  ctx: { db: Parameters<typeof transitionOrder>[0]; config: NotifierConfig; user: { id: string } },
  id: string,
  action: OrderTransition,
  extra?: Parameters<typeof transitionOrder>[4],
) {
  try {
    const status = await notifying(ctx, (n) =>
      transitionOrder(ctx.db, id, ctx.user.id, action, extra ?? {}, n),
    );
    return { status };
  } catch (error) {
    refuse(error, {
      wrong_party: WRONG_PARTY[action],
      wrong_state: WRONG_STATE[action],
      wrong_method: WRONG_METHOD[action],
    });
  }
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
      try {
        const delivery = { ...input.delivery, complement: input.delivery.complement ?? null };
        const orderIds = await notifying(ctx, (n) => checkout(ctx.db, ctx.user.id, delivery, n));
        return { orderIds };
      } catch (error) {
        if (!(error instanceof CheckoutError)) throw error;
        if (error.kind === 'empty') {
          throw userError(
            'BAD_REQUEST',
            'Carrinho vazio',
            'Adicione itens ao carrinho antes de finalizar a compra',
          );
        }
        if (error.kind === 'no_delivery') {
          throw userError(
            'BAD_REQUEST',
            'Entrega indisponível',
            `${error.titles.join(', ')} só entrega em mãos na cidade do vendedor. Use um endereço nessa cidade ou remova esses livros do carrinho.`,
          );
        }
        const names = error.titles.map((t) => `"${t}"`).join(', ');
        throw userError(
          'CONFLICT',
          'Livro indisponível',
          error.titles.length === 1
            ? `O livro ${names} não está mais disponível. Remova-o do carrinho para continuar.`
            : `Os livros ${names} não estão mais disponíveis. Remova-os do carrinho para continuar.`,
        );
      }
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

  confirmPayment: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'confirmPayment')),

  /** 'Já paguei': the buyer tells the seller they paid; the seller still confirms it. */
  reportPayment: protectedProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    try {
      await notifying(ctx, (n) => reportPayment(ctx.db, input.id, ctx.user.id, n));
      return { reported: true };
    } catch (error) {
      refuse(error, REPORT_REFUSED);
    }
  }),

  ship: protectedProcedure
    .input(shipInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'ship', { trackingCode: input.trackingCode })),

  confirmDelivery: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'confirmDelivery')),

  /** 'Confirmar entrega em mãos': either party, once; both confirmations make it 'entregue'. */
  confirmHandover: protectedProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    try {
      return { status: await notifying(ctx, (n) => confirmHandover(ctx.db, input.id, ctx.user.id, n)) };
    } catch (error) {
      refuse(error, HANDOVER_REFUSED);
    }
  }),

  /** Either party, before shipping; the books go back on sale. */
  cancel: protectedProcedure
    .input(cancelInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, 'cancel', { note: input.reason })),
});
