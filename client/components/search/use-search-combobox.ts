import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { RECENT_SHOWN, useSearchHistory } from './history.ts';
import type { HomeSearch } from './params.ts';
import { useCurrentQuery, useRunSearch } from './use-run-search.ts';

/** Suggestions are recomputed 300 ms after typing stops (docs/product/search.md#search-box). */
export const SUGGEST_DEBOUNCE_MS = 300;

/** One row of the popup: a recent search, or a title or author the server suggested. */
export interface ComboboxOption {
  kind: 'recent' | 'title' | 'author';
  text: string;
}

/** The server suggests nothing under two letters (server/search/service.ts). */
const SUGGEST_MIN_CHARS = 2;

/** The highlighted row after ArrowDown or ArrowUp in an open list of `count` rows, wrapping. */
function stepActive(down: boolean, activeIndex: number, count: number): number {
  if (down) return activeIndex < 0 || activeIndex >= count - 1 ? 0 : activeIndex + 1;
  return activeIndex <= 0 ? count - 1 : activeIndex - 1;
}

/** The rows the popup offers: recent searches for an empty box, suggestions once there is text. */
function useOptions(typed: string, open: boolean, suggestLimit: number): ComboboxOption[] {
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const history = useSearchHistory();
  const suggest = useQuery({
    ...trpc.search.suggest.queryOptions({ q: debounced, limit: suggestLimit }),
    // Only while the list is open: a box filled from the URL (the results page) fetches nothing on load.
    enabled: open && debounced.length >= SUGGEST_MIN_CHARS,
    // The previous suggestions stay while the next ones load instead of the list blinking shut.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (typed === '') return history.slice(0, RECENT_SHOWN).map((text) => ({ kind: 'recent', text }));
  return typed.length >= SUGGEST_MIN_CHARS ? (suggest.data ?? []) : [];
}

/** The combobox's text, its popup's rows and highlight, and what each key does to them. */
export function useSearchCombobox(suggestLimit: number, keep: Omit<HomeSearch, 'search'> | undefined) {
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
  const options = useOptions(typed, open, suggestLimit);
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
  const state = {
    inputRef,
    value,
    setValue,
    setOpen,
    setActive,
    typed,
    options,
    expanded,
    activeIndex,
    close,
    submit,
  };
  return { ...state, onKeyDown: keyHandler(state) };
}

/** What the keys read and change. */
interface KeyState {
  options: ComboboxOption[];
  expanded: boolean;
  activeIndex: number;
  value: string;
  setValue: (value: string) => void;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  close: () => void;
  submit: (text: string) => void;
}

function keyHandler(s: KeyState): (event: KeyboardEvent<HTMLInputElement>) => void {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = s.options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!s.expanded) {
          s.setOpen(true);
          s.setActive(down ? 0 : count - 1);
          return;
        }
        s.setActive(stepActive(down, s.activeIndex, count));
        return;
      }
      case 'Enter': {
        const picked = s.activeIndex >= 0 ? s.options[s.activeIndex] : undefined;
        if (!picked) return; // the form submits the typed text
        event.preventDefault();
        s.submit(picked.text);
        return;
      }
      case 'Escape':
        // Handled here so every browser does the same (type=search would clear the text natively).
        event.preventDefault();
        if (s.expanded) s.close();
        else if (s.value) s.setValue('');
        return;
      default:
        // Tab moves on to the clear buttons, which stay usable; only leaving the box closes it.
        return;
    }
  };
}

export type SearchComboboxState = ReturnType<typeof useSearchCombobox>;
