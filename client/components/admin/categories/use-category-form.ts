import { clsx } from 'clsx';
import { useState } from 'react';
import { slugify } from '../../../../shared/slug.ts';
import { inputClass, inputStateClass } from '../../form/Field.tsx';
import { firstIssueByField, serverFieldErrors } from '../../form/use-zod-form.ts';
import { type CategoryDraft, type CategoryValues, parseDraft } from './category-draft.ts';

/**
 * The category form's state: checked with the server's schema as the admin types, the server's
 * answers (a slug already taken) beside their field, and nothing typed lost on a refusal.
 */
export function useCategoryForm(
  initial: CategoryDraft,
  editing: boolean,
  onSubmit: (values: CategoryValues) => Promise<unknown>,
) {
  const [draft, setDraft] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const parsed = parseDraft(draft);
  const clientErrors = parsed.success ? {} : firstIssueByField(parsed.error.issues);
  const errorOf = (field: string) => serverErrors[field] ?? (tried ? clientErrors[field] : undefined);

  const set = <K extends keyof CategoryDraft>(key: K, value: CategoryDraft[K]) => {
    setDraft((d) => {
      const next = { ...d, [key]: value };
      // A new category's address follows its name until the admin edits the address.
      if (key === 'name' && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
    setServerErrors((e) => {
      const rest = { ...e };
      delete rest[key];
      if (key === 'name' && !slugTouched) delete rest.slug;
      return rest;
    });
  };

  const setSlug = (slug: string) => {
    setSlugTouched(true);
    set('slug', slug);
  };

  const submit = async () => {
    setTried(true);
    setFormError(null);
    if (!parsed.success) return;
    const error = await onSubmit(parsed.data);
    if (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error instanceof Error ? error.message : 'Erro');
    }
  };

  /** What an input takes from its FieldFrame and its error. */
  const control = (
    name: keyof CategoryDraft,
    { id, describedBy }: { id: string; describedBy: string | undefined },
  ) => ({
    id,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(inputClass, inputStateClass(errorOf(name))),
  });

  return { draft, set, setSlug, errorOf, submit, formError, control };
}

export type CategoryFormState = ReturnType<typeof useCategoryForm>;
