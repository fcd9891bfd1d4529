import { z } from 'zod';
import type { ReportReason, ReportStatus, ReportTargetType } from '../../db/schema.ts';
import type { BookStatus } from '../../shared/book.ts';
import { pageOf, textOf } from '../outputs.ts';

// The admin lists (docs/product/admin.md): admins see members' e-mails and states; still, each
// field is named, so a column joined for a filter does not travel to the browser.

export const adminUsersOutput = pageOf(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    storePath: z.string(),
    createdAt: z.string(),
    isAdmin: z.boolean(),
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string().nullable(),
    verification: z.object({ email: z.boolean(), personal: z.boolean(), address: z.boolean() }),
    counts: z.object({ books: z.number(), listed: z.number(), purchases: z.number(), sales: z.number() }),
  }),
);

export const adminBooksOutput = pageOf(
  z.object({
    id: z.string(),
    title: z.string(),
    author: z.string(),
    priceCents: z.number(),
    status: textOf<BookStatus>(),
    statusReason: z.string().nullable(),
    hiddenBySuspension: z.boolean(),
    createdAt: z.string(),
    path: z.string(),
    openReports: z.number(),
    seller: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      suspended: z.boolean(),
      storePath: z.string(),
    }),
  }),
);

export const adminReportsOutput = pageOf(
  z.object({
    id: z.string(),
    targetType: textOf<ReportTargetType>(),
    targetId: z.string(),
    reason: textOf<ReportReason>(),
    details: z.string().nullable(),
    status: textOf<ReportStatus>(),
    resolutionNote: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    reporter: z.object({ name: z.string(), username: z.string().nullable() }),
    resolverName: z.string().nullable(),
    target: z.union([
      z.object({
        exists: z.literal(true),
        label: z.string(),
        path: z.string(),
        status: z.string().nullable(),
      }),
      z.object({ exists: z.literal(false), label: z.string(), path: z.null(), status: z.null() }),
    ]),
    owner: z.object({ id: z.string(), name: z.string().nullable(), suspended: z.boolean() }).nullable(),
  }),
);

export const auditOutput = pageOf(
  z.object({
    id: z.number(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string().nullable(),
    // What the action recorded, in its own shape (server/accounts/audit.ts).
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorEmail: z.string().nullable(),
    ip: z.string().nullable(),
  }),
);

/** Mail given up after its last try. */
export const failedMailOutput = z.array(
  z.object({
    id: z.number(),
    created_at: z.string(),
    to_email: z.string(),
    subject: z.string(),
    attempts: z.number(),
    error: z.string().nullable(),
  }),
);

// The rows of 'Saúde do sistema' (docs/product/admin.md#system-health), those `npm run doctor`
// prints (server/doctor-checks.ts).
export const healthRowsOutput = z.array(
  z.object({
    check: z.string(),
    verdict: z.enum(['ok', 'atenção', 'erro']),
    detail: z.string(),
    fix: z.string().nullable(),
  }),
);
