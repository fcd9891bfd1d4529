import { GENDERS } from '../../../shared/schemas/profile.ts';
import { TextField } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';
import { CountedTextField } from '../form/TextAreaField.tsx';
import { AvatarPicker } from './AvatarPicker.tsx';
import { type Profile, useProfileForm } from './use-profile-form.ts';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, saving, preview, displayName, submit } = useProfileForm(profile);
  const gender = form.bind('gender');
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <AvatarPicker form={form} preview={preview} displayName={displayName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
        <TextField
          label="Nome de usuário"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Endereço da sua livraria: /livraria/${form.values.username || 'seu-nome'}`}
          {...form.bind('username')}
          onChange={(e) => form.set('username', e.target.value.toLowerCase())}
        />
        <SelectField
          label="Gênero"
          optional
          name="gender"
          value={gender.value}
          onChange={(value) => form.set('gender', value || null)}
          onBlur={gender.onBlur}
          error={gender.error}
        >
          <option value="">Não informar</option>
          {GENDERS.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Localização"
          optional
          placeholder="Cidade - UF"
          autoComplete="address-level2"
          fieldClassName="sm:col-span-2"
          {...form.bind('location')}
        />
      </div>
      <CountedTextField label="Bio" max={500} {...form.bind('bio')} />
      <SubmitButton pending={saving} className={saveButtonClass}>
        Salvar perfil
      </SubmitButton>
    </form>
  );
}
