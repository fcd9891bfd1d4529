import { useNavigate, useSearch } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';

/**
 * The header search box. Submitting goes to '/?search=…'; the results view on the home page comes
 * with the search feature (spec section 2, 'Search results').
 */
export function SearchBox({ variant, className }: { variant: 'desktop' | 'compact'; className?: string }) {
  const inputId = useId();
  const navigate = useNavigate();
  const current = useSearch({ strict: false, select: (s) => (typeof s.search === 'string' ? s.search : '') });
  const [value, setValue] = useState(current);

  useEffect(() => setValue(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    void navigate({ to: '/', search: query ? { search: query } : {} });
  };

  return (
    <search className={className}>
      <form onSubmit={submit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Buscar livros
        </label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-stone-500"
        />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={
            variant === 'desktop' ? 'Buscar livros, autores ou categorias...' : 'Buscar livros, autores...'
          }
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          className="h-10 w-full rounded-full border border-stone-300 bg-white pr-10 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            aria-label="Limpar busca"
            onClick={() => {
              setValue('');
              document.getElementById(inputId)?.focus();
              if (current) void navigate({ to: '/', search: {} });
            }}
            className="-translate-y-1/2 absolute top-1/2 right-2 inline-flex size-7 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </form>
    </search>
  );
}
