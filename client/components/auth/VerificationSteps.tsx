import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle, Loader2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NextRequiredStep } from '../../../shared/schemas/verification.ts';
import { trpc } from '../../lib/trpc.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import { toast } from '../toast.ts';
import { AddressForm } from './AddressForm.tsx';
import { IdentityForm } from './IdentityForm.tsx';

export const STEP_LABELS: Record<Exclude<NextRequiredStep, 'none'>, string> = {
  email: 'Confirme seu email',
  personal: 'Dados pessoais',
  address: 'Endereço',
};

export function useVerification() {
  return useQuery(trpc.verification.status.queryOptions());
}

/** After a step is saved: the status, the details and the header's account read again. */
export function useVerificationRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.verification.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.accounts.me.queryKey() }),
      // The address is where a new book's location starts (books.defaultLocation).
      queryClient.invalidateQueries({ queryKey: trpc.books.defaultLocation.queryKey() }),
    ]);
  };
}

/** Seller verification on the dashboard (docs/product/accounts.md#seller-verification): three steps in order. */
export function VerificationSteps() {
  const status = useVerification();
  const details = useQuery(trpc.verification.details.queryOptions());
  const refresh = useVerificationRefresh();

  if (status.isLoading || details.isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
      </p>
    );
  if (!status.data || !details.data)
    return <p className="text-red-700">Não foi possível carregar a verificação. Recarregue a página.</p>;

  const s = status.data;
  const d = details.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">
        {s.isSellerEligible ? (
          <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <strong className="text-green-800">Conta verificada: você já pode vender livros.</strong>
            <Link to="/add-book" className={primaryButtonClass}>
              Anunciar um livro
            </Link>
          </span>
        ) : (
          <>
            Para vender livros, complete as três etapas. Próxima:{' '}
            <strong>{STEP_LABELS[s.nextRequiredStep as Exclude<NextRequiredStep, 'none'>]}</strong>.
          </>
        )}
      </p>
      <ol className="flex flex-col gap-3">
        <Step
          number={1}
          title={STEP_LABELS.email}
          done={s.emailVerified}
          current={s.nextRequiredStep === 'email'}
        >
          {s.emailVerified ? (
            <p className="text-sm text-stone-600">{d.email} confirmado.</p>
          ) : (
            <EmailStep email={d.email} />
          )}
        </Step>
        <Step
          number={2}
          title={STEP_LABELS.personal}
          done={s.personalInfoComplete}
          current={s.nextRequiredStep === 'personal'}
        >
          <IdentityForm identity={d.identity} suggested={d.profileNames} onSaved={refresh} />
        </Step>
        <Step
          number={3}
          title={STEP_LABELS.address}
          done={s.addressComplete}
          current={s.nextRequiredStep === 'address'}
        >
          <AddressForm address={d.address} onSaved={refresh} />
        </Step>
      </ol>
    </div>
  );
}

function Step({
  number,
  title,
  done,
  current,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`rounded-xl border bg-white ${current ? 'border-brand-600 shadow-sm' : 'border-stone-200'}`}
      aria-current={current ? 'step' : undefined}
    >
      <details open={current || undefined} className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600">
          {done ? (
            <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-green-700" />
          ) : (
            <Circle
              aria-hidden="true"
              className={`size-6 shrink-0 ${current ? 'text-brand-700' : 'text-stone-400'}`}
            />
          )}
          <span className="flex-1 font-semibold text-stone-900">
            {number}. {title}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${done ? 'bg-green-100 text-green-800' : current ? 'bg-brand-100 text-brand-800' : 'bg-stone-100 text-stone-600'}`}
          >
            {done ? 'Concluído' : current ? 'Próxima etapa' : 'Pendente'}
          </span>
        </summary>
        <div className="border-stone-100 border-t px-4 py-4">{children}</div>
      </details>
    </li>
  );
}

/** The e-mail step not done yet: where the link went, and a new one on request. */
export function EmailStep({ email }: { email: string }) {
  const send = useMutation(
    trpc.verification.sendEmail.mutationOptions({
      onSuccess: () => toast.success('Sucesso!', { description: `Enviamos um novo link para ${email}.` }),
      onError: (error) => toast.error('Erro', { description: error.message }),
    }),
  );
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-700">
      <p className="flex items-start gap-2">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span>
          Enviamos um link de confirmação para <strong>{email}</strong>. Abra o email e clique no link (ele
          vale por 24 horas).
        </span>
      </p>
      <button
        type="button"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        className="inline-flex w-fit items-center gap-2 rounded-full border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
      >
        {send.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Reenviar link
      </button>
    </div>
  );
}
