import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Info, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { NAMES_MESSAGE, registerInput, TERMS_MESSAGE } from '../../../shared/schemas/accounts.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';
import { submitClass } from './LoginForm.tsx';
import { PasswordField } from './PasswordField.tsx';

const GOOGLE_ONLY_TITLE = 'Use o Google para criar conta';
const GOOGLE_ONLY_TEXT = "Clique em 'Continuar com Google' para criar sua conta.";

export function RegisterForm({
  passwordSignup,
  onRegistered,
}: {
  passwordSignup: boolean;
  onRegistered: (email: string) => Promise<void>;
}) {
  const form = useZodForm(registerInput, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    newsletter: false,
    acceptTerms: false as unknown as true,
  });
  const [googleOnly, setGoogleOnly] = useState(false);
  const register = useMutation(trpc.accounts.register.mutationOptions());
  const termsId = useId();
  const newsletterId = useId();
  const accepted = form.values.acceptTerms === true;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // In order (docs/product/accounts.md#registration): terms, then names, then, when the operator
    // allows password sign-up, the rest.
    if (!accepted) {
      toast.error('Termos obrigatórios', { description: TERMS_MESSAGE });
      return;
    }
    if (!String(form.values.firstName).trim() || !String(form.values.lastName).trim()) {
      form.validate();
      toast.error('Campos obrigatórios', { description: NAMES_MESSAGE });
      return;
    }
    if (!passwordSignup) {
      setGoogleOnly(true);
      toast.info(GOOGLE_ONLY_TITLE, { description: GOOGLE_ONLY_TEXT });
      return;
    }
    const data = form.validate();
    if (!data) return;
    try {
      await register.mutateAsync(data);
    } catch (error) {
      if (!form.showServerErrors(error)) {
        toast.error('Erro', {
          description: (error as Error).message || 'Não foi possível criar a conta. Tente novamente.',
        });
      }
      return;
    }
    toast.success('Sucesso!', {
      description: `Conta criada! Enviamos um link de confirmação para ${data.email}.`,
    });
    await onRegistered(data.email);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
      </div>
      {passwordSignup && (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.bind('email')}
          />
          <PasswordField autoComplete="new-password" showRules {...form.bind('password')} />
        </>
      )}
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
      {googleOnly && (
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
      )}
      <button type="submit" disabled={!accepted || register.isPending} className={submitClass}>
        {register.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        {register.isPending ? 'Criando conta...' : 'Criar conta'}
      </button>
      {!accepted && (
        <p className="-mt-2 text-center text-stone-600 text-xs">Aceite os termos de uso para continuar.</p>
      )}
    </form>
  );
}
