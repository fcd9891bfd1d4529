import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Ban, CheckCircle2, PackageCheck, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cancelInput, shipInput } from '../../../shared/schemas/orders.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';
import { toast } from '../toast.ts';
import { availableActions, type OrderAction, type OrderRole } from './model.ts';

const SUCCESS: Record<OrderAction, string> = {
  confirmPayment: 'Pagamento confirmado.',
  ship: 'Pedido marcado como enviado.',
  confirmDelivery: 'Entrega confirmada. Agora você pode avaliar o vendedor.',
  cancel: 'Pedido cancelado. Os livros voltaram à venda.',
};

const BUTTON: Record<OrderAction, { label: string; icon: ReactNode }> = {
  confirmPayment: {
    label: 'Confirmar pagamento',
    icon: <CheckCircle2 aria-hidden="true" className="size-4" />,
  },
  ship: { label: 'Marcar como enviado', icon: <Truck aria-hidden="true" className="size-4" /> },
  confirmDelivery: {
    label: 'Confirmar entrega',
    icon: <PackageCheck aria-hidden="true" className="size-4" />,
  },
  cancel: { label: 'Cancelar pedido', icon: <Ban aria-hidden="true" className="size-4" /> },
};

const primary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800 disabled:opacity-60';
const danger =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60';

/**
 * The buttons for the steps this party may take now, each behind a confirmation. Shipping asks
 * for an optional tracking code, cancelling for an optional reason.
 */
export function OrderActions({
  orderId,
  role,
  status,
  onChanged,
}: {
  orderId: string;
  role: OrderRole;
  status: string;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const confirmPayment = useMutation(trpc.orders.confirmPayment.mutationOptions());
  const ship = useMutation(trpc.orders.ship.mutationOptions());
  const confirmDelivery = useMutation(trpc.orders.confirmDelivery.mutationOptions());
  const cancel = useMutation(trpc.orders.cancel.mutationOptions());
  const busy = confirmPayment.isPending || ship.isPending || confirmDelivery.isPending || cancel.isPending;
  const actions = availableActions(role, status);
  if (actions.length === 0) return null;

  const openDialog = (action: OrderAction) => {
    setFieldError(undefined);
    setOpen(action);
  };

  const run = async (action: OrderAction) => {
    if (busy) return;
    try {
      if (action === 'confirmPayment') await confirmPayment.mutateAsync({ id: orderId });
      if (action === 'confirmDelivery') await confirmDelivery.mutateAsync({ id: orderId });
      if (action === 'ship') {
        const parsed = shipInput.safeParse({ id: orderId, trackingCode: tracking });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        await ship.mutateAsync({ id: orderId, trackingCode: tracking.trim() });
      }
      if (action === 'cancel') {
        const parsed = cancelInput.safeParse({ id: orderId, reason });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        await cancel.mutateAsync({ id: orderId, reason: reason.trim() });
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const inline = fields.trackingCode ?? fields.reason;
      if (inline) return setFieldError(inline);
      toastFromError(error, 'Erro', 'Não foi possível atualizar o pedido');
      setOpen(null);
      // The order may have moved on elsewhere (the other party, another tab): show where it is.
      await onChanged();
      return;
    }
    toast.success('Sucesso!', { description: SUCCESS[action] });
    setOpen(null);
    setTracking('');
    setReason('');
    await onChanged();
  };

  const dialogs: Record<
    OrderAction,
    { title: string; description: ReactNode; confirm: string; body?: ReactNode }
  > = {
    confirmPayment: {
      title: 'Confirmar pagamento?',
      description: 'Confirme só depois de receber o pagamento combinado com o comprador.',
      confirm: 'Confirmar pagamento',
    },
    ship: {
      title: 'Marcar como enviado?',
      description: 'O comprador verá que o pacote está a caminho.',
      confirm: 'Marcar como enviado',
      body: (
        <FieldFrame label="Código de rastreio" optional error={fieldError}>
          {({ id, describedBy }) => (
            <input
              id={id}
              value={tracking}
              onChange={(e) => {
                setTracking(e.target.value.toUpperCase());
                setFieldError(undefined);
              }}
              maxLength={60}
              autoComplete="off"
              placeholder="Ex.: AA123456789BR"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, inputStateClass(fieldError))}
            />
          )}
        </FieldFrame>
      ),
    },
    confirmDelivery: {
      title: 'Confirmar entrega?',
      description: 'Confirme quando o pacote chegar. Depois você poderá avaliar o vendedor.',
      confirm: 'Confirmar entrega',
    },
    cancel: {
      title: 'Cancelar pedido?',
      description: 'O pedido será cancelado e os livros voltarão à venda. Isso não pode ser desfeito.',
      confirm: 'Cancelar pedido',
      body: (
        <FieldFrame label="Motivo" optional error={fieldError}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setFieldError(undefined);
              }}
              rows={3}
              maxLength={500}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, inputStateClass(fieldError))}
            />
          )}
        </FieldFrame>
      ),
    },
  };
  const current = open ? dialogs[open] : null;

  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => openDialog(action)}
          className={action === 'cancel' ? danger : primary}
        >
          {BUTTON[action].icon}
          {BUTTON[action].label}
        </button>
      ))}
      <FormDialog
        open={current !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        busy={busy}
        alert
        title={current?.title}
        description={current?.description}
        onSubmit={() => {
          if (open) void run(open);
        }}
      >
        {current?.body}
        <DialogActions
          busy={busy}
          submitLabel={current?.confirm ?? ''}
          closeLabel="Voltar"
          destructive={open === 'cancel'}
          className="mt-2"
        />
      </FormDialog>
    </div>
  );
}
