import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliverySettingsInput } from '../../../shared/schemas/delivery.ts';
import { trpc } from '../../lib/trpc.ts';
import { saveForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';

export interface DeliverySettings {
  post: boolean;
  postPriceCents: number;
  pickup: boolean;
  pickupCity: string;
  pickupState: string;
}

/** Cents as the seller types a price: 1890 → '18,90'. */
function reais(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * The store settings' 'Entrega' section (docs/product/delivery.md#the-sellers-options): the
 * shared schema checks as the seller types (at least one option; a city and state for pickup; a
 * post price in range), and nothing typed is lost on a refusal.
 */
export function useDeliverySettingsForm(settings: DeliverySettings) {
  const queryClient = useQueryClient();
  const form = useZodForm(deliverySettingsInput, {
    post: settings.post,
    postPrice: reais(settings.postPriceCents),
    pickup: settings.pickup,
    pickupCity: settings.pickupCity,
    pickupState: settings.pickupState as '',
  });
  const save = useMutation(trpc.delivery.updateSettings.mutationOptions());

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The server takes the values as typed; the schema's parse is only the check here.
    const saved = await saveForm(
      { validate: () => (form.validate() ? form.values : null), showServerErrors: form.showServerErrors },
      save.mutateAsync,
      { saved: 'Formas de entrega salvas.' },
    );
    if (saved) await queryClient.invalidateQueries({ queryKey: trpc.delivery.pathKey() });
  };

  return { form, submit, saving: save.isPending };
}
