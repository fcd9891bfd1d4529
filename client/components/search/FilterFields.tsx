import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useCategories } from '../categories.ts';
import { fieldClass, labelClass } from './filter-classes.ts';
import { CONDITION_OPTIONS } from './params.ts';

type SelectProps = { id: string; value: string | undefined; onChange: (value: string | undefined) => void };

/** A labelled select whose empty option means 'any'. */
function FilterSelect({
  id,
  label,
  width,
  value,
  onChange,
  children,
}: SelectProps & { label: string; width: string; children: ReactNode }) {
  return (
    <div className={clsx('flex flex-col gap-1', width)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={fieldClass}
      >
        {children}
      </select>
    </div>
  );
}

export function ConditionSelect(props: SelectProps) {
  return (
    <FilterSelect {...props} label="Condição" width="md:w-44">
      <option value="">Todas</option>
      {CONDITION_OPTIONS.map((option) => (
        <option key={option.param} value={option.param}>
          {option.label}
        </option>
      ))}
    </FilterSelect>
  );
}

export function GenreSelect(props: SelectProps) {
  const categories = useCategories();
  const { value } = props;
  const genreMissing = value !== undefined && !categories.data?.some((c) => c.slug === value);
  return (
    <FilterSelect {...props} label="Gênero" width="md:w-52">
      <option value="">Todos</option>
      {/* A slug from an old link keeps its place until the categories say it is gone. */}
      {genreMissing ? (
        <option value={value}>{categories.data ? 'Gênero desconhecido' : 'Carregando...'}</option>
      ) : null}
      {categories.data?.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.name}
        </option>
      ))}
    </FilterSelect>
  );
}

export function PriceField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1 md:w-36">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        maxLength={16}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
