import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { toast } from '../toast.ts';

/**
 * The newsletter consent given at registration, changeable at any time
 * (docs/product/data-rights.md#consents). The box follows the click at once and goes back if the
 * server refuses.
 */
export function NewsletterConsent({ initial }: { initial: boolean }) {
  const [checked, setChecked] = useState(initial);
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.profile.setNewsletter.mutationOptions({
      onSuccess: async ({ newsletter }) => {
        toast.success(newsletter ? 'Newsletter ativada' : 'Newsletter desativada', {
          description: newsletter
            ? 'Você vai receber novidades e ofertas do Releia por email.'
            : 'Você não vai mais receber novidades e ofertas do Releia por email.',
        });
        await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      },
      onError: (error, input) => {
        setChecked(!input.newsletter);
        toastFromError(error, 'Erro', 'Não foi possível salvar sua escolha. Tente novamente.');
      },
    }),
  );
  return (
    <CheckboxField
      name="newsletter"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        mutation.mutate({ newsletter: next });
      }}
    >
      Quero receber novidades e ofertas do Releia por email.
    </CheckboxField>
  );
}
