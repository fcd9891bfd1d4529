import {
  problemAcceptInput,
  problemOpenInput,
  problemOrderInput,
  problemReplyInput,
  refundPixKeyInput,
} from '../../shared/schemas/problems.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { openOutput, orderProblemsOutput, stepOutput } from './outputs.ts';
import { orderProblems } from './reads.ts';
import {
  acceptProposal,
  confirmOutcome,
  openProblem,
  replyToProblem,
  requestMediation,
  setRefundPixKey,
} from './service.ts';

// An order's problems (docs/product/problems.md): 'Relatar problema', answers, proposals and the
// request for mediation, by the order's two parties only (anyone else: NOT_FOUND).
export const problemsRouter = router({
  forOrder: protectedProcedure
    .input(problemOrderInput)
    .output(orderProblemsOutput)
    .query(({ ctx, input }) => orderProblems(ctx.db, input.orderId, ctx.user.id)),

  open: protectedProcedure
    .input(problemOpenInput)
    .output(openOutput)
    .mutation(({ ctx, input }) => notifying(ctx, (n) => openProblem(ctx.db, n, ctx.user.id, input))),

  reply: protectedProcedure
    .input(problemReplyInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) => notifying(ctx, (n) => replyToProblem(ctx.db, n, ctx.user.id, input))),

  /** Accepts the other side's latest proposal: resolved by agreement. */
  accept: protectedProcedure
    .input(problemAcceptInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) => notifying(ctx, (n) => acceptProposal(ctx.db, n, ctx.user.id, input))),

  requestMediation: protectedProcedure
    .input(problemOrderInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) =>
      notifying(ctx, (n) => requestMediation(ctx.db, n, ctx.user.id, input.orderId)),
    ),

  /** 'Confirmar que recebi', by the buyer. */
  confirmOutcome: protectedProcedure
    .input(problemOrderInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) =>
      notifying(ctx, (n) => confirmOutcome(ctx.db, n, ctx.user.id, input.orderId)),
    ),

  setRefundPixKey: protectedProcedure
    .input(refundPixKeyInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) => notifying(ctx, (n) => setRefundPixKey(ctx.db, n, ctx.user.id, input))),
});
