import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ReportReason, reportCreateInput } from '../../../shared/schemas/reports.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { firstIssueByField } from '../form/use-zod-form.ts';
import { toastError, toastSuccess } from '../toast.ts';

/** The report form's state and its sending; a sent report empties the form and closes the dialog. */
export function useReportForm(targetType: 'book' | 'store', targetId: string, close: () => void) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const parsed = reportCreateInput.safeParse({ targetType, targetId, reason: reason || undefined, details });
  const errors = parsed.success ? {} : firstIssueByField(parsed.error.issues);
  const errorOf = (field: string): string | undefined => (tried ? errors[field] : undefined);

  const submit = async () => {
    setTried(true);
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const result = await trpcClient.reports.create.mutate({
        ...parsed.data,
        details: parsed.data.details ?? undefined,
      });
      toastSuccess(result.message);
      close();
      setReason('');
      setDetails('');
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
    } catch (error) {
      const message = refusalMessage(error, 'Não foi possível enviar a denúncia. Tente novamente.');
      setServerError(message);
      toastError(message);
    } finally {
      setBusy(false);
    }
  };

  return { reason, setReason, details, setDetails, errorOf, busy, serverError, submit };
}
