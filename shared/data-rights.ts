import { z } from 'zod';

// Members' data rights under the LGPD (docs/product/data-rights.md): the words and inputs both the
// server and the 'Meus dados' section use.

/** What a deleted member's name becomes wherever the other party still sees it (orders, messages). */
export const DELETED_ACCOUNT = 'Conta excluída';

/** How long a finished export can be downloaded (docs/product/data-rights.md#download). */
export const EXPORT_TTL_HOURS = 24;

/** How recent a Google sign-in must be to delete an account without a password (docs/product/data-rights.md#deletion). */
export const FRESH_SIGN_IN_MINUTES = 5;

export const deleteAccountInput = z.object({
  /** The account's password; absent for members who sign in only with Google. */
  password: z.string().max(200, 'Senha longa demais.').optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

export const newsletterInput = z.object({ newsletter: z.boolean({ error: 'Escolha sim ou não.' }) });

/** The signed unsubscribe link's two parts (docs/product/data-rights.md#consents). */
export const unsubscribeInput = z.object({
  userId: z.string().trim().min(1, 'Link de descadastro inválido.').max(100, 'Link de descadastro inválido.'),
  token: z.string().trim().min(1, 'Link de descadastro inválido.').max(100, 'Link de descadastro inválido.'),
});

/** An export's state as the member sees it; the download link only while ready. */
export type DataExportState =
  | { status: 'none' }
  | { status: 'pending' | 'working'; progress: string }
  | { status: 'ready'; url: string; expiresAt: string }
  | { status: 'failed' | 'expired'; progress: string };

/** Orders still open, as the refusal names them (docs/product/data-rights.md#deletion). */
export function ordersInProgressMessage(numbers: readonly string[]): string {
  const list = numbers.map((n) => `#${n}`).join(', ');
  return numbers.length === 1
    ? `Sua conta ainda tem um pedido em andamento (${list}). Conclua ou cancele o pedido antes de excluir a conta.`
    : `Sua conta ainda tem pedidos em andamento (${list}). Conclua ou cancele os pedidos antes de excluir a conta.`;
}
