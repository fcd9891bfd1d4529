import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastSuccess } from '../toast.ts';

/**
 * Runs one step of a problem: the success toast with the server's sentence, the field errors kept
 * for the form, any other refusal as a toast; the thread and the order are read again either way.
 */
export function useProblemStep(orderId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.problems.forOrder.queryKey({ orderId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.byId.queryKey({ id: orderId }) }),
      // Whether a problem holds the delivery, and a resend's new clock (docs/product/problems.md#outcomes-and-the-order).
      queryClient.invalidateQueries({ queryKey: trpc.orders.deadlines.queryKey({ id: orderId }) }),
    ]);
  const run = async (
    step: () => Promise<{ message: string }>,
    onFields?: (fields: Record<string, string>) => void,
  ): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const { message } = await step();
      toastSuccess(message);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (onFields && Object.keys(fields).length > 0) onFields(fields);
      else toastFromError(error, 'Erro', 'Não foi possível concluir. Tente novamente.');
      return false;
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return { busy, run };
}
