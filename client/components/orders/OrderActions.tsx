import { Ban, CheckCircle2, Handshake, PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import type { OrderAction, OrderStep } from './model.ts';
import { CancelReasonField, PackingPhotosField, TrackingCodeField } from './OrderActionFields.tsx';
import { type OrderActionsState, useOrderActions } from './use-order-actions.ts';

const BUTTON: Record<OrderStep, { label: string; icon: ReactNode }> = {
  confirmPayment: {
    label: 'Pagamento recebido',
    icon: <CheckCircle2 aria-hidden="true" className="size-4" />,
  },
  ship: { label: 'Marcar como enviado', icon: <Truck aria-hidden="true" className="size-4" /> },
  confirmDelivery: {
    label: 'Confirmar entrega',
    icon: <PackageCheck aria-hidden="true" className="size-4" />,
  },
  confirmHandover: {
    label: 'Confirmar entrega em mãos',
    icon: <Handshake aria-hidden="true" className="size-4" />,
  },
  cancel: { label: 'Cancelar pedido', icon: <Ban aria-hidden="true" className="size-4" /> },
};

const DIALOG: Record<OrderStep, { title: string; description: string; confirm: string }> = {
  confirmPayment: {
    title: 'Pagamento recebido?',
    description: 'Confirme só depois de ver o pagamento na sua conta.',
    confirm: 'Pagamento recebido',
  },
  ship: {
    title: 'Marcar como enviado?',
    description: 'O comprador verá que o pacote está a caminho.',
    confirm: 'Marcar como enviado',
  },
  confirmDelivery: {
    title: 'Confirmar entrega?',
    description: 'Confirme quando o pacote chegar. Depois você poderá avaliar o vendedor.',
    confirm: 'Confirmar entrega',
  },
  confirmHandover: {
    title: 'Confirmar entrega em mãos?',
    description:
      'Confirme só depois de os livros mudarem de mãos. Quando comprador e vendedor confirmarem, o pedido fica entregue.',
    confirm: 'Confirmar entrega em mãos',
  },
  cancel: {
    title: 'Cancelar pedido?',
    description: 'O pedido será cancelado e os livros voltarão à venda. Isso não pode ser desfeito.',
    confirm: 'Cancelar pedido',
  },
};

// The step the order waits for is the loud one; cancelling stays quiet beside it (its dialog
// says what it undoes), so that a buyer about to pay does not see 'Cancelar pedido' first.
const primary = `${primaryButtonClass} disabled:opacity-60`;
const secondary = `${secondaryButtonClass} disabled:opacity-60`;

const isStep = (action: OrderAction): action is OrderStep => action in BUTTON;

/**
 * The buttons for the steps the server says this party may take now (orders.byId's `actions`),
 * each behind a confirmation. Shipping asks for the Correios tracking code, cancelling for an
 * optional reason.
 */
export function OrderActions({
  orderId,
  actions: allowed,
  onChanged,
}: {
  orderId: string;
  actions: readonly OrderAction[];
  onChanged: () => Promise<void>;
}) {
  const state = useOrderActions(orderId, onChanged);
  const actions = allowed.filter(isStep);
  if (actions.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => state.openDialog(action)}
          className={action === 'cancel' ? secondary : primary}
        >
          {BUTTON[action].icon}
          {BUTTON[action].label}
        </button>
      ))}
      <OrderActionDialog state={state} />
    </div>
  );
}

/** The confirmation of the chosen step, with its field when the step asks for one. */
function OrderActionDialog({ state }: { state: OrderActionsState }) {
  const { open, busy } = state;
  const current = open ? DIALOG[open] : null;
  return (
    <FormDialog
      open={current !== null}
      onOpenChange={(next) => {
        if (!next) state.setOpen(null);
      }}
      busy={busy}
      alert
      title={current?.title}
      description={current?.description}
      onSubmit={() => {
        if (open) void state.run(open);
      }}
    >
      {open === 'ship' && <TrackingCodeField state={state} />}
      {open === 'ship' && <PackingPhotosField state={state} />}
      {open === 'cancel' && <CancelReasonField state={state} />}
      <DialogActions
        busy={busy || (open === 'ship' && state.photosBusy)}
        submitLabel={current?.confirm ?? ''}
        closeLabel="Voltar"
        destructive={open === 'cancel'}
        className="mt-2"
      />
    </FormDialog>
  );
}
