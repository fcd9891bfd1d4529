import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToHistory,
  clearHistory,
  HISTORY_KEY,
  HISTORY_MAX,
  readHistory,
  useSearchHistory,
} from '../../client/components/search/history.ts';

const stored = () => JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? 'null') as unknown;

beforeEach(() => window.localStorage.clear());

describe('search history (docs/product/search.md#history: max 10, lowercase, unique)', () => {
  it("is kept in localStorage under 'bookSearchHistory', lower-cased and trimmed", () => {
    addToHistory('  Machado   de ASSIS ');
    expect(HISTORY_KEY).toBe('bookSearchHistory');
    expect(stored()).toEqual(['machado de assis']);
  });

  it('puts the newest first and moves a repeated search to the top instead of repeating it', () => {
    addToHistory('tolkien');
    addToHistory('Saramago');
    addToHistory('clarice');
    addToHistory('TOLKIEN');
    expect(readHistory()).toEqual(['tolkien', 'clarice', 'saramago']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    for (let i = 1; i <= 12; i++) addToHistory(`busca ${i}`);
    const history = readHistory();
    expect(HISTORY_MAX).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('busca 12');
    expect(history.at(-1)).toBe('busca 3');
  });

  it('ignores blank searches', () => {
    addToHistory('dom casmurro');
    addToHistory('   ');
    expect(readHistory()).toEqual(['dom casmurro']);
  });

  it('clears everything', () => {
    addToHistory('a hora da estrela');
    clearHistory();
    expect(readHistory()).toEqual([]);
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('survives whatever else is stored under the key', () => {
    window.localStorage.setItem(HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify({ a: 1 }));
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(['Duna', 7, 'duna', null, 'Neuromancer']));
    expect(readHistory()).toEqual(['duna', 'neuromancer']);
    addToHistory('fundação');
    expect(stored()).toEqual(['fundação', 'duna', 'neuromancer']);
  });

  it('updates every component showing it, and follows other tabs', () => {
    const { result } = renderHook(() => useSearchHistory());
    expect(result.current).toEqual([]);
    act(() => {
      addToHistory('Memórias Póstumas');
    });
    expect(result.current).toEqual(['memórias póstumas']);
    act(() => {
      window.localStorage.setItem(HISTORY_KEY, JSON.stringify(['de outra aba']));
      window.dispatchEvent(new StorageEvent('storage', { key: HISTORY_KEY }));
    });
    expect(result.current).toEqual(['de outra aba']);
  });
});
