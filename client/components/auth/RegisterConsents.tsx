import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { GOOGLE_ONLY_TEXT, GOOGLE_ONLY_TITLE, type RegisterFormState } from './use-register-form.ts';

/** The newsletter opt-in and the terms of use, which sign-up needs ticked. */
export function RegisterConsents({ form, accepted }: { form: RegisterFormState; accepted: boolean }) {
  const termsId = useId();
  const newsletterId = useId();
  return (
    <>
      <div className="flex items-start gap-2.5">
        <input
          id={newsletterId}
          type="checkbox"
          checked={form.values.newsletter === true}
          onChange={(e) => form.set('newsletter', e.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <label htmlFor={newsletterId} className="text-sm text-stone-700">
          Quero receber novidades e ofertas do Releia por email.
        </label>
      </div>
      <div className="flex items-start gap-2.5">
        <input
          id={termsId}
          type="checkbox"
          name="acceptTerms"
          checked={accepted}
          onChange={(e) => form.set('acceptTerms', e.target.checked as true)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <label htmlFor={termsId} className="text-sm text-stone-700">
          Li e aceito os{' '}
          <Link
            to="/termos"
            target="_blank"
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            termos de uso
          </Link>
          .
        </label>
      </div>
    </>
  );
}

/** Shown when the operator allows only Google sign-up and the visitor tried the form. */
export function GoogleOnlyNotice() {
  return (
    <div
      role="status"
      className="flex gap-2.5 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sky-900 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="block">{GOOGLE_ONLY_TITLE}</strong>
        {GOOGLE_ONLY_TEXT}
      </p>
    </div>
  );
}
