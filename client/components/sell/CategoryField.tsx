import { groupCategories, type MenuCategory } from '../categories.ts';
import { SelectField } from '../form/SelectField.tsx';
import type { BookFormState } from './use-book-form.ts';

/** The category select, grouped as the menu groups them; ungrouped ones come last. */
export function CategoryField({
  form,
  categories,
}: {
  form: BookFormState;
  categories: ReadonlyArray<MenuCategory> | undefined;
}) {
  const groups = categories ? groupCategories(categories) : [];
  const ungrouped = categories?.filter((c) => !groups.some((g) => g.categories.includes(c))) ?? [];
  return (
    <SelectField
      label="Categoria"
      optional
      {...form.text('categorySlug')}
      onChange={(value) => form.set('categorySlug', value)}
    >
      <option value="">{categories ? 'Escolha uma categoria' : 'Carregando categorias...'}</option>
      {groups.map((g) => (
        <optgroup key={g.name} label={g.name}>
          {g.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
      {ungrouped.length > 0 && (
        <optgroup label="Outras">
          {ungrouped.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </optgroup>
      )}
    </SelectField>
  );
}
