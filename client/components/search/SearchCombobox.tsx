import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { SEARCH_QUERY_MAX, SUGGEST_DEFAULT } from '../../../shared/search-limits.ts';
import type { HomeSearch } from './params.ts';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { type SearchComboboxState, useSearchCombobox } from './use-search-combobox.ts';

type Size = 'md' | 'lg';

/**
 * The search box as a WAI-ARIA 1.2 combobox with a list popup:
 * the input keeps focus while ArrowDown/ArrowUp move the highlight (wrapping, announced through
 * aria-activedescendant), Enter picks the highlighted row or searches the text, Escape closes the
 * popup (and, when closed, empties the box). Empty, it offers the 5 most recent searches with a
 * clear-history button; with text, titles and authors from search.suggest, 300 ms after typing
 * stops. The text follows the URL's ?search=, so Back and Forward show the search they restore.
 */
export function SearchCombobox({
  placeholder,
  suggestLimit = SUGGEST_DEFAULT,
  keep,
  label = 'Buscar livros',
  size = 'md',
  className,
}: {
  placeholder: string;
  /** 5 by default, 8 in the desktop header. */
  suggestLimit?: number;
  /** Parameters kept when this box starts a search (the results page's sort and filters). */
  keep?: Omit<HomeSearch, 'search'>;
  label?: string;
  size?: Size;
  className?: string;
}) {
  const uid = useId();
  const listboxId = `${uid}-listbox`;
  const optionId = (index: number) => `${uid}-option-${index}`;
  const box = useSearchCombobox(suggestLimit, keep);
  const count = box.options.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and older browsers.
    <div role="search" className={clsx('relative', className)}>
      {/* Focus leaving the whole box (input, clear buttons, popup) closes the popup. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a focusout listener, not a control. */}
      <div
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) box.close();
        }}
      >
        <SearchInput
          box={box}
          inputId={`${uid}-input`}
          listboxId={listboxId}
          activeId={box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined}
          label={label}
          placeholder={placeholder}
          size={size}
        />
        <SearchSuggestions box={box} uid={uid} listboxId={listboxId} optionId={optionId} />
      </div>
      <p role="status" className="sr-only">
        {box.expanded
          ? box.typed === ''
            ? `${count} ${count === 1 ? 'busca recente' : 'buscas recentes'}`
            : `${count} ${count === 1 ? 'sugestão' : 'sugestões'}`
          : ''}
      </p>
    </div>
  );
}

function SearchInput({
  box,
  inputId,
  listboxId,
  activeId,
  label,
  placeholder,
  size,
}: {
  box: SearchComboboxState;
  inputId: string;
  listboxId: string;
  activeId: string | undefined;
  label: string;
  placeholder: string;
  size: Size;
}) {
  // 44 px tall on phones and touch screens (docs/product/accessibility.md#touch-targets).
  const inputClass =
    size === 'lg'
      ? 'h-12 text-base pl-11 pr-12'
      : 'h-11 text-base pl-9 pr-11 md:text-sm md:pointer-fine:h-10 md:pointer-fine:pr-10';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        box.submit(box.value);
      }}
      className="relative"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className={clsx(
          '-translate-y-1/2 pointer-events-none absolute top-1/2 text-stone-500',
          size === 'lg' ? 'left-4 size-5' : 'left-3 size-4',
        )}
      />
      <input
        ref={box.inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={box.value}
        onChange={(event) => {
          box.setValue(event.target.value);
          box.setOpen(true);
          box.setActive(-1);
        }}
        onFocus={() => box.setOpen(true)}
        onClick={() => box.setOpen(true)}
        onKeyDown={box.onKeyDown}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX}
        className={clsx(
          'w-full rounded-full border border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden',
          inputClass,
        )}
      />
      {box.value && <ClearTextButton box={box} size={size} />}
    </form>
  );
}

function ClearTextButton({ box, size }: { box: SearchComboboxState; size: Size }) {
  return (
    <button
      type="button"
      aria-label="Limpar texto da busca"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        box.setValue('');
        box.setActive(-1);
        box.setOpen(true);
        box.inputRef.current?.focus();
      }}
      className={clsx(
        '-translate-y-1/2 absolute top-1/2 inline-flex items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800',
        size === 'lg'
          ? 'right-0.5 size-11'
          : 'right-0 size-11 md:pointer-fine:right-2 md:pointer-fine:size-7',
      )}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
