import { useState } from 'react';
import { useAdminAction } from './use-admin-action.ts';

/**
 * The action an admin picked from a list row, waiting in its ReasonDialog: closing the dialog
 * forgets it and its refusal; a confirmed action that succeeds closes the dialog.
 */
export function usePendingAction<P>() {
  const [pending, setPending] = useState<P | null>(null);
  const action = useAdminAction();

  const onOpenChange = (open: boolean) => {
    if (!open) {
      setPending(null);
      action.clearError();
    }
  };

  const run = async (call: () => Promise<{ message: string }>, fallback: string) => {
    if (await action.run(call, fallback)) setPending(null);
  };

  return { pending, setPending, onOpenChange, run, busy: action.busy, error: action.error };
}
