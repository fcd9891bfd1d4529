import { useSyncExternalStore } from 'react';

// Favourites are local only (spec section 3): localStorage 'favourites' holds an array of
// { id, type, timestamp }. The favourites feature will write it; the header only counts it.

export const FAVOURITES_KEY = 'favourites';
/** Same-tab writers dispatch this; other tabs are covered by the 'storage' event. */
export const FAVOURITES_EVENT = 'releia:favourites';

export function readFavouritesCount(storage: Pick<Storage, 'getItem'> | null): number {
  try {
    const raw = storage?.getItem(FAVOURITES_KEY);
    if (!raw) return 0;
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.length : 0;
  } catch {
    // Unreadable storage (private mode, corrupt JSON) means no favourites, not a broken header.
    return 0;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(FAVOURITES_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(FAVOURITES_EVENT, onChange);
  };
}

export function useFavouritesCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readFavouritesCount(browserStorage()),
    () => 0,
  );
}
