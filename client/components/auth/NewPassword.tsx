import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RESET_LINK_DEAD, resetPasswordInput } from '../../../shared/schemas/password-reset.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { useAuthChanged } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { SubmitButton, submitButtonClass } from '../form/SubmitButton.tsx';
import { offlineOr, sendForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';
import { usePageTitle } from '../use-page-title.ts';
import { PasswordField } from './PasswordField.tsx';
import { RecoveryCard, recoveryButtonLinkClass } from './RecoveryCard.tsx';

// The link of the recovery e-mail (docs/product/accounts.md#password-recovery): the new password
// typed twice. The page asks first whether the link still works, so nobody types a password for
// a dead link; the link is spent only by the POST of the form, never by opening the page.

export function NewPassword({ token }: { token: string }) {
  usePageTitle('Criar nova senha');
  const [dead, setDead] = useState(false);
  const link = useQuery({
    ...trpc.accounts.passwordResetLink.queryOptions({ token }),
    enabled: token !== '',
    // Asked once: after the form spends the link, a refetch would call it dead under the member.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (token === '' || dead || link.data?.works === false) return <DeadLink />;
  if (link.isError)
    return (
      <RecoveryCard title="Criar nova senha">
        <FormAlert
          message={offlineOr(
            link.error,
            'Não foi possível conferir o link agora. Recarregue a página para tentar de novo.',
          )}
        />
      </RecoveryCard>
    );
  if (!link.data)
    return (
      <RecoveryCard title="Criar nova senha">
        <p role="status" className="flex items-center justify-center gap-2 text-stone-700">
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" /> Conferindo o link...
        </p>
      </RecoveryCard>
    );
  return <NewPasswordForm token={token} onDead={() => setDead(true)} />;
}

function DeadLink() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <RecoveryCard title="Link expirado" headingRef={heading}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p role="alert" className="text-stone-800">
          {RESET_LINK_DEAD}
        </p>
        <Link to="/esqueci-senha" className={recoveryButtonLinkClass}>
          Pedir um novo link
        </Link>
      </div>
    </RecoveryCard>
  );
}

function NewPasswordForm({ token, onDead }: { token: string; onDead: () => void }) {
  const form = useZodForm(resetPasswordInput, { token, password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(trpc.accounts.resetPassword.mutationOptions());
  const navigate = useNavigate();
  const authChanged = useAuthChanged();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const saved = await sendForm(form, save.mutateAsync, {
      show: setFormError,
      describe: (error) => {
        if (refusalMessage(error, null) === RESET_LINK_DEAD) {
          onDead();
          return null;
        }
        if (form.showServerErrors(error)) return null;
        return offlineOr(
          error,
          refusalMessage(error, 'Não foi possível salvar a nova senha. Tente novamente.'),
        );
      },
    });
    if (!saved) return;
    // Leave first: the link is spent, and nothing on this page should ask about it again.
    await navigate({ to: '/', replace: true });
    await authChanged('SIGNED_IN');
    toast.success('Nova senha salva', {
      description: 'Você já está conectado. As outras sessões da conta foram encerradas.',
    });
  };

  return (
    <RecoveryCard title="Criar nova senha" lead="Escolha uma senha nova e digite-a duas vezes.">
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField label="Nova senha" autoComplete="new-password" showRules {...form.bind('password')} />
        <PasswordField
          label="Repita a nova senha"
          autoComplete="new-password"
          {...form.bind('confirmPassword')}
        />
        {formError && <FormAlert message={formError} />}
        <SubmitButton pending={save.isPending} className={submitButtonClass}>
          {save.isPending ? 'Salvando...' : 'Salvar nova senha'}
        </SubmitButton>
      </form>
    </RecoveryCard>
  );
}
