import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { reportCreateInput } from '../../shared/schemas/reports.ts';
import { checkReportLimit } from '../rate-limits/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { createReport, hasOpenReport, ReportError } from './reports.ts';

// 'Denunciar' on book and store pages (docs/product/reports.md): signed-in users only.

const MESSAGES: Record<ReportError['kind'], [TRPCError['code'], string]> = {
  not_found: ['NOT_FOUND', 'Não encontramos o anúncio denunciado.'],
  own: ['FORBIDDEN', 'Você não pode denunciar o seu próprio anúncio.'],
  duplicate: ['CONFLICT', 'Você já denunciou este anúncio. Nossa equipe está analisando.'],
  closed: ['CONFLICT', 'Esta denúncia já foi analisada.'],
};

const signIn = { title: 'Login necessário', description: 'Faça login para denunciar.' };

export const reportsRouter = router({
  create: protectedProcedure
    .meta({ signIn })
    .input(reportCreateInput)
    .mutation(async ({ ctx, input }) => {
      await checkReportLimit(ctx.db, ctx.ip);
      try {
        await createReport(ctx.db, ctx.user.id, input);
      } catch (error) {
        if (error instanceof ReportError) {
          const [code, message] = MESSAGES[error.kind];
          throw new TRPCError({ code, message });
        }
        throw error;
      }
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
