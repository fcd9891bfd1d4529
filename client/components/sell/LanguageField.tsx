import { TextField } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { LANGUAGES, OTHER_LANGUAGE } from './book-form-values.ts';
import type { BookFormState } from './use-book-form.ts';

/** The common languages in a select; 'Outro' opens a field for any other language code. */
export function LanguageField({ form }: { form: BookFormState }) {
  const { values, set, touch, errorOf } = form;
  const other = values.language === OTHER_LANGUAGE;
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Idioma"
        {...form.text('language')}
        onChange={(value) => set('language', value)}
        error={other ? undefined : errorOf('language')}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
        <option value={OTHER_LANGUAGE}>Outro</option>
      </SelectField>
      {other && (
        <TextField
          label="Código do idioma"
          name="languageOther"
          autoComplete="off"
          maxLength={3}
          placeholder="ja"
          hint="Duas ou três letras, como ja (japonês) ou ru (russo)."
          value={values.languageOther}
          onChange={(e) => set('languageOther', e.target.value.toLowerCase().replace(/[^a-z]/g, ''))}
          onBlur={() => touch('language')}
          error={errorOf('language')}
        />
      )}
    </div>
  );
}
