import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../components/use-page-title.ts';
import { trpc } from '../lib/trpc.ts';

// The unsubscribe link of a newsletter mail (docs/product/data-rights.md#consents), signed out.
// Leaving is a POST made by this page, so mail scanners that prefetch links change nothing.
export const Route = createFileRoute('/newsletter/sair')({
  validateSearch: (search: Record<string, unknown>) => ({
    u: typeof search.u === 'string' ? search.u : '',
    t: typeof search.t === 'string' ? search.t : '',
  }),
  component: Unsubscribe,
});

function Unsubscribe() {
  usePageTitle('Sair da newsletter');
  const { u, t } = Route.useSearch();
  const leave = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !u || !t) return;
    started.current = true;
    leave.mutate({ userId: u, token: t });
  }, [u, t, leave]);

  const failed = !u || !t || leave.isError;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      {leave.isSuccess ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="font-semibold font-serif text-3xl text-stone-900">Você saiu da newsletter</h1>
          <p className="text-stone-700">{leave.data.message}</p>
          <Link
            to="/dashboard"
            hash="meus-dados"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Mudar de ideia em Meu Perfil
          </Link>
        </>
      ) : failed ? (
        <>
          <XCircle aria-hidden="true" className="size-12 text-red-700" />
          <h1 className="font-semibold font-serif text-3xl text-stone-900">Não foi possível sair</h1>
          <p role="alert" className="text-stone-700">
            {leave.error?.message ?? 'Link de descadastro inválido.'}
          </p>
          <Link
            to="/dashboard"
            hash="meus-dados"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Desligar a newsletter em Meu Perfil
          </Link>
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" /> Tirando você da
          newsletter...
        </p>
      )}
    </div>
  );
}
