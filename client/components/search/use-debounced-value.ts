import { useEffect, useState } from 'react';

/** Suggestions are recomputed 300 ms after typing stops (docs/product/search.md#search-box). */
export const SUGGEST_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`; every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number = SUGGEST_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
