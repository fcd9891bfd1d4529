import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { parsePrice } from '../../../shared/format.ts';
import { useCategories } from '../categories.ts';
import { CONDITION_OPTIONS, FILTER_PRICE_MAX, type HomeSearch, SEARCH_SORT_OPTIONS } from './params.ts';

type Filters = Omit<HomeSearch, 'search'>;

const fieldClass =
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 md:text-sm aria-[invalid=true]:border-red-600';
const labelClass = 'font-medium text-stone-700 text-xs';

/** 'Ordenar por' as a native select: keyboards, screen readers and phones handle it well. */
export function SearchSortSelect({
  value,
  onChange,
}: {
  value: HomeSearch['ordem'];
  onChange: (value: HomeSearch['ordem']) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
      {/* On phones the options name themselves ('Menor preço') and the room goes to the select. */}
      <label htmlFor={id} className="sr-only whitespace-nowrap text-sm text-stone-600 md:not-sr-only">
        Ordenar por
      </label>
      <select
        id={id}
        value={value ?? 'recentes'}
        onChange={(event) => {
          const found = SEARCH_SORT_OPTIONS.find((o) => o.param === event.target.value);
          onChange(found && found.param !== 'recentes' ? found.param : undefined);
        }}
        className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 md:w-auto md:text-sm"
      >
        {SEARCH_SORT_OPTIONS.map((option) => (
          <option key={option.param} value={option.param}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A price in reais as the user would type it back: '25' or '25,90'. */
export function priceText(value: number | undefined): string {
  if (value === undefined) return '';
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

/** Reads one price field; `undefined` when left empty. */
export function readPrice(text: string, which: 'mínimo' | 'máximo'): { value?: number; error?: string } {
  if (!text.trim()) return {};
  const value = parsePrice(text);
  if (Number.isNaN(value)) return { error: `Digite um preço ${which} válido, como 25,90.` };
  if (value < 0) return { error: `O preço ${which} não pode ser negativo.` };
  if (value > FILTER_PRICE_MAX) return { error: `O preço ${which} pode ser no máximo R$ 1.000.000,00.` };
  return { value: Math.round(value * 100) / 100 };
}

/** Checks both price fields; the messages say what to fix and the typed text stays as it was. */
export function validatePrices(minText: string, maxText: string) {
  const min = readPrice(minText, 'mínimo');
  const max = readPrice(maxText, 'máximo');
  let minError = min.error;
  if (
    !minError &&
    !max.error &&
    min.value !== undefined &&
    max.value !== undefined &&
    min.value > max.value
  ) {
    minError = 'O preço mínimo não pode ser maior que o preço máximo.';
  }
  return { min: min.value, max: max.value, minError, maxError: max.error };
}

/**
 * The results' filters (docs/product/search.md#filters: condition equals, prices inclusive, genre equals). The
 * selects apply at once; the prices apply with 'Aplicar' or Enter, after checking them.
 */
export function SearchFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const uid = useId();
  const categories = useCategories();
  const [minText, setMinText] = useState(priceText(filters.min));
  const [maxText, setMaxText] = useState(priceText(filters.max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  // The fields follow the URL (Back, Forward, 'Limpar filtros').
  useEffect(() => {
    setMinText(priceText(filters.min));
    setMaxText(priceText(filters.max));
    setErrors({});
  }, [filters.min, filters.max]);

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePrices(minText, maxText);
    setErrors({ min: checked.minError, max: checked.maxError });
    if (checked.minError || checked.maxError) return;
    onChange({ min: checked.min, max: checked.max });
  };

  const genreMissing =
    filters.genero !== undefined && !categories.data?.some((c) => c.slug === filters.genero);

  return (
    <form
      onSubmit={applyPrices}
      aria-label="Filtros"
      noValidate
      className="grid grid-cols-2 items-start gap-3 md:flex md:flex-wrap md:items-start"
    >
      <div className="flex flex-col gap-1 md:w-44">
        <label htmlFor={`${uid}-condition`} className={labelClass}>
          Condição
        </label>
        <select
          id={`${uid}-condition`}
          value={filters.condicao ?? ''}
          onChange={(event) => onChange({ condicao: event.target.value || undefined })}
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
      <div className="flex flex-col gap-1 md:w-52">
        <label htmlFor={`${uid}-genre`} className={labelClass}>
          Gênero
        </label>
        <select
          id={`${uid}-genre`}
          value={filters.genero ?? ''}
          onChange={(event) => onChange({ genero: event.target.value || undefined })}
          className={fieldClass}
        >
          <option value="">Todos</option>
          {/* A slug from an old link keeps its place until the categories say it is gone. */}
          {genreMissing ? (
            <option value={filters.genero}>
              {categories.data ? 'Gênero desconhecido' : 'Carregando...'}
            </option>
          ) : null}
          {categories.data?.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <PriceField
        id={`${uid}-min`}
        label="Preço mínimo (R$)"
        value={minText}
        error={errors.min}
        onChange={(text) => {
          setMinText(text);
          setErrors((e) => ({ ...e, min: undefined }));
        }}
      />
      <PriceField
        id={`${uid}-max`}
        label="Preço máximo (R$)"
        value={maxText}
        error={errors.max}
        onChange={(text) => {
          setMaxText(text);
          setErrors((e) => ({ ...e, max: undefined }));
        }}
      />
      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        {/* Lines the button up with the fields, whose labels sit above them. */}
        <span aria-hidden="true" className={clsx(labelClass, 'hidden md:block')}>
          &nbsp;
        </span>
        <button
          type="submit"
          className="h-10 rounded-md border border-stone-300 bg-white px-4 font-semibold text-sm text-stone-800 hover:bg-stone-100"
        >
          Aplicar preço
        </button>
      </div>
    </form>
  );
}

function PriceField({
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
