import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '../../../shared/pix/pix-key.ts';
import { TextField } from '../form/Field.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { type StorePix, usePixKeyForm } from './use-pix-key-form.ts';

const KEY_PLACEHOLDER: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'voce@exemplo.com.br',
  celular: '(11) 98765-4321',
  aleatoria: '123e4567-e89b-12d3-a456-426614174000',
};

/**
 * The seller's Pix key, for the code on their buyers' order pages; shown only to the seller here
 * and to their buyers awaiting payment (docs/product/pix.md#pix-key).
 */
export function PixKeyForm({ pix }: { pix: StorePix | null }) {
  const { form, submit, clear, saving, removing } = usePixKeyForm(pix);
  const type = form.values.type as PixKeyType;
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormSection title="Pix">
        <p className="text-sm text-stone-600">
          Com uma chave Pix, seus compradores pagam cada pedido por um código com o valor exato.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Tipo de chave"
            name="type"
            value={type}
            onChange={(value) => form.set('type', value as PixKeyType)}
            error={form.errorOf('type')}
          >
            {PIX_KEY_TYPES.map((t) => (
              <option key={t} value={t}>
                {PIX_KEY_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField label="Chave Pix" placeholder={KEY_PLACEHOLDER[type]} {...form.bind('key')} />
          <TextField label="Nome no código" hint="Como o banco do comprador mostra" {...form.bind('name')} />
          <TextField label="Cidade" {...form.bind('city')} />
        </div>
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={saving} className={saveButtonClass}>
          Salvar chave Pix
        </SubmitButton>
        {pix && (
          <button
            type="button"
            onClick={() => void clear()}
            disabled={removing}
            className={secondaryButtonClass}
          >
            Remover chave Pix
          </button>
        )}
      </div>
    </form>
  );
}
