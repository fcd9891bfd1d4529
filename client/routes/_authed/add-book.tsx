import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, Loader2 } from 'lucide-react';
import { NEXT_STEP_TEXT, STEP_LABELS, useVerification } from '../../components/auth/VerificationSteps.tsx';
import { PageShell } from '../../components/PageShell.tsx';

// Only eligible sellers may list books (spec section 6); the server refuses the others
// (sellerProcedure). Everyone else is shown the next verification step.
export const Route = createFileRoute('/_authed/add-book')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.verification.status.queryOptions()),
  component: AddBook,
});

function AddBook() {
  const { data, isLoading } = useVerification();
  if (isLoading || !data)
    return (
      <PageShell title="Vender um livro">
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
        </p>
      </PageShell>
    );
  if (!data.isSellerEligible) {
    const step = data.nextRequiredStep === 'none' ? 'email' : data.nextRequiredStep;
    return (
      <PageShell
        title="Vender um livro"
        intro="Antes de anunciar, precisamos verificar sua conta de vendedor."
      >
        <div className="flex max-w-xl flex-col gap-4 rounded-2xl border border-brand-600 bg-white p-6">
          <p className="font-medium text-brand-800 text-sm uppercase tracking-wide">Próxima etapa</p>
          <h2 className="font-semibold font-serif text-2xl text-stone-900">{STEP_LABELS[step]}</h2>
          <p className="text-stone-700">{NEXT_STEP_TEXT[step]}</p>
          <Link
            to="/dashboard"
            hash="verificacao"
            className="inline-flex w-fit items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800"
          >
            Continuar verificação
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title="Vender um livro" intro="Sua conta de vendedor está verificada.">
      <p className="text-stone-600">O formulário de anúncio ainda está em construção.</p>
    </PageShell>
  );
}
