import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RESET_REQUESTED, requestPasswordResetInput } from '../../../shared/schemas/password-reset.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { SubmitButton, submitButtonClass } from '../form/SubmitButton.tsx';
import { offlineOr, sendForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { usePageTitle } from '../use-page-title.ts';
import { EmailField } from './EmailField.tsx';
import { RecoveryCard } from './RecoveryCard.tsx';

/**
 * 'Esqueci minha senha' (docs/product/accounts.md#password-recovery): the address, then the one
 * answer the server gives whether or not it has an account.
 */
export function ForgotPassword() {
  usePageTitle('Esqueci minha senha');
  const form = useZodForm(requestPasswordResetInput, { email: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const request = useMutation(trpc.accounts.requestPasswordReset.mutationOptions());
  const heading = useRef<HTMLHeadingElement>(null);

  // The screen changes under the reader: their screen reader starts again at its title.
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const sentNow = await sendForm(form, request.mutateAsync, {
      show: setFormError,
      describe: (error) =>
        form.showServerErrors(error)
          ? null
          : offlineOr(error, refusalMessage(error, 'Não foi possível pedir o link agora. Tente novamente.')),
    });
    if (sentNow) setSent(true);
  };

  if (sent)
    return (
      <RecoveryCard title="Confira seu email" headingRef={heading}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-green-700" />
          <p role="status" className="text-stone-800">
            {RESET_REQUESTED}
          </p>
          <p className="text-sm text-stone-600">
            O link vale por 1 hora e só pode ser usado uma vez. Se não encontrar o email em alguns minutos,
            confira a pasta de spam.
          </p>
          <button
            type="button"
            onClick={() => {
              request.reset();
              setSent(false);
            }}
            className="min-h-11 rounded-md px-2 font-semibold text-brand-800 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Usar outro email
          </button>
        </div>
      </RecoveryCard>
    );

  return (
    <RecoveryCard
      title="Esqueci minha senha"
      lead="Informe o email da sua conta. Enviaremos um link para você criar uma nova senha."
      headingRef={heading}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField {...form.bind('email')} />
        {formError && <FormAlert message={formError} />}
        <SubmitButton pending={request.isPending} className={submitButtonClass}>
          {request.isPending ? 'Enviando...' : 'Enviar link'}
        </SubmitButton>
      </form>
    </RecoveryCard>
  );
}
