import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BULK_KINDS, type BulkKind, bulkQuestion } from '../../../shared/bulk.ts';
import type { BulkInput } from '../../../shared/schemas/bulk.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import { toastSuccess } from '../toast.ts';
import { BULK_LABELS, type BulkSelection, bulkRequest } from './bulk.ts';

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
  const queryClient = useQueryClient();
  const allId = useId();
  const [kind, setKind] = useState<BulkKind>('percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState<BulkInput | null>(null);
  const bulk = useMutation(trpc.books.bulk.mutationOptions());
  const count = selection.selected.length;

  const apply = () => {
    const request = bulkRequest(selection.selected, kind, value);
    setError(request.error);
    if (request.input) setAsking(request.input);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await bulk.mutateAsync(asking);
      toastSuccess(answer.message);
      selection.clear();
      setValue('');
    } catch (e) {
      toastFromError(e, 'Erro', 'Não foi possível alterar os livros. Tente novamente.');
    }
    setAsking(null);
    await refreshCatalogue(queryClient);
  };

  const needsValue = kind === 'percent' || kind === 'price';
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label
          htmlFor={allId}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-sm text-stone-800"
        >
          <input
            id={allId}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={count > 0 && count === total}
            ref={(el) => {
              if (el) el.indeterminate = count > 0 && count < total;
            }}
            onChange={(e) => selection.setAll(e.target.checked)}
          />
          Selecionar todos ({total})
        </label>
        <p role="status" className="text-sm text-stone-700">
          {count === 0
            ? 'Nenhum livro selecionado.'
            : count === 1
              ? '1 livro selecionado.'
              : `${count} livros selecionados.`}
        </p>
      </div>
      {count > 0 && (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <SelectField
            label="O que fazer"
            value={kind}
            onChange={(v) => {
              setKind(BULK_KINDS.find((k) => k === v) ?? 'percent');
              setError(undefined);
            }}
          >
            {BULK_KINDS.map((k) => (
              <option key={k} value={k}>
                {BULK_LABELS[k]}
              </option>
            ))}
          </SelectField>
          {needsValue ? (
            <TextField
              label={kind === 'percent' ? 'Porcentagem (ex.: -10)' : 'Novo preço (R$)'}
              name="value"
              inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error}
            />
          ) : (
            <div>{error && <p className="text-red-700 text-sm">{error}</p>}</div>
          )}
          <button type="submit" className={secondaryButtonClass}>
            Aplicar
          </button>
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? bulkQuestion(asking.action.kind, asking.ids.length) : ''}
        description={DESCRIPTION[asking?.action.kind ?? kind]}
        confirmLabel={asking ? CONFIRM[asking.action.kind] : 'Confirmar'}
        destructive={asking?.action.kind === 'remove'}
        busy={bulk.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
