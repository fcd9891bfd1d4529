/**
 * 'Continuar com Google': a full-page visit to the server, which runs the OAuth flow and comes
 * back to `redirect` (checked again by the server: a same-site path only).
 */
export function GoogleButton({
  tab,
  redirect,
}: {
  tab: 'login' | 'register';
  redirect?: string | undefined;
}) {
  const params = new URLSearchParams({ tab });
  if (redirect) params.set('redirect', redirect);
  return (
    <a
      href={`/auth/google?${params.toString()}`}
      className="flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-5 py-2.5 font-semibold text-sm text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.2-.1-2.3-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
        />
      </svg>
      Continuar com Google
    </a>
  );
}

/** Why the server sent the browser back with ?erro=..., in words ('Erro no login social'). */
export const GOOGLE_ERRORS: Record<string, string> = {
  indisponivel: 'O login com Google não está disponível neste servidor.',
  estado: 'A tentativa de login expirou ou não pôde ser confirmada. Tente novamente.',
  cancelado: 'O login com Google foi cancelado.',
  google: 'O Google não confirmou o acesso. Tente novamente.',
  email: 'Sua conta Google não tem um email verificado.',
  suspensa: 'Esta conta está suspensa. Fale com a equipe do Releia para saber mais.',
  limite: 'Muitos cadastros feitos a partir desta conexão. Tente novamente mais tarde.',
  interno: 'Ocorreu um erro ao entrar com o Google. Tente novamente.',
};
