import type { DataExportState } from '../../shared/data-rights.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { exportUrl } from './export-files.ts';
import { EXPIRED_MESSAGE, latestExport, requestExport } from './export-queries.ts';
import { nudgeExportWorker } from './export-worker.ts';

// 'Baixar meus dados' (docs/product/data-rights.md#download): the member asks, the worker makes the
// ZIP off the request path, the page polls `status` and shows the progress, then the link.

export const dataExportRouter = router({
  status: protectedProcedure.query(async ({ ctx }): Promise<DataExportState> => {
    const row = await latestExport(ctx.db, ctx.user.id);
    if (!row) return { status: 'none' };
    if (row.status === 'ready' && row.expiresAt && row.expiresAt > new Date().toISOString())
      return { status: 'ready', url: exportUrl(ctx.config, row.id), expiresAt: row.expiresAt };
    // Past its expiry before the worker's next round removed it.
    if (row.status === 'ready') return { status: 'expired', progress: EXPIRED_MESSAGE };
    return { status: row.status, progress: row.progress ?? '' };
  }),

  request: protectedProcedure.mutation(async ({ ctx }) => {
    await requestExport(ctx.db, ctx.user.id);
    // A nudge, not the work itself: the answer does not wait for the ZIP.
    nudgeExportWorker();
    return { message: 'Estamos preparando seus dados. Você pode continuar navegando.' };
  }),
});
