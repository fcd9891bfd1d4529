import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, refusalMessage } from '../../lib/errors.ts';
import { useSignedOut } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { toast } from '../toast.ts';

/**
 * 'Excluir minha conta' (docs/product/data-rights.md#deletion): what the dialog asks for, and the
 * deletion. A refusal (wrong password, orders in progress) shows in the dialog with the typed
 * password kept; success signs this tab and the others out and goes home.
 */
export function useDeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const check = useQuery({ ...trpc.accountDeletion.check.queryOptions(), enabled: open });
  const signedOut = useSignedOut('/');
  const mutation = useMutation(
    trpc.accountDeletion.delete.mutationOptions({
      onSuccess: async ({ message }) => {
        toast.success('Conta excluída', { description: message });
        await signedOut();
      },
    }),
  );
  const fieldError = mutation.error ? fieldErrorsOf(mutation.error).password : undefined;
  const error =
    mutation.error && !fieldError
      ? refusalMessage(mutation.error, 'Não foi possível excluir a conta. Tente novamente.')
      : null;
  return {
    open,
    setOpen: (next: boolean) => {
      setOpen(next);
      if (!next) mutation.reset();
    },
    check,
    password,
    setPassword,
    busy: mutation.isPending,
    fieldError,
    error,
    // Not before the dialog knows how to ask (password or Google): nothing could show the answer.
    confirm: () => {
      if (check.data) mutation.mutate(check.data.hasPassword ? { password } : {});
    },
  };
}
