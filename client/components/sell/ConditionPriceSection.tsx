import { clsx } from 'clsx';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { type BookFormValues, CONDITION_OPTIONS, DESCRIPTION_MAX, tidyPrice } from './book-form-values.ts';
import type { BookFormState } from './use-book-form.ts';

/** 'Estado e preço': the condition, the price and the seller's description. */
export function ConditionPriceSection({ form }: { form: BookFormState }) {
  const { values, text, set } = form;
  return (
    <FormSection title="Estado e preço">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Condição"
          {...text('condition')}
          onChange={(value) => set('condition', value as BookFormValues['condition'])}
          hint={CONDITION_OPTIONS.find((c) => c.value === values.condition)?.hint}
        >
          <option value="">Escolha a condição</option>
          {CONDITION_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <PriceField form={form} />
      </div>
      <DescriptionField form={form} />
    </FormSection>
  );
}

/** Reais with a fixed 'R$' in front; tidied to two decimals when the seller leaves it. */
function PriceField({ form }: { form: BookFormState }) {
  const price = form.text('price');
  return (
    <FieldFrame label="Preço" error={price.error} hint="Use vírgula para os centavos: 12,50.">
      {({ id, describedBy }) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-stone-600"
          >
            R$
          </span>
          <input
            id={id}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            maxLength={12}
            value={price.value}
            onChange={(e) => form.set('price', e.target.value.replace(/[^\d.,]/g, ''))}
            onBlur={() => {
              form.touch('price');
              form.setValues((v) => ({ ...v, price: tidyPrice(v.price) }));
            }}
            aria-invalid={price.error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, inputStateClass(price.error), 'pl-10')}
          />
        </div>
      )}
    </FieldFrame>
  );
}

function DescriptionField({ form }: { form: BookFormState }) {
  const description = form.text('description');
  const count = `${form.values.description.length.toLocaleString('pt-BR')}/${DESCRIPTION_MAX.toLocaleString('pt-BR')}`;
  return (
    <FieldFrame
      label="Descrição"
      optional
      error={description.error}
      hint={`${count} caracteres. Conte o estado do livro, marcas, dedicatórias, o que vem junto.`}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name="description"
          rows={6}
          value={description.value}
          onChange={description.onChange}
          onBlur={description.onBlur}
          aria-invalid={description.error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(description.error), 'resize-y')}
        />
      )}
    </FieldFrame>
  );
}
