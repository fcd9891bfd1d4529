import { clsx } from 'clsx';
import { useId } from 'react';
import { ConditionSelect, GenreSelect, PriceField } from './FilterFields.tsx';
import { labelClass } from './filter-classes.ts';
import type { HomeSearch } from './params.ts';
import { usePriceFilter } from './use-price-filter.ts';

type Filters = Omit<HomeSearch, 'search'>;

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
  const prices = usePriceFilter(filters.min, filters.max, onChange);

  return (
    <form
      onSubmit={prices.apply}
      aria-label="Filtros"
      noValidate
      className="grid grid-cols-2 items-start gap-3 md:flex md:flex-wrap md:items-start"
    >
      <ConditionSelect
        id={`${uid}-condition`}
        value={filters.condicao}
        onChange={(condicao) => onChange({ condicao })}
      />
      <GenreSelect id={`${uid}-genre`} value={filters.genero} onChange={(genero) => onChange({ genero })} />
      <PriceField
        id={`${uid}-min`}
        label="Preço mínimo (R$)"
        value={prices.minText}
        error={prices.errors.min}
        onChange={prices.typeMin}
      />
      <PriceField
        id={`${uid}-max`}
        label="Preço máximo (R$)"
        value={prices.maxText}
        error={prices.errors.max}
        onChange={prices.typeMax}
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
