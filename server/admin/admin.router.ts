import { adminAuditListInput, SALES_DAYS } from '../../shared/schemas/admin.ts';
import { listAudit } from '../accounts/index.ts';
import { failedMail } from '../mail/index.ts';
import { adminMediationRouter } from '../problems/index.ts';
import { adminProcedure, router } from '../trpc.ts';
import { adminBooksRouter } from './books.router.ts';
import { adminCategoriesRouter } from './categories.router.ts';
import { adminHealthRouter } from './health.router.ts';
import { auditOutput, failedMailOutput } from './outputs.ts';
import { adminReportsRouter } from './reports.router.ts';
import { dashboardStats } from './stats.ts';
import { adminUsersRouter } from './users.router.ts';

// The admin area (docs/product/admin.md). Every procedure is an adminProcedure (visitors UNAUTHORIZED, other
// users FORBIDDEN), and every change writes its audit entry in the same transaction, so the log
// never misses an action nor records one that did not happen.

export const adminRouter = router({
  /** Counts for the dashboard and the daily sales of the last 30 days. */
  dashboard: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db, SALES_DAYS)),
  users: adminUsersRouter,
  books: adminBooksRouter,
  reports: adminReportsRouter,
  mediation: adminMediationRouter,
  categories: adminCategoriesRouter,
  health: adminHealthRouter,
  audit: router({
    list: adminProcedure
      .input(adminAuditListInput)
      .output(auditOutput)
      .query(({ ctx, input }) => listAudit(ctx.db, input)),
  }),
  outbox: router({
    /** Mail given up after its last SMTP try, with the mail server's error. */
    failed: adminProcedure.output(failedMailOutput).query(({ ctx }) => failedMail(ctx.db, FAILED_MAIL_SHOWN)),
  }),
});

const FAILED_MAIL_SHOWN = 50;
