import { useId } from 'react';
import { SORT_OPTIONS, type SortParam } from './sort.ts';

/**
 * 'Ordenar por' as a native select: keyboard, screen readers and phones handle it well.
 * `defaultLabel` names the list's own order when none is chosen (e.g. 'Mais curtidos').
 */
export function SortSelect({
  value,
  onChange,
  defaultLabel,
}: {
  value: SortParam | undefined;
  onChange: (value: SortParam | undefined) => void;
  defaultLabel?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        Ordenar por
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => {
          const found = SORT_OPTIONS.find((o) => o.param === e.target.value);
          onChange(found?.param);
        }}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
      >
        {defaultLabel ? <option value="">{defaultLabel}</option> : null}
        {SORT_OPTIONS.map((option) =>
          !defaultLabel && option.param === 'recentes' ? (
            <option key={option.param} value="">
              {option.label}
            </option>
          ) : (
            <option key={option.param} value={option.param}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}
