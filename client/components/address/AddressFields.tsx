import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { formatCep, UFS } from '../../../shared/cep.ts';
import { FieldFrame, inputClass, inputStateClass, TextField } from '../form/Field.tsx';
import { type AddressForm, CEP_NOT_FOUND, type CepLookup, useCepFill } from './use-cep-fill.ts';

export interface SavedAddress {
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

/** 'Rua X, 10 – apto 2 · Bairro · Cidade - UF · CEP 01310-000' */
export function addressLines(a: SavedAddress): [string, string] {
  return [
    `${a.street}, ${a.number}${a.complement ? ` – ${a.complement}` : ''}`,
    `${a.neighborhood} · ${a.city} - ${a.state} · CEP ${formatCep(a.cep)}`,
  ];
}

export function AddressText({ address }: { address: SavedAddress }) {
  const [first, second] = addressLines(address);
  return (
    <span className="flex flex-col">
      <span>{first}</span>
      <span className="text-stone-600">{second}</span>
    </span>
  );
}

const CEP_LOADING = 'Buscando o endereço deste CEP...';

/**
 * The address fields (CEP masked 00000-000, UF select), bound to a form over addressInput: the
 * seller-verification address and the checkout's delivery address are the same form. A complete
 * CEP fills the empty fields (useCepFill); `lookupCep` replaces the server in tests.
 */
export function AddressFields({ form, lookupCep }: { form: AddressForm; lookupCep?: CepLookup }) {
  const state = form.bind('state');
  const fill = useCepFill(form, lookupCep);
  const note = fill === 'loading' ? CEP_LOADING : fill === 'not_found' ? CEP_NOT_FOUND : '';
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        fieldClassName="sm:col-span-2"
        hint={note || undefined}
        aria-busy={fill === 'loading' || undefined}
        trailing={
          fill === 'loading' ? (
            <Loader2 aria-hidden="true" className="mr-2 size-4 text-stone-500 motion-safe:animate-spin" />
          ) : undefined
        }
        {...form.bind('cep')}
        onChange={(e) => form.set('cep', formatCep(e.target.value))}
      />
      {/* Said once to screen readers: the hint above is only read with the field. */}
      <p role="status" className="sr-only">
        {note}
      </p>
      <TextField
        label="Rua"
        autoComplete="address-line1"
        fieldClassName="sm:col-span-4"
        {...form.bind('street')}
      />
      <TextField label="Número" fieldClassName="sm:col-span-2" {...form.bind('number')} />
      <TextField
        label="Complemento"
        optional
        autoComplete="address-line2"
        fieldClassName="sm:col-span-4"
        {...form.bind('complement')}
      />
      <TextField label="Bairro" fieldClassName="sm:col-span-3" {...form.bind('neighborhood')} />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        fieldClassName="sm:col-span-3"
        {...form.bind('city')}
      />
      <FieldFrame label="Estado" error={state.error} className="sm:col-span-3">
        {({ id, describedBy }) => (
          <select
            id={id}
            name="state"
            value={state.value}
            onChange={(e) => form.set('state', e.target.value as 'SP')}
            onBlur={state.onBlur}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="address-level1"
            className={clsx(inputClass, inputStateClass(state.error))}
          >
            <option value="">Selecione</option>
            {UFS.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </div>
  );
}
