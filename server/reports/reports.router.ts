import { z } from 'zod';
import { reportCreateInput } from '../../shared/schemas/reports.ts';
import { checkReportLimit } from '../rate-limits/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { createReport, hasOpenReport } from './reports.ts';

// 'Denunciar' on book and store pages (docs/product/reports.md): signed-in users only.

const signIn = { title: 'Login necessário', description: 'Faça login para denunciar.' };

export const reportsRouter = router({
  create: protectedProcedure
    .meta({ signIn })
    .input(reportCreateInput)
    .mutation(async ({ ctx, input }) => {
      await checkReportLimit(ctx.db, ctx.ip);
      await createReport(ctx.db, ctx.user.id, input);
      return { message: 'Denúncia enviada. Obrigado por ajudar a manter o Releia seguro.' };
    }),

  /** Whether the signed-in user already has an open report on the target. */
  mine: protectedProcedure
    .meta({ signIn })
    .input(z.object({ targetType: z.enum(['book', 'store']), targetId: z.string().trim().min(1).max(100) }))
    .query(async ({ ctx, input }) => ({
      open: await hasOpenReport(ctx.db, ctx.user.id, input.targetType, input.targetId),
    })),
});
