import { useId } from 'react';
import { DEFAULT_SORT_PARAM, type HomeSearch, SEARCH_SORT_OPTIONS } from './params.ts';

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
    // Wide enough on a phone for its longest option ('Mais relevantes'): the buttons beside it wrap
    // to the next line rather than cutting it to 'Mais'.
    <div className="flex min-w-52 flex-1 items-center gap-2 md:min-w-0 md:flex-none">
      {/* On phones the options name themselves ('Menor preço') and the room goes to the select. */}
      <label htmlFor={id} className="sr-only whitespace-nowrap text-sm text-stone-600 md:not-sr-only">
        Ordenar por
      </label>
      <select
        id={id}
        value={value ?? DEFAULT_SORT_PARAM}
        onChange={(event) => {
          // The reader's pick goes into the address as it is (docs/product/search.md#sort).
          onChange(SEARCH_SORT_OPTIONS.find((o) => o.param === event.target.value)?.param);
        }}
        className="h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 md:w-auto md:text-sm md:pointer-fine:h-10"
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
