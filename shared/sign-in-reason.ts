/**
 * Why a visitor is asked to sign in, as a short key in the sign-in address (`motivo`) and the one
 * line the sign-in screen shows for it (docs/product/accounts.md#sign-in). Only these keys are
 * read: any other value shows no line, so the address cannot put words on the screen.
 */
export const SIGN_IN_REASONS = {
  comprar: 'Entre para comprar este livro.',
  oferta: 'Entre para fazer uma oferta por este livro.',
  avise: 'Entre para ser avisado quando este livro chegar.',
  seguir: 'Entre para seguir este leitor.',
  curtir: 'Entre para curtir este livro.',
  conversar: 'Entre para conversar com o vendedor.',
  vender: 'Entre para vender seus livros.',
  finalizar: 'Entre para finalizar a compra. Os livros do carrinho vão junto.',
  denunciar: 'Entre para fazer uma denúncia.',
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

export function signInReason(value: unknown): SignInReason | undefined {
  return typeof value === 'string' && Object.hasOwn(SIGN_IN_REASONS, value)
    ? (value as SignInReason)
    : undefined;
}

/** The sign-in screen's search for coming back to `redirect`, saying why when there is a reason. */
export function signInSearch(
  redirect: string,
  reason?: SignInReason,
): { redirect: string; motivo?: SignInReason } {
  return reason ? { redirect, motivo: reason } : { redirect };
}

/** The same as a plain path, for links that are not router navigations ('Vender Livros'). */
export function signInHref(redirect: string, reason?: SignInReason): string {
  const params = new URLSearchParams({ redirect });
  if (reason) params.set('motivo', reason);
  return `/auth?${params.toString()}`;
}
