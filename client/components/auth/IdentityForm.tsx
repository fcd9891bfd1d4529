import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCpf } from '../../../shared/cpf.ts';
import { identityInput } from '../../../shared/schemas/verification.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { saveForm } from '../form/save-form.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { EditActions } from './EditActions.tsx';
import { SavedSummary } from './SavedSummary.tsx';

interface Identity {
  firstName: string;
  lastName: string;
  cpfMasked: string;
  birthDate: string;
}

/** Identity for seller verification: legal names, CPF (check digits) and birth date (adults). */
export function IdentityForm({
  identity,
  suggested,
  onSaved,
}: {
  identity: Identity | null;
  suggested: { firstName: string; lastName: string };
  onSaved: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(identity === null);
  const [left, setLeft] = useState(false);
  const leave = () => {
    setLeft(true);
    setEditing(false);
  };
  const form = useZodForm(identityInput, {
    firstName: identity?.firstName ?? suggested.firstName,
    lastName: identity?.lastName ?? suggested.lastName,
    cpf: '',
    birthDate: identity?.birthDate ?? '',
  });
  const save = useMutation(trpc.verification.saveIdentity.mutationOptions());

  if (identity && !editing)
    return (
      <SavedSummary editLabel="Editar dados pessoais" onEdit={() => setEditing(true)} takeFocus={left}>
        <p>
          {identity.firstName} {identity.lastName} · CPF {identity.cpfMasked} · nascimento{' '}
          {identity.birthDate.split('-').reverse().join('/')}
        </p>
      </SavedSummary>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!(await saveForm(form, save.mutateAsync, { saved: 'Dados pessoais salvos.' }))) return;
    leave();
    await onSaved();
  };

  const cpf = form.bind('cpf');
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Use seu nome como está no documento. Seus dados não aparecem para outros usuários.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
        <TextField
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          placeholder={identity ? identity.cpfMasked : '000.000.000-00'}
          maxLength={14}
          {...cpf}
          onChange={(e) => form.set('cpf', formatCpf(e.target.value))}
        />
        <TextField
          label="Data de nascimento"
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          {...form.bind('birthDate')}
        />
      </div>
      <EditActions
        pending={save.isPending}
        saveLabel="Salvar dados pessoais"
        onCancel={identity ? leave : undefined}
      />
    </form>
  );
}
