import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Place } from '../../../shared/delivery.ts';
import { addressInput } from '../../../shared/schemas/verification.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { errorCode, fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { rememberedCep } from '../../lib/remembered-cep.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SavedAddress } from '../address/AddressFields.tsx';
import { useZodForm } from '../form/use-zod-form.ts';

type Delivery = ReturnType<typeof addressInput.parse>;
export type AddressChoice = 'saved' | 'new';

/** A new address starts from the CEP typed on this device (docs/product/delivery.md#the-cep-typed-once). */
function initialValues() {
  return {
    cep: rememberedCep(),
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '' as 'SP',
  };
}

/** Where the parcels go: the saved address when it is complete, or a new one (kept if asked). */
function useDeliveryChoice(saved: SavedAddress | null) {
  const savedParsed = saved ? addressInput.safeParse(saved) : null;
  const canUseSaved = savedParsed?.success === true;
  const [choice, setChoice] = useState<AddressChoice>(canUseSaved ? 'saved' : 'new');
  const [saveAsMine, setSaveAsMine] = useState(!saved);
  const form = useZodForm(addressInput, initialValues());
  /** The address to deliver to, or null (with the fields' errors shown) when the new one is invalid. */
  const delivery = (): Delivery | null =>
    choice === 'saved' && savedParsed?.success ? savedParsed.data : form.validate();
  // The city the parcels go to, for pickup (docs/product/delivery.md#at-checkout): as typed, before it is valid.
  const typed = { city: form.values.city.trim(), state: form.values.state };
  const place: Place | null =
    choice === 'saved' && savedParsed?.success ? savedParsed.data : typed.city && typed.state ? typed : null;
  return { canUseSaved, choice, setChoice, saveAsMine, setSaveAsMine, form, delivery, place };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;

/** The order was refused: its address errors go beside the new address's fields. */
async function showCheckoutFailure(error: unknown, delivery: DeliveryChoice, queryClient: QueryClient) {
  const fields = fieldErrorsOf(error);
  const mapped = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k.replace(/^delivery\./, ''), v]),
  );
  if (Object.keys(mapped).length > 0) {
    if (delivery.choice === 'saved') delivery.setChoice('new');
    delivery.form.showServerErrors({ data: { fieldErrors: mapped } });
  }
  toastFromError(error, 'Erro', 'Não foi possível finalizar a compra');
  // A book sold meanwhile: the cart shows which one.
  if (errorCode(error) === 'CONFLICT' || errorCode(error) === 'BAD_REQUEST') {
    await queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() });
  }
}

/** The books bought left the catalogue (docs/product/selling.md#the-catalogue-after-a-change). */
function refreshAfterOrder(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() }),
    refreshCatalogue(queryClient),
  ]);
}

/** The checkout's address choice and 'Confirmar pedido', which saves the address first if asked. */
export function useCheckout(saved: SavedAddress | null, onPlaced: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const delivery = useDeliveryChoice(saved);
  const checkout = useMutation(trpc.orders.checkout.mutationOptions());
  const saveAddress = useMutation(trpc.verification.saveAddress.mutationOptions());
  const processing = useRef(false);
  const [busy, setBusy] = useState(false);

  const saveFirst = async (address: Delivery): Promise<boolean> => {
    try {
      await saveAddress.mutateAsync(address);
      await queryClient.invalidateQueries({ queryKey: trpc.verification.pathKey() });
      return true;
    } catch (error) {
      delivery.form.showServerErrors(error);
      toastFromError(error, 'Erro', 'Não foi possível salvar o endereço');
      return false;
    }
  };
  const place = async (address: Delivery): Promise<string[] | null> => {
    try {
      return (await checkout.mutateAsync({ delivery: address })).orderIds;
    } catch (error) {
      await showCheckoutFailure(error, delivery, queryClient);
      return null;
    }
  };

  const confirm = async () => {
    // A double click places one order: ignored while processing.
    if (processing.current) return;
    const address = delivery.delivery();
    if (!address) return;
    processing.current = true;
    setBusy(true);
    const addressSaved = !(delivery.choice === 'new' && delivery.saveAsMine) || (await saveFirst(address));
    const orderIds = addressSaved ? await place(address) : null;
    if (!orderIds) {
      processing.current = false;
      setBusy(false);
      return;
    }
    onPlaced();
    const [first, ...others] = orderIds;
    if (first) {
      const search = others.length > 0 ? { novos: orderIds.join(',') } : {};
      await navigate({ to: '/pedidos/$id', params: { id: first }, search });
    }
    await refreshAfterOrder(queryClient);
  };

  return { delivery, busy, confirm };
}
