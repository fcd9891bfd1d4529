import { mediationCaseInput, mediationDecideInput } from '../../shared/schemas/problems.ts';
import { notifying } from '../notifications/index.ts';
import { adminProcedure, router } from '../trpc.ts';
import { decideMediation, mediationCase, mediationQueue } from './mediation.ts';
import { mediationCaseOutput, mediationQueueOutput, stepOutput } from './outputs.ts';

// The admin area's mediation (docs/product/admin.md#mediation), mounted as admin.mediation.
export const adminMediationRouter = router({
  /** Problems whose parties asked for mediation, oldest request first. */
  queue: adminProcedure.output(mediationQueueOutput).query(({ ctx }) => mediationQueue(ctx.db)),

  /** The whole case, parties' private data included: the look is audited. */
  case: adminProcedure
    .input(mediationCaseInput)
    .output(mediationCaseOutput)
    .query(({ ctx, input }) => mediationCase(ctx.db, input.problemId, { id: ctx.user.id, ip: ctx.ip })),

  /** The decision, with its audit entry in the same transaction; both parties are told. */
  decide: adminProcedure
    .input(mediationDecideInput)
    .output(stepOutput)
    .mutation(({ ctx, input }) =>
      notifying(ctx, (n) => decideMediation(ctx.db, n, { id: ctx.user.id, ip: ctx.ip }, input)),
    ),
});
