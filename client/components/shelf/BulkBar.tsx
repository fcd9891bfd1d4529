import { type BulkKind, bulkQuestion } from '../../../shared/bulk.ts';
import { TextField } from '../form/Field.tsx';
import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import { BulkForm, BulkSelectAll } from './BulkForm.tsx';
import type { BulkSelection } from './bulk.ts';
import { useBulkApply } from './use-bulk-apply.ts';

const DESCRIPTION: Record<BulkKind, string> = {
  percent: 'Os preços mudam agora, na busca e na sua livraria. Ofertas que o novo preço alcança terminam.',
  price: 'Os preços mudam agora, na busca e na sua livraria. Ofertas que o novo preço alcança terminam.',
  pause: 'Os livros saem da busca, das listas e dos carrinhos até você reativá-los.',
  relist: 'Os livros pausados voltam à venda.',
  remove: 'Os livros saem da sua estante, da sua livraria e das buscas. Não é possível desfazer.',
};

const CONFIRM: Record<BulkKind, string> = {
  percent: 'Alterar o preço',
  price: 'Alterar o preço',
  pause: 'Pausar',
  relist: 'Reativar',
  remove: 'Remover',
};

/**
 * Many books at once (docs/product/selling.md#many-books-at-once): 'Selecionar todos', the count,
 * the change and 'Aplicar', which asks first ('Alterar o preço de 37 livros?').
 */
export function BulkBar({
  selection,
  total,
  filter,
  onFilter,
}: {
  selection: BulkSelection;
  /** How many books the filter shows: what 'Selecionar todos' takes. */
  total: number;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const bulk = useBulkApply(selection);
  const { asking, kind } = bulk;
  return (
    <section
      aria-label="Alterar vários livros"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4"
    >
      <TextField
        label="Filtrar por título ou autor"
        name="filtro"
        type="search"
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
      />
      <BulkSelectAll selection={selection} total={total} />
      {selection.selected.length > 0 && (
        <BulkForm
          kind={kind}
          onKind={bulk.chooseKind}
          value={bulk.value}
          onValue={bulk.setValue}
          error={bulk.error}
          onApply={bulk.apply}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && bulk.cancel()}
        title={asking ? bulkQuestion(asking.action.kind, asking.ids.length) : ''}
        description={DESCRIPTION[asking?.action.kind ?? kind]}
        confirmLabel={asking ? CONFIRM[asking.action.kind] : 'Confirmar'}
        destructive={asking?.action.kind === 'remove'}
        busy={bulk.busy}
        onConfirm={() => void bulk.confirm()}
      />
    </section>
  );
}
