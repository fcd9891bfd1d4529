import { adminAuditListInput, SALES_DAYS } from '../../shared/schemas/admin.ts';
import { auditOutput, failedMailOutput } from '../outputs/admin.ts';
import { dashboardStats } from '../repositories/admin-stats.ts';
import { listAudit } from '../repositories/audit.ts';
import { failedMail } from '../repositories/outbox.ts';
import { adminProcedure, router } from '../trpc.ts';
import { adminBooksRouter } from './admin-books.ts';
import { adminCategoriesRouter } from './admin-categories.ts';
import { adminHealthRouter } from './admin-health.ts';
import { adminReportsRouter } from './admin-reports.ts';
import { adminUsersRouter } from './admin-users.ts';

// The admin area (docs/product/admin.md). Every procedure is an adminProcedure (visitors UNAUTHORIZED, other
// users FORBIDDEN), and every change writes its audit entry in the same transaction, so the log
// never misses an action nor records one that did not happen.

export const adminRouter = router({
  /** Counts for the dashboard and the daily sales of the last 30 days. */
  dashboard: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db, SALES_DAYS)),
  users: adminUsersRouter,
  books: adminBooksRouter,
  reports: adminReportsRouter,
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
