import { clsx } from 'clsx';
import { AVATARS, illustrationUrl } from '../../../shared/schemas/profile.ts';
import { initialsOf } from '../Avatar.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import type { ProfileFormState } from './use-profile-form.ts';

const AVATAR_TYPES = [
  { id: 'initials', label: 'Iniciais' },
  { id: 'photo', label: 'Foto' },
  { id: 'illustration', label: 'Ilustração' },
] as const;

/** The avatar: its preview, the kind (initials, photo, illustration) and the chosen one. */
export function AvatarPicker({
  form,
  preview,
  displayName,
}: {
  form: ProfileFormState;
  preview: string | null;
  displayName: string;
}) {
  const v = form.values;
  return (
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
        <AvatarTypeChoice form={form} />
      </div>
      {v.avatarType === 'photo' && (
        <PhotoUpload
          kind="avatars"
          label={v.photoUrl ? 'Trocar foto' : 'Enviar foto'}
          error={form.errorOf('photoUrl')}
          onUploaded={(url) => form.set('photoUrl', url)}
        />
      )}
      {v.avatarType === 'illustration' && <IllustrationChoice form={form} />}
    </fieldset>
  );
}

function AvatarTypeChoice({ form }: { form: ProfileFormState }) {
  return (
    <div role="radiogroup" aria-label="Tipo de avatar" className="flex flex-wrap gap-2">
      {AVATAR_TYPES.map((t) => (
        <label
          key={t.id}
          className={clsx(
            'cursor-pointer rounded-full border px-3.5 py-1.5 font-medium text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            form.values.avatarType === t.id
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-stone-300 text-stone-700',
          )}
        >
          <input
            type="radio"
            name="avatarType"
            value={t.id}
            checked={form.values.avatarType === t.id}
            onChange={() => form.set('avatarType', t.id)}
            className="sr-only"
          />
          {t.label}
        </label>
      ))}
    </div>
  );
}

function IllustrationChoice({ form }: { form: ProfileFormState }) {
  const selected = form.values.selectedAvatar;
  return (
    <div>
      <div role="radiogroup" aria-label="Ilustrações" className="flex flex-wrap gap-2">
        {AVATARS.map((a) => (
          <label
            key={a.id}
            title={a.label}
            className={clsx(
              'cursor-pointer rounded-full p-0.5 ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              selected === a.id ? 'ring-brand-700' : 'ring-transparent hover:ring-stone-300',
            )}
          >
            <input
              type="radio"
              name="selectedAvatar"
              value={a.id}
              checked={selected === a.id}
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
  );
}
