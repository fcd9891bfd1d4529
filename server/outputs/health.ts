import { z } from 'zod';

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
