import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { AddressForm } from '../auth/AddressForm.tsx';
import { IdentityForm } from '../auth/IdentityForm.tsx';
import { PixKeyForm } from '../auth/PixKeyForm.tsx';
import { EmailStep, useVerification, useVerificationRefresh } from '../auth/VerificationSteps.tsx';
import { DeliverySettingsSection } from '../delivery/DeliverySettingsForm.tsx';
import { FormSectionLevel } from '../form/FormSection.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { type SellerStep, type SellerStepKey, sellerPath, stepBadge, whatIsLeft } from './seller-path.ts';

/** What each step asks, under its title while it is not done. */
const STEP_HINTS: Record<SellerStepKey, string> = {
  email: 'Abra o link que enviamos para o seu email.',
  personal: 'Nome como no documento, CPF e data de nascimento. Ninguém mais vê esses dados.',
  address: 'De onde você envia os livros.',
  store:
    'Como o livro chega ao comprador e a chave Pix para ele pagar. Sem chave Pix, o comprador vê seu contato para combinar o pagamento.',
};

/**
 * The guided path to a first listing (docs/product/selling.md#becoming-a-seller): each step done
 * in place with the same forms as Meu Perfil, the one to do now marked and opened; the listing
 * form opens once the required ones are done.
 */
export function SellerPathSteps() {
  const status = useVerification();
  const details = useQuery(trpc.verification.details.queryOptions());
  const store = useQuery(trpc.profile.store.queryOptions());
  const refresh = useVerificationRefresh();
  const ready = status.data && details.data && !store.isLoading;
  const path = ready ? sellerPath({ ...status.data, hasPix: Boolean(store.data?.pix) }) : null;
  const headings = useRef(new Map<SellerStepKey, HTMLHeadingElement>());
  const shownCurrent = useRef<SellerStepKey | null | undefined>(undefined);
  // A step saved moves the reader on: focus goes to the next step's title, not the page's top.
  useEffect(() => {
    if (!path) return;
    if (shownCurrent.current !== undefined && path.current && path.current !== shownCurrent.current)
      headings.current.get(path.current)?.focus();
    shownCurrent.current = path.current;
  }, [path]);

  if (status.isLoading || details.isLoading || store.isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
      </p>
    );
  if (!path || !details.data)
    return <p className="text-red-700">Não foi possível carregar os passos. Recarregue a página.</p>;
  const d = details.data;

  const content: Record<SellerStepKey, ReactNode> = {
    email: path.steps[0]?.done ? (
      <p className="text-sm text-stone-700">{d.email} confirmado.</p>
    ) : (
      <EmailStep email={d.email} />
    ),
    personal: <IdentityForm identity={d.identity} suggested={d.profileNames} onSaved={refresh} />,
    address: <AddressForm address={d.address} onSaved={refresh} />,
    store: (
      <FormSectionLevel.Provider value={3}>
        <div className="flex flex-col gap-8">
          <PixKeyForm pix={store.data?.pix ?? null} />
          <DeliverySettingsSection />
        </div>
      </FormSectionLevel.Provider>
    ),
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p role="status" className="font-semibold text-brand-900">
          {whatIsLeft(path)}
        </p>
        {path.canList && <ListBookLink />}
      </div>
      <ol aria-label="Passos para começar a vender" className="flex flex-col gap-3">
        {path.steps.map((step, i) => (
          <PathStep
            key={step.key}
            number={i + 1}
            step={step}
            current={path.current === step.key}
            badge={stepBadge(step, path.current)}
            headingRef={(el) => {
              if (el) headings.current.set(step.key, el);
              else headings.current.delete(step.key);
            }}
          >
            {content[step.key]}
          </PathStep>
        ))}
      </ol>
      {path.canList ? (
        <ListBookLink />
      ) : (
        <p className="text-sm text-stone-600">
          O formulário do anúncio abre assim que os três primeiros passos estiverem concluídos.
        </p>
      )}
    </div>
  );
}

function ListBookLink() {
  return (
    <Link to="/add-book" className={`${primaryButtonClass} w-fit`}>
      Anunciar um livro
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function PathStep({
  number,
  step,
  current,
  badge,
  headingRef,
  children,
}: {
  number: number;
  step: SellerStep;
  current: boolean;
  badge: string;
  headingRef: (el: HTMLHeadingElement | null) => void;
  children: ReactNode;
}) {
  // A later step may be done first (the server asks no order); done ones show their summary.
  const [opened, setOpened] = useState(false);
  const open = current || step.done || opened;
  const body = useRef<HTMLDivElement>(null);
  // 'Fazer agora' leaves the page as it opens the step: the focus goes to the step's first field.
  useEffect(() => {
    if (opened) body.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [opened]);
  const id = `passo-${step.key}`;
  return (
    <li
      aria-current={current ? 'step' : undefined}
      className={`rounded-xl border bg-white p-4 sm:p-5 ${current ? 'border-brand-600 shadow-sm' : 'border-stone-200'}`}
    >
      <div className="flex items-start gap-3">
        {step.done ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        ) : (
          <Circle
            aria-hidden="true"
            className={`mt-0.5 size-6 shrink-0 ${current ? 'text-brand-700' : 'text-stone-400'}`}
          />
        )}
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-lg text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {number}. {step.title}
            <span className="sr-only">: {badge}</span>
          </h2>
          <span
            aria-hidden="true"
            className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${step.done ? 'bg-green-100 text-green-800' : current ? 'bg-brand-100 text-brand-800' : 'bg-stone-100 text-stone-600'}`}
          >
            {badge}
          </span>
        </div>
      </div>
      {!step.done && <p className="mt-2 text-sm text-stone-600">{STEP_HINTS[step.key]}</p>}
      {open ? (
        <div ref={body} className="mt-4">
          {children}
        </div>
      ) : (
        <button type="button" onClick={() => setOpened(true)} className={`${secondaryButtonClass} mt-3`}>
          Fazer agora
        </button>
      )}
    </li>
  );
}
