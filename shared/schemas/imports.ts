import { z } from 'zod';

// The import page's inputs (docs/product/spreadsheets.md).

export const importJobInput = z.object({ jobId: z.uuid('Importação inválida.') });

export const importRowsInput = z.object({
  jobId: z.uuid('Importação inválida.'),
  afterLine: z.number().int().min(0).max(1_000_000).default(0),
  onlyRefused: z.boolean().default(false),
});
