import { importJobInput, importRowsInput } from '../../shared/schemas/imports.ts';
import { protectedProcedure, router, sellerProcedure } from '../trpc.ts';
import { cancelImport, confirmImport } from './jobs.ts';
import { currentImport, importRows, importSummary } from './views.ts';
import { nudgeImportWorker } from './worker.ts';

// Spreadsheets in and out of a seller's catalogue (docs/product/spreadsheets.md). The sheet itself
// arrives and leaves over HTTP (sheets-http.ts); these read and move the import job.
export const importsRouter = router({
  /** The seller's import not yet finished, for the page opened again; null when none. */
  current: protectedProcedure.query(({ ctx }) => currentImport(ctx.db, ctx.user.id)),

  /** A job's counts and progress ('N de M livros'). */
  job: protectedProcedure
    .input(importJobInput)
    .query(({ ctx, input }) => importSummary(ctx.db, ctx.user.id, input.jobId)),

  /** The preview's rows, a page at a time. */
  rows: protectedProcedure
    .input(importRowsInput)
    .query(({ ctx, input }) => importRows(ctx.db, ctx.user.id, input)),

  /** Lists the preview's rows; only whoever may list books (docs/product/selling.md#who-can-sell). */
  confirm: sellerProcedure.input(importJobInput).mutation(async ({ ctx, input }) => {
    await confirmImport(ctx.db, ctx.user.id, input.jobId);
    nudgeImportWorker();
    return importSummary(ctx.db, ctx.user.id, input.jobId);
  }),

  /** Gives up a preview: nothing was written. */
  cancel: protectedProcedure.input(importJobInput).mutation(async ({ ctx, input }) => {
    await cancelImport(ctx.db, ctx.user.id, input.jobId);
    return { message: 'Importação cancelada. Nada foi alterado.' };
  }),
});
