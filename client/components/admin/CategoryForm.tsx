import { clsx } from 'clsx';
import { useState } from 'react';
import { CATEGORY_GROUPS, HOME_SECTIONS } from '../../../shared/categories.ts';
import { adminCategoryCreateInput } from '../../../shared/schemas/admin.ts';
import { slugify } from '../../../shared/slug.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { FieldFrame } from '../form/Field.tsx';
import { serverFieldErrors } from '../form/use-zod-form.ts';
import { inputClass } from './util.ts';

export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  group: string;
  sortOrder: string;
  isActive: boolean;
  reason: string;
}

export const emptyDraft: CategoryDraft = {
  name: '',
  slug: '',
  description: '',
  group: '',
  sortOrder: '0',
  isActive: true,
  reason: '',
};

type Parsed = ReturnType<typeof adminCategoryCreateInput.parse>;

function parse(draft: CategoryDraft) {
  return adminCategoryCreateInput.safeParse({
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    group: draft.group || null,
    sortOrder: draft.sortOrder.trim() === '' ? Number.NaN : Number(draft.sortOrder),
    isActive: draft.isActive,
    reason: draft.reason.trim() ? draft.reason : undefined,
  });
}

/**
 * Create or edit a category. Checked with the server's schema as the admin types; the server's
 * answers (a slug already taken) land beside their field, and nothing typed is lost.
 */
export function CategoryForm({
  open,
  onOpenChange,
  initial,
  editing,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: CategoryDraft;
  editing: boolean;
  busy: boolean;
  /** Resolves to the server's error (or null on success). */
  onSubmit: (values: Parsed) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const parsed = parse(draft);
  const clientErrors: Record<string, string> = {};
  if (!parsed.success)
    for (const i of parsed.error.issues) clientErrors[String(i.path[0] ?? '_')] ??= i.message;
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

  /** What a control takes from its FieldFrame and its error. */
  const control = (
    name: keyof CategoryDraft,
    { id, describedBy }: { id: string; describedBy: string | undefined },
  ) => ({
    id,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(inputClass, errorOf(name) && 'border-red-600'),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      wide
      title={editing ? 'Editar categoria' : 'Nova categoria'}
      description="Categorias ativas aparecem no menu 'Categorias', no rodapé e em /categoria/endereço."
      onSubmit={() => void submit()}
    >
      <FieldFrame label="Nome" error={errorOf('name')}>
        {(ids) => (
          <input {...control('name', ids)} value={draft.name} onChange={(e) => set('name', e.target.value)} />
        )}
      </FieldFrame>
      <FieldFrame
        label="Endereço (slug)"
        error={errorOf('slug')}
        hint={
          editing &&
          draft.slug !== initial.slug && (
            <span className="text-amber-800">
              Links antigos para /categoria/{initial.slug} deixam de funcionar.
              {HOME_SECTIONS.some((h) => h.slug === initial.slug) &&
                ' Esta categoria tem um carrossel na página inicial, que ficará vazio com outro endereço.'}
            </span>
          )
        }
      >
        {(ids) => (
          <div className="flex items-center gap-1 text-sm text-stone-600">
            <span aria-hidden="true">/categoria/</span>
            <input
              {...control('slug', ids)}
              value={draft.slug}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
            />
          </div>
        )}
      </FieldFrame>
      <FieldFrame label="Descrição" optional error={errorOf('description')}>
        {(ids) => (
          <textarea
            {...control('description', ids)}
            rows={2}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FieldFrame>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FieldFrame label="Grupo no menu" error={errorOf('group')}>
          {(ids) => (
            <select
              {...control('group', ids)}
              value={draft.group}
              onChange={(e) => set('group', e.target.value)}
            >
              <option value="">Nenhum (fora do menu)</option>
              {CATEGORY_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
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
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(e) => set('isActive', e.target.checked)}
          className="size-4 accent-brand-700"
        />
        Ativa (visível no site)
      </label>
      <FieldFrame
        label={
          <>
            Motivo <span className="font-normal text-stone-600">(opcional, fica na auditoria)</span>
          </>
        }
        error={errorOf('reason')}
      >
        {(ids) => (
          <input
            {...control('reason', ids)}
            value={draft.reason}
            onChange={(e) => set('reason', e.target.value)}
          />
        )}
      </FieldFrame>
      <DialogActions
        busy={busy}
        error={formError}
        submitLabel={editing ? 'Salvar alterações' : 'Criar categoria'}
      />
    </FormDialog>
  );
}
