import { Link } from '@tanstack/react-router';
import { ArrowLeft, KeyRound } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

/** The frame of the password recovery screens (docs/product/accounts.md#password-recovery). */
export function RecoveryCard({
  title,
  lead,
  headingRef,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Focus lands here when the screen changes state (request sent, link dead). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 md:py-12">
      <Link
        to="/auth"
        className="inline-flex min-h-11 w-fit items-center gap-1.5 rounded-md text-sm text-stone-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para Entrar
      </Link>
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold font-serif text-3xl text-stone-900 outline-none"
        >
          {title}
        </h1>
        {lead && <p className="text-stone-600">{lead}</p>}
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}

/** A link that looks like the screen's main button. */
export const recoveryButtonLinkClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-sm text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2';
