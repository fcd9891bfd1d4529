import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatCep, UFS } from '../../../shared/cep.ts';
import { addressInput } from '../../../shared/schemas/verification.ts';
import { trpc } from '../../lib/trpc.ts';
import { FieldFrame, inputClass, inputStateClass, TextField } from './Field.tsx';
import { useZodForm } from './form.ts';
import { saveClass } from './IdentityForm.tsx';

interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

/** The address a seller ships from (and a buyer receives at). */
export function AddressForm({ address, onSaved }: { address: Address | null; onSaved: () => Promise<void> }) {
  const [editing, setEditing] = useState(address === null);
  const form = useZodForm(addressInput, {
    cep: address ? formatCep(address.cep) : '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: (address?.state ?? '') as 'SP',
  });
  const save = useMutation(trpc.verification.saveAddress.mutationOptions());

  if (address && !editing) {
    return (
      <div className="flex flex-col gap-2 text-sm text-stone-700">
        <p>
          {address.street}, {address.number}
          {address.complement ? ` – ${address.complement}` : ''} · {address.neighborhood} · {address.city} -{' '}
          {address.state} · CEP {formatCep(address.cep)}
        </p>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="w-fit font-semibold text-brand-800 underline underline-offset-2"
        >
          Editar endereço
        </button>
      </div>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      await save.mutateAsync(data);
    } catch (error) {
      if (!form.showServerErrors(error)) toast.error('Erro', { description: (error as Error).message });
      return;
    }
    toast.success('Sucesso!', { description: 'Endereço salvo.' });
    setEditing(false);
    await onSaved();
  };

  const state = form.bind('state');
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          fieldClassName="sm:col-span-2"
          {...form.bind('cep')}
          onChange={(e) => form.set('cep', formatCep(e.target.value))}
        />
        <TextField
          label="Rua"
          autoComplete="address-line1"
          fieldClassName="sm:col-span-4"
          {...form.bind('street')}
        />
        <TextField
          label="Número"
          inputMode="numeric"
          fieldClassName="sm:col-span-2"
          {...form.bind('number')}
        />
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
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.isPending} className={saveClass}>
          {save.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          Salvar endereço
        </button>
        {address && (
          <button
            type="button"
            onClick={() => setEditing(false)}
            className="rounded-full px-4 py-2 font-semibold text-sm text-stone-700 hover:bg-stone-100"
          >
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
