import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { FieldFrame } from '../form/Field.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { CategoryPlacement } from './categories/CategoryPlacement.tsx';
import type { CategoryDraft, CategoryValues } from './categories/category-draft.ts';
import { SlugField } from './categories/SlugField.tsx';
import { useCategoryForm } from './categories/use-category-form.ts';

/** Create or edit a category (see useCategoryForm for how it checks what is typed). */
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
  onSubmit: (values: CategoryValues) => Promise<unknown>;
}) {
  const form = useCategoryForm(initial, editing, onSubmit);
  const { draft, set, errorOf, control } = form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      wide
      title={editing ? 'Editar categoria' : 'Nova categoria'}
      description="Categorias ativas aparecem no menu 'Categorias', no rodapé e em /categoria/endereço."
      onSubmit={() => void form.submit()}
    >
      <FieldFrame label="Nome" error={errorOf('name')}>
        {(ids) => (
          <input {...control('name', ids)} value={draft.name} onChange={(e) => set('name', e.target.value)} />
        )}
      </FieldFrame>
      <SlugField form={form} editing={editing} initialSlug={initial.slug} />
      <TextAreaField
        label="Descrição"
        optional
        error={errorOf('description')}
        rows={2}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <CategoryPlacement form={form} />
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
        error={form.formError}
        submitLabel={editing ? 'Salvar alterações' : 'Criar categoria'}
      />
    </FormDialog>
  );
}
