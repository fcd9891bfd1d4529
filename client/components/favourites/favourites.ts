import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { trpcClient } from '../../lib/trpc.ts';
import { toastError } from '../toast.ts';

// Favourites (docs/product/favourites.md): localStorage 'favourites' holds an array of { id, type, timestamp }
// in every browser. For a signed-in reader the account keeps them too, so they follow the reader
// to another browser: on sign-in the browser's list joins the account's, and afterwards the
// account's list is the truth. 'favouritesOwner' says whose list the browser holds, so that
// after signing out the previous reader's favourites do not stay on a shared computer.

export const FAVOURITES_KEY = 'favourites';
export const FAVOURITES_OWNER_KEY = 'favouritesOwner';
/** Same-tab writers dispatch this; other tabs are covered by the 'storage' event. */
export const FAVOURITES_EVENT = 'releia:favourites';

export interface Favourite {
  id: string;
  type: string;
  timestamp: number;
}

type ReadStorage = Pick<Storage, 'getItem'>;

export function parseFavourites(raw: string | null | undefined): Favourite[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    const seen = new Set<string>();
    const out: Favourite[] = [];
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { id, type, timestamp } = item as Record<string, unknown>;
      if (typeof id !== 'string' || seen.has(id)) continue;
      seen.add(id);
      out.push({
        id,
        type: typeof type === 'string' ? type : 'book',
        timestamp: typeof timestamp === 'number' ? timestamp : 0,
      });
    }
    return out;
  } catch {
    // Unreadable storage (corrupt JSON) means no favourites, not a broken page.
    return [];
  }
}

export function readFavouritesCount(storage: ReadStorage | null): number {
  try {
    return parseFavourites(storage?.getItem(FAVOURITES_KEY)).length;
  } catch {
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

function readRaw(): string | null {
  try {
    return browserStorage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(list: readonly Favourite[]): void {
  try {
    browserStorage()?.setItem(FAVOURITES_KEY, JSON.stringify(list));
  } catch {
    // Full or forbidden storage: the list simply is not kept in this browser.
  }
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
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

// useSyncExternalStore needs the same object while the stored text is the same.
let cache: { raw: string | null; list: Favourite[] } = { raw: null, list: [] };
function snapshot(): Favourite[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parseFavourites(raw) };
  return cache.list;
}
const EMPTY: Favourite[] = [];

/**
 * Reads the list ahead of the first render (main.tsx). A page's first localStorage read waits
 * on the browser process; the header's badge would otherwise pay for it inside that render.
 */
export function readFavouritesAhead(): void {
  snapshot();
}

/** The favourites, newest first. */
export function useFavourites(): Favourite[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The header's badge; it also keeps the list in step with the account (useFavouritesSync). */
export function useFavouritesCount(): number {
  useFavouritesSync();
  return useFavourites().length;
}

export function sortedNewestFirst(list: readonly Favourite[]): Favourite[] {
  return [...list].sort((a, b) => b.timestamp - a.timestamp);
}

/** The browser's list made equal to `ids` (newest first), keeping the times it already knew. */
export function mergeFromServer(
  local: readonly Favourite[],
  ids: readonly string[],
  now: number,
): Favourite[] {
  const known = new Map(local.map((f) => [f.id, f]));
  return ids.map((id, i) => known.get(id) ?? { id, type: 'book', timestamp: now - i });
}

/**
 * Adds or removes a favourite: at once in this browser, then in the account when signed in. If
 * the account cannot be updated the browser goes back, so both keep saying the same.
 */
export async function setFavourite(bookId: string, on: boolean, signedIn: boolean): Promise<void> {
  const before = parseFavourites(readRaw());
  const without = before.filter((f) => f.id !== bookId);
  write(on ? [{ id: bookId, type: 'book', timestamp: Date.now() }, ...without] : without);
  if (!signedIn) return;
  try {
    if (on) await trpcClient.favourites.add.mutate({ bookId });
    else await trpcClient.favourites.remove.mutate({ bookId });
  } catch {
    write(before);
    toastError(on ? 'Não foi possível salvar o favorito.' : 'Não foi possível remover o favorito.');
  }
}

function readOwner(): string | null {
  try {
    return browserStorage()?.getItem(FAVOURITES_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeOwner(owner: string | null): void {
  try {
    if (owner) browserStorage()?.setItem(FAVOURITES_OWNER_KEY, owner);
    else browserStorage()?.removeItem(FAVOURITES_OWNER_KEY);
  } catch {
    // See write().
  }
}

/** Whose list this tab last brought in step; several callers then cost one call to the server. */
let syncedFor: string | null | undefined;

/**
 * Keeps the browser's favourites in step with the account. On sign-in the browser's list joins
 * the account's; while signed in the account's list wins; on sign-out the account's favourites
 * leave this browser. Harmless to call from several components.
 */
export function useFavouritesSync(): void {
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (isLoading || syncedFor === userId) return;
    syncedFor = userId;
    const owner = readOwner();
    if (!userId) {
      if (owner) {
        writeOwner(null);
        write([]);
      }
      return;
    }
    const local = owner === null ? parseFavourites(readRaw()) : [];
    const call =
      owner === userId
        ? trpcClient.favourites.list.query()
        : trpcClient.favourites.sync.mutate({ bookIds: local.map((f) => f.id) });
    call.then(
      (ids) => {
        if (syncedFor !== userId) return;
        writeOwner(userId);
        write(mergeFromServer(parseFavourites(readRaw()), ids, Date.now()));
      },
      () => {
        // Offline or refused: the browser keeps what it has and tries again next time.
        if (syncedFor === userId) syncedFor = undefined;
      },
    );
  }, [userId, isLoading]);
}
