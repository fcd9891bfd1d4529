import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
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

  const failed = !token || verify.isError;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      {verify.isSuccess ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="font-semibold font-serif text-3xl text-stone-900">Email confirmado!</h1>
          <p className="text-stone-700">
            O endereço {verify.data.email} foi confirmado. Continue a verificação para vender livros.
          </p>
          <Link
            to="/dashboard"
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800"
          >
            Ir para Meu Perfil
          </Link>
        </>
      ) : failed ? (
        <>
          <XCircle aria-hidden="true" className="size-12 text-red-700" />
          <h1 className="font-semibold font-serif text-3xl text-stone-900">Não foi possível confirmar</h1>
          <p role="alert" className="text-stone-700">
            {verify.error?.message ?? 'Link de verificação inválido.'}
          </p>
          <Link to="/dashboard" className="font-semibold text-brand-800 underline underline-offset-2">
            Pedir um novo link em Meu Perfil
          </Link>
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" /> Confirmando seu email...
        </p>
      )}
    </div>
  );
}
