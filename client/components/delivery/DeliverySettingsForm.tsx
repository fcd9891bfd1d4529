import { useQuery } from '@tanstack/react-query';
import { UFS } from '../../../shared/cep.ts';
import { trpc } from '../../lib/trpc.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { TextField } from '../form/Field.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';
import { PendingPage } from '../Loading.tsx';
import { type DeliverySettings, useDeliverySettingsForm } from './use-delivery-settings-form.ts';

/** 'Entrega' in the store settings; the defaults until the seller saves their own. */
export function DeliverySettingsSection() {
  const settings = useQuery(trpc.delivery.settings.queryOptions());
  if (settings.isPending) return <PendingPage text="Carregando formas de entrega..." />;
  if (!settings.data) return null;
  return <DeliverySettingsForm settings={settings.data} />;
}

/** What the seller offers: 'Correios' at a price, and/or 'Retirada em mãos' in a city. */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettings }) {
  const { form, submit, saving } = useDeliverySettingsForm(settings);
  const v = form.values;
  const noneError = form.errorOf('post');
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormSection title="Entrega">
        <p className="text-sm text-stone-600">
          Escolha como seus livros chegam aos compradores. A retirada em mãos é grátis e só aparece para
          compradores da mesma cidade.
        </p>
        <CheckboxField name="post" checked={v.post} onChange={(checked) => form.set('post', checked)}>
          Envio pelos Correios
        </CheckboxField>
        {v.post && (
          <TextField
            label="Frete por pacote (R$)"
            inputMode="decimal"
            hint="R$ 12,00 se você não mudar"
            fieldClassName="sm:max-w-xs"
            {...form.bind('postPrice')}
          />
        )}
        <CheckboxField name="pickup" checked={v.pickup} onChange={(checked) => form.set('pickup', checked)}>
          Retirada em mãos
        </CheckboxField>
        {v.pickup && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Cidade da retirada" {...form.bind('pickupCity')} />
            <SelectField
              label="Estado da retirada"
              name="pickupState"
              value={v.pickupState}
              onChange={(value) => form.set('pickupState', value as '')}
              error={form.errorOf('pickupState')}
            >
              <option value="">Selecione</option>
              {UFS.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        {noneError && (
          <p role="alert" className="text-red-700 text-sm">
            {noneError}
          </p>
        )}
      </FormSection>
      <SubmitButton pending={saving} className={saveButtonClass}>
        Salvar formas de entrega
      </SubmitButton>
    </form>
  );
}
