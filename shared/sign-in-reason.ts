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

/**
 * The reason a page behind sign-in gives the visitor it sends to /auth: whatever link led them to
 * the listing pages ('Vender Livros', 'Vender Agora', the footer's), it was to sell.
 */
export function pageReason(pathname: string): SignInReason | undefined {
  return pathname === '/add-book' || pathname === '/comecar-a-vender' ? 'vender' : undefined;
}

/** The same as a plain path, for links that are not router navigations ('Vender Livros'). */
export function signInHref(redirect: string, reason?: SignInReason): string {
  const params = new URLSearchParams({ redirect });
  if (reason) params.set('motivo', reason);
  return `/auth?${params.toString()}`;
}
