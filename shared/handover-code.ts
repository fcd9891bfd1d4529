import { z } from 'zod';

// A pickup confirmed by a code the buyer shows (docs/product/delivery.md#the-handover-code):
// the buyer's order page shows it as a QR code and six digits, the seller scans or types it.

/** How many digits the code has; the QR code carries exactly these digits. */
export const HANDOVER_CODE_LENGTH = 6;

/** Wrong codes an order takes per window before the seller must wait: 6 digits cannot be guessed. */
export const HANDOVER_CODE_TRIES = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const HANDOVER_CODE_MESSAGES = {
  format: 'Digite os 6 números do código do comprador.',
  wrong: 'Código incorreto. Confira os 6 números na tela do comprador e tente de novo.',
  tooMany: 'Muitas tentativas com código incorreto neste pedido.',
  onlyBuyerReads: 'Só o comprador vê o código de entrega deste pedido.',
  onlySellerChecks: 'Só o vendedor confirma a entrega com o código do comprador.',
  notOpen: 'O código de entrega só vale para um pedido pago com retirada em mãos.',
} as const;

/** The history's note when the seller's scan or typed digits matched the buyer's code. */
export const HANDOVER_CODE_NOTE = 'Entrega em mãos confirmada pelo código do comprador';

/** The code's digits as a QR code scanner reads them: a string of exactly 6 digits, or null. */
export function handoverCodeFrom(raw: string): string | null {
  const digits = raw.trim();
  return /^\d{6}$/.test(digits) ? digits : null;
}

export const handoverCodeInput = z.object({
  id: z.uuid('Pedido inválido.'),
  code: z
    .string(HANDOVER_CODE_MESSAGES.format)
    .trim()
    .regex(/^\d{6}$/, HANDOVER_CODE_MESSAGES.format),
});
