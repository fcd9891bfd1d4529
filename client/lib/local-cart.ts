import { useSyncExternalStore } from 'react';
import { LOCAL_CART_MAX } from '../../shared/local-cart.ts';

// A visitor's cart, kept on the device (localStorage) until they sign in or register, when it is
// merged into the account's (cart.merge; docs/product/cart.md#a-visitors-cart). Only book ids are
// kept: the books' current title, price and availability are read from the server when shown.

const KEY = 'releia:visitor-cart';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMPTY: readonly string[] = Object.freeze([]);

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((v): v is string => typeof v === 'string' && UUID.test(v));
    return [...new Set(ids)].slice(0, LOCAL_CART_MAX);
  } catch {
    return EMPTY;
  }
}

/** The ids in the visitor's cart, oldest first; the same array until the cart changes. */
export function readLocalCart(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = store()?.getItem(KEY) ?? null;
  } catch {
    // Blocked storage: an empty cart.
  }
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function write(ids: readonly string[]): void {
  try {
    if (ids.length === 0) store()?.removeItem(KEY);
    else store()?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Full or blocked storage: the cart stays as it was.
  }
  for (const listener of listeners) listener();
}

/** False when the cart is full (LOCAL_CART_MAX books): a used book is one copy, so that is plenty. */
export function addToLocalCart(bookId: string): boolean {
  const ids = readLocalCart();
  if (ids.includes(bookId)) return true;
  if (ids.length >= LOCAL_CART_MAX) return false;
  write([...ids, bookId]);
  return true;
}

export function removeFromLocalCart(bookId: string): void {
  write(readLocalCart().filter((id) => id !== bookId));
}

export function clearLocalCart(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's cart, re-read whenever it changes here or in another tab. */
export function useLocalCart(): readonly string[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => EMPTY);
}
