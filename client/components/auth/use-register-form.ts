import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { NAMES_MESSAGE, registerInput, TERMS_MESSAGE } from '../../../shared/schemas/accounts.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';

export const GOOGLE_ONLY_TITLE = 'Use o Google para criar conta';
export const GOOGLE_ONLY_TEXT = "Clique em 'Continuar com Google' para criar sua conta.";

/** The sign-up form's state and its submit, checked in the order the product page gives. */
export function useRegisterForm(passwordSignup: boolean, onRegistered: (email: string) => Promise<void>) {
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

  return { form, accepted, googleOnly, pending: register.isPending, submit };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>['form'];
