import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** The full-width submit of a short form on its own screen (sign-in, sign-up). */
export const submitButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-sm text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** The submit of a form among others on a page (profile, store, verification). */
export const saveButtonClass =
  'inline-flex w-fit items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** A form's submit button, turning a spinner while the form is on its way. */
export function SubmitButton({
  pending,
  disabled = pending,
  className,
  children,
}: {
  pending: boolean;
  /** Defaults to `pending`. */
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={disabled} className={className}>
      {pending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
      {children}
    </button>
  );
}
