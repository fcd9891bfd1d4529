import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCep } from '../../../shared/cep.ts';
import { addressInput } from '../../../shared/schemas/verification.ts';
import { trpc } from '../../lib/trpc.ts';
import { AddressFields, AddressText, type SavedAddress } from '../address/AddressFields.tsx';
import { saveForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { EditActions } from './EditActions.tsx';
import { SavedSummary } from './SavedSummary.tsx';

/** The address a seller ships from (and a buyer receives at). */
export function AddressForm({
  address,
  onSaved,
}: {
  address: SavedAddress | null;
  onSaved: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(address === null);
  const [left, setLeft] = useState(false);
  const leave = () => {
    setLeft(true);
    setEditing(false);
  };
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
      <SavedSummary editLabel="Editar endereço" onEdit={() => setEditing(true)} takeFocus={left}>
        <AddressText address={address} />
      </SavedSummary>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!(await saveForm(form, save.mutateAsync, { saved: 'Endereço salvo.' }))) return;
    leave();
    await onSaved();
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <AddressFields form={form} />
      <EditActions
        pending={save.isPending}
        saveLabel="Salvar endereço"
        onCancel={address ? leave : undefined}
      />
    </form>
  );
}
