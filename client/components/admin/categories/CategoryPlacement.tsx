import { CATEGORY_GROUPS } from '../../../../shared/categories.ts';
import { InlineCheckbox } from '../../form/CheckboxField.tsx';
import { FieldFrame } from '../../form/Field.tsx';
import { SelectField } from '../../form/SelectField.tsx';
import type { CategoryFormState } from './use-category-form.ts';

/** Where the category shows: its menu group, its place in the order, and whether it shows at all. */
export function CategoryPlacement({ form }: { form: CategoryFormState }) {
  const { draft, set, errorOf, control } = form;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Grupo no menu"
          error={errorOf('group')}
          value={draft.group}
          onChange={(value) => set('group', value)}
        >
          <option value="">Nenhum (fora do menu)</option>
          {CATEGORY_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
        <FieldFrame label="Ordem" error={errorOf('sortOrder')}>
          {(ids) => (
            <input
              {...control('sortOrder', ids)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value)}
            />
          )}
        </FieldFrame>
      </div>
      <InlineCheckbox checked={draft.isActive} onChange={(checked) => set('isActive', checked)}>
        Ativa (visível no site)
      </InlineCheckbox>
    </>
  );
}
