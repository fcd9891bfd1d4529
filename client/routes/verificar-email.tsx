import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EmailLinkOutcome } from '../components/EmailLinkOutcome.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../components/PageShell.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { trpc } from '../lib/trpc.ts';

// The link from the verification email. Confirming is a POST made by this page, so mail scanners
// that prefetch links do not confirm anything by themselves.
export const Route = createFileRoute('/verificar-email')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: VerifyEmail,
});

function VerifyEmail() {
  usePageTitle('Confirmar email');
  const { token } = Route.useSearch();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.verification.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.resetQueries(),
    }),
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const status = verify.isSuccess ? 'done' : !token || verify.isError ? 'failed' : 'working';
  return (
    <EmailLinkOutcome
      status={status}
      working="Confirmando seu email..."
      title={verify.isSuccess ? 'Email confirmado!' : 'Não foi possível confirmar'}
      next={
        verify.isSuccess ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/dashboard" className={primaryButtonClass}>
              Ir para Meu Perfil
            </Link>
            {/* Back to the steps of docs/product/selling.md#becoming-a-seller, for whoever came from them. */}
            <Link to="/comecar-a-vender" className={secondaryButtonClass}>
              Continuar a vender
            </Link>
          </div>
        ) : (
          <Link to="/dashboard" className="font-semibold text-brand-800 underline underline-offset-2">
            Pedir um novo link em Meu Perfil
          </Link>
        )
      }
    >
      {verify.isSuccess
        ? `O endereço ${verify.data.email} foi confirmado. Continue a verificação para vender livros.`
        : (verify.error?.message ?? 'Link de verificação inválido.')}
    </EmailLinkOutcome>
  );
}
