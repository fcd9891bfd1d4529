import { z } from 'zod';
import { BULK_KINDS, BULK_SKIP_REASONS, type BulkSkipReason, bulkSummary } from '../../shared/bulk.ts';
import { bulkInput } from '../../shared/schemas/bulk.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure } from '../trpc.ts';
import { nudgeWantMatcher } from '../wants/index.ts';
import { applyBulk, type BulkAction } from './bulk.ts';

const reasons = Object.keys(BULK_SKIP_REASONS) as [BulkSkipReason, ...BulkSkipReason[]];

/**
 * books.bulk: many of the seller's own books at once (docs/product/selling.md#many-books-at-once).
 * Like each one-book change, it acts only on the caller's books: another's id is skipped, never changed.
 */
export const bulkProcedure = protectedProcedure
  .input(bulkInput)
  .output(
    z.object({
      kind: z.enum(BULK_KINDS),
      changed: z.number(),
      skipped: z.array(z.object({ reason: z.enum(reasons), count: z.number() })),
      message: z.string(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    // The schema's refine guarantees a price; its output type still says number | undefined.
    const action: BulkAction =
      input.action.kind === 'price' ? { kind: 'price', price: input.action.price ?? 0 } : input.action;
    const result = await notifying(ctx, (n) => applyBulk(ctx.db, ctx.user.id, input.ids, action, n));
    if (result.kind === 'relist' && result.changed > 0) nudgeWantMatcher();
    return { ...result, message: bulkSummary(result.kind, result.changed, result.skipped) };
  });
