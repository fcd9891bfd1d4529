import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { CATEGORY_GROUPS, HOME_SECTIONS } from '../../../shared/categories.ts';
import { adminCategoryCreateInput } from '../../../shared/schemas/admin.ts';
import { slugify } from '../../../shared/slug.ts';
import { serverFieldErrors } from '../auth/form.ts';
import { DialogActions } from '../DialogActions.tsx';
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
  const id = useId();

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

  const field = (name: keyof CategoryDraft) => ({
    id: `${id}-${name}`,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: keyof CategoryDraft) =>
    errorOf(name) && (
      <p id={`${id}-${name}-error`} className="text-red-700 text-sm">
        {errorOf(name)}
      </p>
    );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">
            {editing ? 'Editar categoria' : 'Nova categoria'}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-stone-600">
            Categorias ativas aparecem no menu 'Categorias', no rodapé e em /categoria/endereço.
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-name`} className="font-semibold text-sm text-stone-800">
                Nome
              </label>
              <input
                {...field('name')}
                value={draft.name}
                onChange={(e) => set('name', e.target.value)}
                className={clsx(inputClass, errorOf('name') && 'border-red-600')}
              />
              {errorText('name')}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-slug`} className="font-semibold text-sm text-stone-800">
                Endereço (slug)
              </label>
              <div className="flex items-center gap-1 text-sm text-stone-600">
                <span aria-hidden="true">/categoria/</span>
                <input
                  {...field('slug')}
                  value={draft.slug}
                  onChange={(e) => {
                    setSlugTouched(true);
                    set('slug', e.target.value);
                  }}
                  className={clsx(inputClass, errorOf('slug') && 'border-red-600')}
                />
              </div>
              {editing && draft.slug !== initial.slug && (
                <p className="text-amber-800 text-xs">
                  Links antigos para /categoria/{initial.slug} deixam de funcionar.
                  {HOME_SECTIONS.some((h) => h.slug === initial.slug) &&
                    ' Esta categoria tem um carrossel na página inicial, que ficará vazio com outro endereço.'}
                </p>
              )}
              {errorText('slug')}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-description`} className="font-semibold text-sm text-stone-800">
                Descrição <span className="font-normal text-stone-600">(opcional)</span>
              </label>
              <textarea
                {...field('description')}
                rows={2}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
                className={inputClass}
              />
              {errorText('description')}
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-group`} className="font-semibold text-sm text-stone-800">
                  Grupo no menu
                </label>
                <select
                  {...field('group')}
                  value={draft.group}
                  onChange={(e) => set('group', e.target.value)}
                  className={inputClass}
                >
                  <option value="">Nenhum (fora do menu)</option>
                  {CATEGORY_GROUPS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
                {errorText('group')}
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-sortOrder`} className="font-semibold text-sm text-stone-800">
                  Ordem
                </label>
                <input
                  {...field('sortOrder')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft.sortOrder}
                  onChange={(e) => set('sortOrder', e.target.value)}
                  className={clsx(inputClass, errorOf('sortOrder') && 'border-red-600')}
                />
                {errorText('sortOrder')}
              </div>
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
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="font-semibold text-sm text-stone-800">
                Motivo <span className="font-normal text-stone-600">(opcional, fica na auditoria)</span>
              </label>
              <input
                {...field('reason')}
                value={draft.reason}
                onChange={(e) => set('reason', e.target.value)}
                className={inputClass}
              />
              {errorText('reason')}
            </div>
            <DialogActions
              busy={busy}
              error={formError}
              submitLabel={editing ? 'Salvar alterações' : 'Criar categoria'}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
