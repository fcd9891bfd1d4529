import { healthRows } from '../doctor-checks.ts';
import { adminProcedure, router } from '../trpc.ts';
import { healthRowsOutput } from './outputs.ts';

// 'Saúde do sistema' in the admin area: the table of `npm run doctor`, made by the same code in
// the serving process, with its settings (docs/product/admin.md#system-health).
export const adminHealthRouter = router({
  rows: adminProcedure
    .output(healthRowsOutput)
    .query(({ ctx }) => healthRows({ db: ctx.db, config: ctx.config, env: process.env })),
});
