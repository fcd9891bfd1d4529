import { z } from 'zod';
import { vacationStartInput } from '../../shared/schemas/vacation.ts';
import { protectedProcedure, router, sellerProcedure } from '../trpc.ts';
import { endVacation, notOnVacation, startVacation, vacationOf } from './vacation.ts';

// Modo férias from the seller's side (docs/product/vacation.md), under stores.vacation.

const vacationOutput = z.object({
  since: z.string(),
  until: z.string().nullable(),
  message: z.string().nullable(),
});

export const vacationRouter = router({
  /** The signed-in member's closing, or null while the store is open. */
  mine: protectedProcedure
    .output(vacationOutput.nullable())
    .query(({ ctx }) => vacationOf(ctx.db, ctx.user.id)),

  /** Closes the store; only a seller has books to take off sale. */
  start: sellerProcedure
    .input(vacationStartInput)
    .output(z.object({ hidden: z.number(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const hidden = await startVacation(ctx.db, ctx.user.id, input);
      const left = hidden === 1 ? '1 livro saiu da venda' : `${hidden} livros saíram da venda`;
      return { hidden, message: `Livraria em férias: ${left}.` };
    }),

  /** 'Reabrir a livraria': any member whose store is closed, seller still or not, may reopen it. */
  end: protectedProcedure
    .output(z.object({ relisted: z.number(), message: z.string() }))
    .mutation(async ({ ctx }) => {
      const relisted = await endVacation(ctx.db, ctx.user.id);
      if (relisted === null) throw notOnVacation();
      return { relisted, message: 'Livraria reaberta. Seus livros voltaram à venda.' };
    }),
});
