import { useCategories } from '../categories.ts';
import { fieldClass, labelClass } from './filter-classes.ts';
import { CONDITION_OPTIONS } from './params.ts';

export function ConditionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1 md:w-44">
      <label htmlFor={id} className={labelClass}>
        Condição
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={fieldClass}
      >
        <option value="">Todas</option>
        {CONDITION_OPTIONS.map((option) => (
          <option key={option.param} value={option.param}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function GenreSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const categories = useCategories();
  const genreMissing = value !== undefined && !categories.data?.some((c) => c.slug === value);
  return (
    <div className="flex flex-col gap-1 md:w-52">
      <label htmlFor={id} className={labelClass}>
        Gênero
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={fieldClass}
      >
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
      </select>
    </div>
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
