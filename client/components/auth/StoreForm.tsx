import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { updateStoreInput } from '../../../shared/schemas/profile.ts';
import { trpc } from '../../lib/trpc.ts';
import { DeliverySettingsSection } from '../delivery/DeliverySettingsForm.tsx';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { TextField } from '../form/Field.tsx';
import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';
import { saveForm } from '../form/save-form.ts';
import { CountedTextField } from '../form/TextAreaField.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { OfferFloorSection } from '../offers/OfferFloorForm.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { PixKeyForm } from './PixKeyForm.tsx';
import type { StorePix } from './use-pix-key-form.ts';

interface StoreData {
  storeName: string;
  description: string | null;
  location: string | null;
  photoUrl: string | null;
  bio: string | null;
  isActive: boolean;
  pix: StorePix | null;
}

/** Minha Livraria: the store page's name, photo and texts, whether it is open, its Pix key and delivery options. */
export function StoreForm({ store, defaultName }: { store: StoreData | null; defaultName: string }) {
  const queryClient = useQueryClient();
  const form = useZodForm(updateStoreInput, {
    storeName: store?.storeName ?? defaultName,
    description: store?.description ?? '',
    location: store?.location ?? '',
    bio: store?.bio ?? '',
    photoUrl: store?.photoUrl ?? null,
    isActive: store?.isActive ?? true,
  });
  const save = useMutation(trpc.profile.updateStore.mutationOptions());
  const v = form.values;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const saved = await saveForm(form, save.mutateAsync, {
      saved: 'Livraria atualizada com sucesso.',
      failed: 'Erro ao atualizar a livraria.',
    });
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: trpc.profile.store.queryKey() });
  };

  return (
    <>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100 text-stone-500">
            {v.photoUrl ? (
              <img src={v.photoUrl} alt="" className="size-full object-cover" />
            ) : (
              <Store aria-hidden="true" className="size-8" />
            )}
          </span>
          <PhotoUpload
            kind="stores"
            label={v.photoUrl ? 'Trocar foto da livraria' : 'Enviar foto da livraria'}
            error={form.errorOf('photoUrl')}
            onUploaded={(url) => form.set('photoUrl', url)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome da livraria" {...form.bind('storeName')} />
          <TextField label="Localização" optional placeholder="Cidade - UF" {...form.bind('location')} />
        </div>
        <CountedTextField label="Descrição" max={1000} {...form.bind('description')} />
        <CountedTextField label="Sobre o livreiro" max={500} {...form.bind('bio')} />
        <CheckboxField checked={v.isActive === true} onChange={(checked) => form.set('isActive', checked)}>
          Livraria ativa{' '}
          <span className="text-stone-500">(desmarque para esconder sua página de livraria)</span>
        </CheckboxField>
        <SubmitButton pending={save.isPending} className={saveButtonClass}>
          Salvar livraria
        </SubmitButton>
      </form>
      {/* Open before a first 'Salvar livraria': the server makes the store row when one is saved (docs/decisions/039). */}
      <PixKeyForm pix={store?.pix ?? null} />
      <DeliverySettingsSection />
      <OfferFloorSection />
    </>
  );
}
