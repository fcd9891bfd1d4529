import { useMutation } from '@tanstack/react-query';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { toast } from '../toast.ts';

/** 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer): tells the seller, then shows the order again. */
export function useReportPayment(orderId: string, onChanged: () => Promise<void>) {
  const report = useMutation(trpc.orders.reportPayment.mutationOptions());
  const run = async () => {
    if (report.isPending) return;
    try {
      await report.mutateAsync({ id: orderId });
      toast.success('Sucesso!', { description: 'O vendedor foi avisado do seu pagamento.' });
    } catch (error) {
      toastFromError(error, 'Erro', 'Não foi possível informar o pagamento');
    }
    await onChanged();
  };
  return { run, pending: report.isPending };
}
