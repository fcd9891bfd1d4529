/**
 * Why a visitor is asked to sign in, as a short key in the sign-in address (`motivo`) and the one
 * line the sign-in screen shows for it (docs/product/accounts.md#sign-in). Only these keys are
 * read: any other value shows no line, so the address cannot put words on the screen.
 */
const REASONS = [
  'comprar',
  'oferta',
  'avise',
  'seguir',
  'curtir',
  'conversar',
  'vender',
  'finalizar',
  'denunciar',
] as const;

export type SignInReason = (typeof REASONS)[number];

// The keys apart from their lines: every page reads the sign-in address's key (the route's
// search), only the sign-in screen shows the line, so the lines stay out of the first JavaScript.
export const SIGN_IN_REASONS: Record<SignInReason, string> = {
  comprar: 'Entre para comprar este livro.',
  oferta: 'Entre para fazer uma oferta por este livro.',
  avise: 'Entre para ser avisado quando este livro chegar.',
  seguir: 'Entre para seguir este leitor.',
  curtir: 'Entre para curtir este livro.',
  conversar: 'Entre para conversar com o vendedor.',
  vender: 'Entre para vender seus livros.',
  finalizar: 'Entre para finalizar a compra. Os livros do carrinho vão junto.',
  denunciar: 'Entre para fazer uma denúncia.',
};

export function signInReason(value: unknown): SignInReason | undefined {
  return REASONS.find((reason) => reason === value);
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
