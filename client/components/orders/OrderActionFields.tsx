import { clsx } from 'clsx';
import { EvidencePicker } from '../evidence/EvidencePicker.tsx';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';
import type { OrderActionsState } from './use-order-actions.ts';

/**
 * The Correios tracking code asked for when shipping, required and checked by the S10 rule
 * (docs/product/pix.md#tracking-code); typed in upper case.
 */
export function TrackingCodeField({ state }: { state: OrderActionsState }) {
  const { fieldError } = state;
  return (
    <FieldFrame label="Código de rastreio" error={fieldError}>
      {({ id, describedBy }) => (
        <input
          id={id}
          ref={state.trackingRef}
          value={state.tracking}
          onChange={(e) => {
            state.setTracking(e.target.value.toUpperCase());
            state.setFieldError(undefined);
          }}
          maxLength={60}
          autoComplete="off"
          placeholder="Ex.: AA123456785BR"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(fieldError))}
        />
      )}
    </FieldFrame>
  );
}

/** The optional reason asked for when cancelling. */
export function CancelReasonField({ state }: { state: OrderActionsState }) {
  const { fieldError } = state;
  return (
    <FieldFrame label="Motivo" optional error={fieldError}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          value={state.reason}
          onChange={(e) => {
            state.setReason(e.target.value);
            state.setFieldError(undefined);
          }}
          rows={3}
          maxLength={500}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(fieldError))}
        />
      )}
    </FieldFrame>
  );
}

/**
 * Up to five packing photos when marking sent (docs/product/orders.md#marking-it-sent), private
 * evidence that both parties see with the time Releia received each.
 */
export function PackingPhotosField({ state }: { state: OrderActionsState }) {
  return (
    <EvidencePicker
      orderId={state.orderId}
      purpose="packing"
      label="Fotos da embalagem"
      onChange={state.setPhotos}
      onBusyChange={state.setPhotosBusy}
      error={state.photosError}
    />
  );
}
