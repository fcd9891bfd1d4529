import type { ReactNode } from 'react';
import type { MenuCategory } from '../categories.ts';
import { TextField } from '../form/Field.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { AuthorFields } from './AuthorFields.tsx';
import { type BookFormValues, COVER_OPTIONS } from './book-form-values.ts';
import { CategoryField } from './CategoryField.tsx';
import { LanguageField } from './LanguageField.tsx';
import type { BookFormState } from './use-book-form.ts';

/** 'Sobre o livro': what identifies the edition being sold. */
export function AboutBookSection({
  form,
  categories,
  isbn,
}: {
  form: BookFormState;
  categories: ReadonlyArray<MenuCategory> | undefined;
  /** The ISBN field with its lookup and scanner (IsbnField). */
  isbn: ReactNode;
}) {
  const { text, set } = form;
  return (
    <FormSection title="Sobre o livro">
      {/* First: a valid ISBN fills the fields below it (docs/product/listing.md). */}
      {isbn}
      <TextField label="Título" autoComplete="off" maxLength={200} {...text('title')} />
      <AuthorFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Editora" optional autoComplete="off" maxLength={120} {...text('publisher')} />
        <CategoryField form={form} categories={categories} />
        <LanguageField form={form} />
        <TextField
          label="Ano de publicação"
          optional
          inputMode="numeric"
          maxLength={4}
          placeholder="1998"
          {...text('year')}
          onChange={(e) => set('year', e.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label="Edição"
          optional
          autoComplete="off"
          maxLength={60}
          placeholder="2ª edição"
          {...text('edition')}
        />
        <TextField
          label="Número de páginas"
          optional
          inputMode="numeric"
          maxLength={5}
          {...text('pages')}
          onChange={(e) => set('pages', e.target.value.replace(/\D/g, ''))}
        />
        <SelectField
          label="Tipo de capa"
          optional
          {...text('coverType')}
          onChange={(value) => set('coverType', value as BookFormValues['coverType'])}
        >
          <option value="">Não informar</option>
          {COVER_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
      </div>
    </FormSection>
  );
}
