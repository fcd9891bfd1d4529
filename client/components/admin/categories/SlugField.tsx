import { HOME_SECTIONS } from '../../../../shared/categories.ts';
import { FieldFrame } from '../../form/Field.tsx';
import type { CategoryFormState } from './use-category-form.ts';

/** The category's address, with a warning when an edit would break its old links. */
export function SlugField({
  form,
  editing,
  initialSlug,
}: {
  form: CategoryFormState;
  editing: boolean;
  initialSlug: string;
}) {
  return (
    <FieldFrame
      label="Endereço (slug)"
      error={form.errorOf('slug')}
      hint={
        editing &&
        form.draft.slug !== initialSlug && (
          <span className="text-amber-800">
            Links antigos para /categoria/{initialSlug} deixam de funcionar.
            {HOME_SECTIONS.some((h) => h.slug === initialSlug) &&
              ' Esta categoria tem um carrossel na página inicial, que ficará vazio com outro endereço.'}
          </span>
        )
      }
    >
      {(ids) => (
        <div className="flex items-center gap-1 text-sm text-stone-600">
          <span aria-hidden="true">/categoria/</span>
          <input
            {...form.control('slug', ids)}
            value={form.draft.slug}
            onChange={(e) => form.setSlug(e.target.value)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
