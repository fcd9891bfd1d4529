import { z } from 'zod';

// Reports ('Denunciar', docs/product/reports.md): a signed-in user reports a book or a store with a reason
// from a fixed list and, optionally, some words of their own.

export const REPORT_REASONS = [
  { value: 'conteudo_improprio', label: 'Conteúdo impróprio' },
  { value: 'anuncio_falso', label: 'Anúncio falso ou enganoso' },
  { value: 'produto_proibido', label: 'Produto proibido' },
  { value: 'spam', label: 'Spam' },
  { value: 'outro', label: 'Outro' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export type ReportTargetType = 'book' | 'store';

const reasonValues = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

export const REPORT_DETAILS_MAX = 1000;

export const reportCreateInput = z
  .object({
    targetType: z.enum(['book', 'store'], { error: 'Escolha o que denunciar.' }),
    targetId: z.string().trim().min(1, 'Anúncio inválido.').max(100, 'Anúncio inválido.'),
    reason: z.enum(reasonValues, { error: 'Escolha um motivo.' }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Escreva no máximo ${REPORT_DETAILS_MAX} caracteres.`)
      .optional()
      .transform((v) => v || null),
  })
  // 'Outro' says nothing on its own: the admin needs the words.
  .refine((v) => v.reason !== 'outro' || v.details !== null, {
    path: ['details'],
    message: "Conte o que aconteceu quando o motivo é 'Outro'.",
  });
