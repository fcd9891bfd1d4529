import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loginInput } from '../../../shared/schemas/accounts.ts';
import { trpc } from '../../lib/trpc.ts';
import { SubmitButton, submitButtonClass } from '../form/SubmitButton.tsx';
import { offlineOr, sendForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Errors the server answers on purpose; anything else is 'Erro inesperado'. */
const EXPECTED = new Set(['BAD_REQUEST', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'UNAUTHORIZED', 'CONFLICT']);

export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const form = useZodForm(loginInput, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const login = useMutation(trpc.accounts.login.mutationOptions());

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // One place for the reason, beside the form (docs/product/accounts.md#sign-in), never a toast too.
    const signedIn = await sendForm(form, login.mutateAsync, {
      show: setFormError,
      describe: (error) => {
        const code = (error as { data?: { code?: string } }).data?.code;
        if (code && EXPECTED.has(code)) return (error as Error).message;
        return offlineOr(error, 'Ocorreu um erro durante o login. Tente novamente.');
      },
    });
    if (!signedIn) return;
    toast.success('Login realizado com sucesso!', { description: 'Bem-vindo de volta ao Releia.' });
    await onSignedIn();
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EmailField {...form.bind('email')} />
      <div className="flex flex-col gap-1">
        <PasswordField autoComplete="current-password" {...form.bind('password')} />
        <Link
          to="/esqueci-senha"
          className="inline-flex min-h-11 w-fit items-center self-end rounded-md px-1 font-semibold text-brand-800 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Esqueci minha senha
        </Link>
      </div>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {formError}
        </p>
      )}
      <SubmitButton pending={login.isPending} className={submitButtonClass}>
        {login.isPending ? 'Entrando...' : 'Entrar'}
      </SubmitButton>
    </form>
  );
}
