import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { AVATARS, GENDERS, illustrationUrl, updateProfileInput } from '../../../shared/schemas/profile.ts';
import { trpc } from '../../lib/trpc.ts';
import { initialsOf } from '../Avatar.tsx';
import { FieldFrame, inputClass, inputStateClass, TextField } from '../form/Field.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';
import { saveClass } from './IdentityForm.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';

interface Profile {
  firstName: string;
  lastName: string;
  name: string;
  username: string | null;
  photoUrl: string | null;
  avatarType: 'initials' | 'photo' | 'illustration';
  selectedAvatar: string | null;
  gender: string | null;
  bio: string | null;
  location: string | null;
}

const AVATAR_TYPES = [
  { id: 'initials', label: 'Iniciais' },
  { id: 'photo', label: 'Foto' },
  { id: 'illustration', label: 'Ilustração' },
] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [first, ...rest] = profile.name.split(/\s+/);
  const form = useZodForm(updateProfileInput, {
    firstName: profile.firstName || first || '',
    lastName: profile.lastName || rest.join(' '),
    username: profile.username ?? '',
    photoUrl: profile.photoUrl,
    avatarType: profile.avatarType,
    selectedAvatar: (profile.selectedAvatar ?? null) as 'coruja' | null,
    gender: profile.gender,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
  });
  const save = useMutation(trpc.profile.update.mutationOptions());
  const v = form.values;
  const preview =
    v.avatarType === 'photo' && v.photoUrl
      ? v.photoUrl
      : v.avatarType === 'illustration' && v.selectedAvatar
        ? illustrationUrl(v.selectedAvatar)
        : null;
  const displayName = `${v.firstName} ${v.lastName}`.trim() || profile.name;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) {
      toast.error('Erro', { description: 'Erro ao atualizar perfil.' });
      return;
    }
    try {
      await save.mutateAsync(data);
    } catch (error) {
      form.showServerErrors(error);
      toast.error('Erro', { description: 'Erro ao atualizar perfil.' });
      return;
    }
    toast.success('Sucesso!', { description: 'Perfil atualizado com sucesso.' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.accounts.me.queryKey() }),
    ]);
  };

  const gender = form.bind('gender');
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-sm text-stone-800">Avatar</legend>
        <div className="flex flex-wrap items-center gap-4">
          <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-2xl text-brand-800">
            {preview ? (
              <img src={preview} alt="" className="size-full object-cover" />
            ) : (
              initialsOf(displayName)
            )}
          </span>
          <div role="radiogroup" aria-label="Tipo de avatar" className="flex flex-wrap gap-2">
            {AVATAR_TYPES.map((t) => (
              <label
                key={t.id}
                className={clsx(
                  'cursor-pointer rounded-full border px-3.5 py-1.5 font-medium text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  v.avatarType === t.id
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-stone-300 text-stone-700',
                )}
              >
                <input
                  type="radio"
                  name="avatarType"
                  value={t.id}
                  checked={v.avatarType === t.id}
                  onChange={() => form.set('avatarType', t.id)}
                  className="sr-only"
                />
                {t.label}
              </label>
            ))}
          </div>
        </div>
        {v.avatarType === 'photo' && (
          <PhotoUpload
            kind="avatars"
            label={v.photoUrl ? 'Trocar foto' : 'Enviar foto'}
            error={form.errorOf('photoUrl')}
            onUploaded={(url) => form.set('photoUrl', url)}
          />
        )}
        {v.avatarType === 'illustration' && (
          <div>
            <div role="radiogroup" aria-label="Ilustrações" className="flex flex-wrap gap-2">
              {AVATARS.map((a) => (
                <label
                  key={a.id}
                  title={a.label}
                  className={clsx(
                    'cursor-pointer rounded-full p-0.5 ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    v.selectedAvatar === a.id ? 'ring-brand-700' : 'ring-transparent hover:ring-stone-300',
                  )}
                >
                  <input
                    type="radio"
                    name="selectedAvatar"
                    value={a.id}
                    checked={v.selectedAvatar === a.id}
                    onChange={() => form.set('selectedAvatar', a.id)}
                    className="sr-only"
                  />
                  <img src={illustrationUrl(a.id)} alt={a.label} width={48} height={48} className="size-12" />
                </label>
              ))}
            </div>
            {form.errorOf('selectedAvatar') && (
              <p className="mt-1.5 text-red-700 text-sm">{form.errorOf('selectedAvatar')}</p>
            )}
          </div>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
        <TextField
          label="Nome de usuário"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Endereço da sua livraria: /livraria/${v.username || 'seu-nome'}`}
          {...form.bind('username')}
          onChange={(e) => form.set('username', e.target.value.toLowerCase())}
        />
        <FieldFrame label="Gênero" optional error={gender.error}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="gender"
              value={gender.value}
              onChange={(e) => form.set('gender', e.target.value || null)}
              aria-describedby={describedBy}
              className={clsx(inputClass, inputStateClass(gender.error))}
            >
              <option value="">Não informar</option>
              {GENDERS.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          label="Localização"
          optional
          placeholder="Cidade - UF"
          autoComplete="address-level2"
          fieldClassName="sm:col-span-2"
          {...form.bind('location')}
        />
      </div>
      <BioField label="Bio" max={500} {...form.bind('bio')} />
      <button type="submit" disabled={save.isPending} className={saveClass}>
        {save.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Salvar perfil
      </button>
    </form>
  );
}

export function BioField({
  label,
  max,
  name,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  max: number;
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <FieldFrame label={label} optional error={error} hint={`${value.length}/${max} caracteres`}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(error), 'resize-y')}
        />
      )}
    </FieldFrame>
  );
}
