import { useId } from 'react';
import { BULK_KINDS, type BulkKind } from '../../../shared/bulk.ts';
import { TextField } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { BULK_LABELS, type BulkSelection } from './bulk.ts';

/** 'Selecionar todos' and the count read out as it changes. */
export function BulkSelectAll({ selection, total }: { selection: BulkSelection; total: number }) {
  const allId = useId();
  const count = selection.selected.length;
  return (
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
  );
}

/** The change ('O que fazer'), its value when it needs one, and 'Aplicar'. */
export function BulkForm({
  kind,
  onKind,
  value,
  onValue,
  error,
  onApply,
}: {
  kind: BulkKind;
  onKind: (kind: BulkKind) => void;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  onApply: () => void;
}) {
  const needsValue = kind === 'percent' || kind === 'price';
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <SelectField
        label="O que fazer"
        value={kind}
        onChange={(v) => onKind(BULK_KINDS.find((k) => k === v) ?? 'percent')}
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
          onChange={(e) => onValue(e.target.value)}
          error={error}
        />
      ) : (
        <div>{error && <p className="text-red-700 text-sm">{error}</p>}</div>
      )}
      <button type="submit" className={secondaryButtonClass}>
        Aplicar
      </button>
    </form>
  );
}
