import { TextField } from '../form/Field.tsx';
import { SubmitButton, submitButtonClass } from '../form/SubmitButton.tsx';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { GoogleOnlyNotice, RegisterConsents } from './RegisterConsents.tsx';
import { useRegisterForm } from './use-register-form.ts';

export function RegisterForm({
  passwordSignup,
  onRegistered,
}: {
  passwordSignup: boolean;
  onRegistered: (email: string) => Promise<void>;
}) {
  const { form, accepted, googleOnly, pending, submit } = useRegisterForm(passwordSignup, onRegistered);
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
      </div>
      {passwordSignup && (
        <>
          <EmailField {...form.bind('email')} />
          <PasswordField autoComplete="new-password" showRules {...form.bind('password')} />
        </>
      )}
      <RegisterConsents form={form} accepted={accepted} />
      {googleOnly && <GoogleOnlyNotice />}
      <SubmitButton pending={pending} disabled={!accepted || pending} className={submitButtonClass}>
        {pending ? 'Criando conta...' : 'Criar conta'}
      </SubmitButton>
      {!accepted && (
        <p className="-mt-2 text-center text-stone-600 text-xs">Aceite os termos de uso para continuar.</p>
      )}
    </form>
  );
}
