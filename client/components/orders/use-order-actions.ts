import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cancelInput, shipInput } from '../../../shared/schemas/orders.ts';
import { fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { EvidencePhoto } from '../evidence/upload-evidence.ts';
import { toast } from '../toast.ts';
import type { OrderStep } from './model.ts';

const SUCCESS: Record<OrderStep, string> = {
  confirmPayment: 'Pagamento confirmado.',
  ship: 'Pedido marcado como enviado.',
  confirmDelivery: 'Entrega confirmada. Agora você pode avaliar o vendedor.',
  confirmHandover: 'Entrega em mãos confirmada.',
  cancel: 'Pedido cancelado. Os livros voltaram à venda.',
};

/** The order steps' mutations, and whether any of them is running. */
function useOrderMutations() {
  const confirmPayment = useMutation(trpc.orders.confirmPayment.mutationOptions());
  const ship = useMutation(trpc.orders.ship.mutationOptions());
  const confirmDelivery = useMutation(trpc.orders.confirmDelivery.mutationOptions());
  const confirmHandover = useMutation(trpc.orders.confirmHandover.mutationOptions());
  const cancel = useMutation(trpc.orders.cancel.mutationOptions());
  const busy = [confirmPayment, ship, confirmDelivery, confirmHandover, cancel].some((m) => m.isPending);
  return { confirmPayment, ship, confirmDelivery, confirmHandover, cancel, busy };
}

/** Packing photos of 'Marcar como enviado' (docs/product/orders.md#marking-it-sent), each sent as chosen. */
function usePackingPhotos() {
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [photosError, setPhotosError] = useState<string | undefined>();
  const clearPhotos = () => {
    setPhotos([]);
    setPhotosBusy(false);
    setPhotosError(undefined);
  };
  return { photos, setPhotos, photosBusy, setPhotosBusy, photosError, setPhotosError, clearPhotos };
}

/**
 * The open confirmation, its required tracking code or optional reason, and `run`, which takes
 * the step, shows its field error inline (a bad tracking code keeps what was typed and gets the
 * focus back) or a toast, and refetches the order either way.
 */
export function useOrderActions(orderId: string, onChanged: () => Promise<void>) {
  const [open, setOpen] = useState<OrderStep | null>(null);
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { photos, setPhotos, photosBusy, setPhotosBusy, photosError, setPhotosError, clearPhotos } =
    usePackingPhotos();
  const trackingRef = useRef<HTMLInputElement>(null);
  const mutations = useOrderMutations();
  const { busy } = mutations;

  const openDialog = (action: OrderStep) => {
    setFieldError(undefined);
    clearPhotos();
    setOpen(action);
  };

  const showFieldError = (message: string | undefined) => {
    setFieldError(message);
    trackingRef.current?.focus();
  };

  const run = async (action: OrderStep) => {
    if (busy || (action === 'ship' && photosBusy)) return;
    try {
      if (action === 'confirmPayment') await mutations.confirmPayment.mutateAsync({ id: orderId });
      if (action === 'confirmDelivery') await mutations.confirmDelivery.mutateAsync({ id: orderId });
      if (action === 'confirmHandover') await mutations.confirmHandover.mutateAsync({ id: orderId });
      if (action === 'ship') {
        const parsed = shipInput.safeParse({
          id: orderId,
          trackingCode: tracking,
          photos: photos.map((p) => p.url),
        });
        if (!parsed.success) return showFieldError(parsed.error.issues[0]?.message);
        await mutations.ship.mutateAsync(parsed.data);
      }
      if (action === 'cancel') {
        const parsed = cancelInput.safeParse({ id: orderId, reason });
        if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
        await mutations.cancel.mutateAsync({ id: orderId, reason: reason.trim() });
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.photos) return setPhotosError(fields.photos);
      const inline = fields.trackingCode ?? fields.reason;
      if (inline) return showFieldError(inline);
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

  return {
    orderId,
    open,
    setOpen,
    openDialog,
    tracking,
    setTracking,
    trackingRef,
    reason,
    setReason,
    fieldError,
    setFieldError,
    busy,
    run,
    setPhotos,
    photosBusy,
    setPhotosBusy,
    photosError,
  };
}

export type OrderActionsState = ReturnType<typeof useOrderActions>;
