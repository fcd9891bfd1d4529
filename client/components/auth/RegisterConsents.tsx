import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { GOOGLE_ONLY_TEXT, GOOGLE_ONLY_TITLE, type RegisterFormState } from './use-register-form.ts';

/** The newsletter opt-in and the terms of use, which sign-up needs ticked. */
export function RegisterConsents({ form, accepted }: { form: RegisterFormState; accepted: boolean }) {
  return (
    <>
      <CheckboxField
        checked={form.values.newsletter === true}
        onChange={(checked) => form.set('newsletter', checked)}
      >
        Quero receber novidades e ofertas do Releia por email.
      </CheckboxField>
      <CheckboxField
        name="acceptTerms"
        checked={accepted}
        onChange={(checked) => form.set('acceptTerms', checked as true)}
      >
        Li e aceito os{' '}
        <Link
          to="/termos"
          target="_blank"
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          termos de uso
        </Link>
        .
      </CheckboxField>
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
