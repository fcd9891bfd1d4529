import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClass, inputStateClass } from '../form/Field.tsx';

/** Search box (and filters) above an admin list. */
export function Toolbar({
  search,
  onSearch,
  placeholder,
  label,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label className="sr-only" htmlFor="admin-search">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id="admin-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={placeholder}
          className={clsx(inputClass, inputStateClass(undefined), 'pl-9')}
        />
      </div>
      {children}
    </div>
  );
}

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm text-stone-700">
      <span className="font-semibold">{label}</span>
      <select
        value={value}
        onChange={(e) => {
          const next = options.find(([v]) => v === e.target.value);
          if (next) onChange(next[0]);
        }}
        className={clsx(inputClass, inputStateClass(undefined), 'sm:w-48')}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The list's states around its table: loading, failure with retry, empty. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  empty: string;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        Carregando...
      </p>
    );
  if (isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-stone-700">
        <p>Não foi possível carregar a lista.</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-sm hover:bg-stone-100"
        >
          Tentar novamente
        </button>
      </div>
    );
  if (isEmpty)
    return (
      <p className="rounded-xl border border-stone-300 border-dashed bg-white py-10 text-center text-stone-600">
        {empty}
      </p>
    );
  return <>{children}</>;
}

/** ListState for a list loaded page by page: a further page that fails keeps the rows already shown. */
export function PagedListState({
  query,
  items,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly unknown[] | undefined;
  empty: string;
  children: ReactNode;
}) {
  return (
    <ListState
      isPending={query.isPending}
      isError={query.isError && !items}
      isEmpty={items?.length === 0}
      onRetry={() => void query.refetch()}
      empty={empty}
    >
      {children}
    </ListState>
  );
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className="w-full min-w-[760px] text-left text-sm">{children}</table>
    </section>
  );
}

/** An admin table's column headings; a last column of row buttons is named for screen readers only. */
export function TableHead({ columns, actions = true }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={thClass}>
            {column}
          </th>
        ))}
        {actions && (
          <th scope="col" className={thClass}>
            <span className="sr-only">Ações</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

export const thClass = 'bg-stone-50 px-3 py-2.5 font-semibold text-stone-700 text-xs uppercase tracking-wide';
export const tdClass = 'border-stone-100 border-t px-3 py-3 align-top';
