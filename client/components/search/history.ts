import { useSyncExternalStore } from 'react';

/** docs/product/search.md#history: the key, at most 10 kept, 5 shown. */
export const HISTORY_KEY = 'bookSearchHistory';
export const HISTORY_MAX = 10;
export const RECENT_SHOWN = 5;

/** Fired in this tab on every change; the 'storage' event covers the other tabs. */
const CHANGE_EVENT = 'releia:search-history';

/** How a search is kept: lower-case, trimmed, inner runs of spaces collapsed (docs/product/search.md#history). */
export function historyEntry(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    // Whatever an older version or another script left there is cleaned to the same rules.
    const entries = value.filter((v): v is string => typeof v === 'string').map(historyEntry);
    return [...new Set(entries.filter(Boolean))].slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(HISTORY_KEY);
  } catch {
    // Storage can be disabled (private modes, blocked cookies): search still works without history.
    return null;
  }
}

function write(entries: readonly string[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(HISTORY_KEY);
    else window.localStorage.setItem(HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // Full or disabled storage: the search itself must not fail because of it.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The searches kept, newest first. */
export function readHistory(): string[] {
  return parse(readRaw());
}

/** Puts a search at the top; an equal one further down moves up instead of repeating. */
export function addToHistory(query: string): string[] {
  const entry = historyEntry(query);
  if (!entry) return readHistory();
  const next = [entry, ...readHistory().filter((e) => e !== entry)].slice(0, HISTORY_MAX);
  write(next);
  return next;
}

export function clearHistory(): void {
  write([]);
}

// useSyncExternalStore needs the same array back while nothing changed.
let cachedRaw: string | null | undefined;
let cachedEntries: string[] = [];

function snapshot(): string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parse(raw);
  }
  return cachedEntries;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === HISTORY_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: string[] = [];

/** The kept searches, newest first, shared by every search box and other tabs. */
export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
