import { useMutation, useQueryClient } from '@tanstack/react-query';
import { illustrationUrl, updateProfileInput } from '../../../shared/schemas/profile.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../form/use-zod-form.ts';
import { toast } from '../toast.ts';

export interface Profile {
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

/** The profile form's state, its avatar preview and its save. */
export function useProfileForm(profile: Profile) {
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
      queryClient.invalidateQueries({ queryKey: trpc.books.defaultLocation.queryKey() }),
    ]);
  };

  return { form, saving: save.isPending, preview, displayName, submit };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>['form'];
