import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixKeyType } from '../../../shared/pix/pix-key.ts';
import { storePixInput } from '../../../shared/pix/pix-key.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { saveForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';

export interface StorePix {
  type: PixKeyType;
  key: string;
  name: string;
  city: string;
}

const EMPTY = { type: 'cpf' as PixKeyType, key: '', name: '', city: '' };

/**
 * The store settings' Pix section (docs/product/pix.md#pix-key): the shared schema checks the four
 * values as the seller types, the server normalises the key; removing clears all four.
 */
export function usePixKeyForm(pix: StorePix | null) {
  const queryClient = useQueryClient();
  const form = useZodForm(storePixInput, pix ? { ...pix } : { ...EMPTY });
  const save = useMutation(trpc.profile.updatePix.mutationOptions());
  const remove = useMutation(trpc.profile.removePix.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.profile.store.queryKey() });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const saved = await saveForm(form, save.mutateAsync, { saved: 'Chave Pix salva.' });
    if (saved) await refresh();
  };

  const clear = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toastFromError(error, 'Erro', 'Não foi possível remover a chave Pix');
      return;
    }
    form.setValues({ ...EMPTY });
    toast.success('Sucesso!', { description: 'Chave Pix removida.' });
    await refresh();
  };

  return { form, submit, clear, saving: save.isPending, removing: remove.isPending };
}
