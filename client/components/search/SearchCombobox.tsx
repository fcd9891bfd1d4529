import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { BookOpen, History, PenLine, Search, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { SEARCH_QUERY_MAX, SUGGEST_DEFAULT } from '../../../shared/search-limits.ts';
import { trpc } from '../../lib/trpc.ts';
import { addToHistory, clearHistory, RECENT_SHOWN, useSearchHistory } from './history.ts';
import { type HomeSearch, validateHomeSearch } from './params.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** One row of the popup: a recent search, or a title or author the server suggested. */
export interface ComboboxOption {
  kind: 'recent' | 'title' | 'author';
  text: string;
}

/** The server suggests nothing under two letters (server/search/service.ts). */
const SUGGEST_MIN_CHARS = 2;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The typed text in bold inside a suggestion, accents and case aside ('ficcao' in 'Ficção').
 * Dropping combining marks keeps precomposed letters one character long, so indexes carry over.
 */
function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const q = fold(query.trim());
  const folded = fold(text);
  const at = q && folded.length === text.length ? folded.indexOf(q) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-stone-950">{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

const OPTION_ICONS = { recent: History, title: BookOpen, author: PenLine } as const;

/** The search shown on the home page ('' elsewhere), read as the home route reads it. */
export function useCurrentQuery(): string {
  return useRouterState({
    select: (s) => (s.location.pathname === '/' ? (validateHomeSearch(s.location.search).search ?? '') : ''),
  });
}

/**
 * Starts a search: records it in the history and opens '/?search=…' as a new history entry, so
 * Back returns to the previous search. `keep` carries sort and filters over (the results page's
 * own box refines the current results; the header starts afresh). A blank search ends the
 * current one.
 */
export function useRunSearch() {
  const navigate = useNavigate();
  const current = useCurrentQuery();
  return (query: string, keep?: Omit<HomeSearch, 'search'>) => {
    const q = query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);
    if (!q) {
      if (current) void navigate({ to: '/', search: {} });
      return;
    }
    addToHistory(q);
    void navigate({ to: '/', search: { ...keep, search: q } });
  };
}

/**
 * The search box (spec section 2, 'Search box') as a WAI-ARIA 1.2 combobox with a list popup:
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
  /** 5 by default, 8 in the desktop header (spec section 9). */
  suggestLimit?: number;
  /** Parameters kept when this box starts a search (the results page's sort and filters). */
  keep?: Omit<HomeSearch, 'search'>;
  label?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const uid = useId();
  const inputId = `${uid}-input`;
  const listboxId = `${uid}-listbox`;
  const optionId = (index: number) => `${uid}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const runSearch = useRunSearch();
  const current = useCurrentQuery();

  const [value, setValue] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The box mirrors the URL: a search started elsewhere, Back/Forward and 'Limpar' all show here.
  useEffect(() => {
    setValue(current);
    setOpen(false);
    setActive(-1);
  }, [current]);

  const typed = value.trim();
  const debounced = useDebouncedValue(typed);
  const history = useSearchHistory();
  const suggest = useQuery({
    ...trpc.search.suggest.queryOptions({ q: debounced, limit: suggestLimit }),
    // Only while the list is open: a box filled from the URL (the results page) fetches nothing on load.
    enabled: open && debounced.length >= SUGGEST_MIN_CHARS,
    // The previous suggestions stay while the next ones load instead of the list blinking shut.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const recentMode = typed === '';
  const options: ComboboxOption[] = recentMode
    ? history.slice(0, RECENT_SHOWN).map((text) => ({ kind: 'recent', text }))
    : typed.length >= SUGGEST_MIN_CHARS
      ? (suggest.data ?? [])
      : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (text: string) => {
    close();
    setValue(text.trim());
    runSearch(text, keep);
    // On a phone the keyboard would cover the results it just asked for.
    if (window.matchMedia?.('(pointer: coarse)').matches) inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        if (down) setActive(activeIndex < 0 || activeIndex >= count - 1 ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      }
      case 'Enter': {
        const picked = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (!picked) return; // the form submits the typed text
        event.preventDefault();
        submit(picked.text);
        return;
      }
      case 'Escape': {
        // Handled here so every browser does the same (type=search would clear the text natively).
        event.preventDefault();
        if (expanded) close();
        else if (value) setValue('');
        return;
      }
      case 'Tab':
        // Tab moves on to the clear buttons, which stay usable; only leaving the box closes it.
        return;
      default:
        return;
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  const inputClass = size === 'lg' ? 'h-12 text-base pl-11 pr-11' : 'h-10 text-base pl-9 pr-10 md:text-sm';

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and older browsers.
    <div role="search" className={clsx('relative', className)}>
      {/* Focus leaving the whole box (input, clear buttons, popup) closes the popup. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a focusout listener, not a control. */}
      <div
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <form onSubmit={onFormSubmit} className="relative">
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
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
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
          {value && (
            <button
              type="button"
              aria-label="Limpar texto da busca"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setValue('');
                setActive(-1);
                setOpen(true);
                inputRef.current?.focus();
              }}
              className={clsx(
                '-translate-y-1/2 absolute top-1/2 inline-flex items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800',
                size === 'lg' ? 'right-2.5 size-8' : 'right-2 size-7',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </form>

        <div
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-stone-200 bg-white py-1.5 shadow-lg"
        >
          {recentMode && (
            <div className="flex items-center justify-between gap-2 px-3 pt-1 pb-1.5">
              <span
                id={`${uid}-recent`}
                className="font-semibold text-stone-500 text-xs uppercase tracking-wide"
              >
                Buscas recentes
              </span>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  clearHistory();
                  close();
                  inputRef.current?.focus();
                }}
                className="rounded-md px-2 py-1 font-medium text-brand-800 text-xs hover:bg-brand-50"
              >
                Limpar histórico
              </button>
            </div>
          )}
          <div
            id={listboxId}
            role="listbox"
            aria-label={recentMode ? 'Buscas recentes' : 'Sugestões'}
            className="max-h-[60vh] overflow-y-auto"
          >
            {options.map((option, index) => {
              const Icon = OPTION_ICONS[option.kind];
              const selected = index === activeIndex;
              return (
                // Options are picked with the mouse or from the input's keys (aria-activedescendant):
                // focus never moves into the list, as the combobox pattern requires.
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox.
                <div
                  key={`${option.kind}:${option.text}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (!selected) setActive(index);
                  }}
                  onClick={() => submit(option.text)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-stone-800',
                    selected && 'bg-brand-50 text-brand-900',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
                  <span className="min-w-0 flex-1 truncate">
                    {option.kind === 'recent' ? option.text : <Highlight text={option.text} query={typed} />}
                  </span>
                  {option.kind === 'author' && <span className="shrink-0 text-stone-500 text-xs">Autor</span>}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p role="status" className="sr-only">
        {expanded
          ? recentMode
            ? `${options.length} ${options.length === 1 ? 'busca recente' : 'buscas recentes'}`
            : `${options.length} ${options.length === 1 ? 'sugestão' : 'sugestões'}`
          : ''}
      </p>
    </div>
  );
}
