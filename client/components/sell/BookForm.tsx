import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookCreateInput } from '../../../shared/schemas/books.ts';
import type { MenuCategory } from '../categories.ts';
import { TextField } from '../form/Field.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { primaryButtonClass } from '../PageShell.tsx';
import { AboutBookSection } from './AboutBookSection.tsx';
import type { BookFormValues } from './book-form-values.ts';
import { ConditionPriceSection } from './ConditionPriceSection.tsx';
import { IsbnField } from './IsbnField.tsx';
import { ListingPreview } from './ListingPreview.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import type { PhotoUploader } from './upload.ts';
import { type BookFormState, useBookForm } from './use-book-form.ts';
import { type IsbnLookup, useIsbnPrefill } from './use-isbn-prefill.ts';

/**
 * Every Book field a seller fills, for adding and for editing (state and checks in useBookForm).
 * `onSubmit` throws the server's error; `onFailure` turns its message into the toast.
 */
export function BookForm({
  initial,
  categories,
  submitLabel,
  onSubmit,
  onFailure,
  secondary,
  upload,
  onDirtyChange,
  isbnLookup,
}: {
  initial: BookFormValues;
  categories: ReadonlyArray<MenuCategory> | undefined;
  submitLabel: string;
  onSubmit: (input: BookCreateInput) => Promise<void>;
  onFailure: (message: string) => void;
  secondary?: ReactNode;
  upload?: PhotoUploader;
  /** Whether the values differ from `initial`, for a 'leave without saving?' question. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Fills the form from a valid ISBN (docs/product/listing.md#prefill-from-the-isbn); none, no lookup. */
  isbnLookup?: IsbnLookup;
}) {
  const form = useBookForm({ initial, onSubmit, onFailure, onDirtyChange });
  const prefill = useIsbnPrefill(form, initial, isbnLookup);
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      noValidate
      className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,48rem)_20rem]"
    >
      <div className="flex min-w-0 flex-col gap-8">
        {form.summary && <FormAlert message={form.summary} />}
        <FormSection title="Fotos">
          <PhotoPicker
            initial={initial.photos}
            onChange={(urls) => form.set('photos', urls)}
            onBusyChange={form.setPhotosBusy}
            upload={upload}
            error={form.errorOf('photos')}
            prepend={prefill.cover}
          />
        </FormSection>
        <AboutBookSection
          form={form}
          categories={categories}
          isbn={<IsbnField form={form} prefill={isbnLookup ? prefill : null} scan={Boolean(isbnLookup)} />}
        />
        <ConditionPriceSection form={form} />
        <FormSection title="Onde o livro está">
          <TextField
            label="Localização"
            optional
            autoComplete="address-level2"
            maxLength={120}
            placeholder="Cidade - UF"
            hint="Cidade - UF. Em branco, usamos a localização do seu perfil ou do seu endereço."
            {...form.text('location')}
          />
        </FormSection>
        <SubmitRow form={form} submitLabel={submitLabel} secondary={secondary} />
      </div>
      <ListingPreview values={form.values} />
    </form>
  );
}

function SubmitRow({
  form,
  submitLabel,
  secondary,
}: {
  form: BookFormState;
  submitLabel: string;
  secondary: ReactNode;
}) {
  const { saving, photosBusy } = form;
  return (
    <div className="flex flex-wrap items-center gap-3 border-stone-200 border-t pt-6">
      <button
        type="submit"
        disabled={saving}
        className={clsx(primaryButtonClass, 'disabled:cursor-not-allowed disabled:opacity-60')}
      >
        {(saving || photosBusy) && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        {saving ? 'Salvando...' : photosBusy ? 'Enviando fotos...' : submitLabel}
      </button>
      {secondary}
    </div>
  );
}
