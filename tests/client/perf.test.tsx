import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPerfShortcut, PerfMonitor, perfRequested } from '../../client/components/perf/PerfMonitor.tsx';
import {
  assess,
  formatMemory,
  formatMs,
  GOOD,
  NEEDS_WORK,
  type PerfReading,
} from '../../client/components/perf/verdict.ts';

/** The panel's code is a lazy chunk: its first import can take seconds on a busy machine. */
const LAZY_PANEL = { timeout: 15_000 };

const calm: PerfReading = {
  loadMs: 1200,
  lcpMs: 1500,
  fcpMs: 900,
  memory: { usedMb: 20, limitMb: 4096 },
  slowConnection: false,
};

describe('assess', () => {
  it("is 'Bom' with no suggestion when everything is within the limits of docs/product/screens.md#performance-panel", () => {
    expect(assess(calm)).toEqual({ verdict: GOOD, suggestions: [] });
    // At the limit is still within it.
    expect(
      assess({ ...calm, loadMs: 3000, lcpMs: 2500, fcpMs: 1800, memory: { usedMb: 50, limitMb: 62.5 } })
        .verdict,
    ).toBe(GOOD);
  });

  it.each([
    ['load over 3000 ms', { loadMs: 3001 }, /carregamento passou de 3 s/],
    ['LCP over 2500 ms', { lcpMs: 2501 }, /LCP/],
    ['FCP over 1800 ms', { fcpMs: 1801 }, /FCP/],
    ['memory over 50 MB', { memory: { usedMb: 50.5, limitMb: 4096 } }, /mais de 50 MB/],
    ['memory over 80% of the limit', { memory: { usedMb: 41, limitMb: 50 } }, /acima de 80%/],
  ])("is 'Precisa otimizar' with a suggestion for %s", (_name, over, suggestion) => {
    const { verdict, suggestions } = assess({ ...calm, ...over });
    expect(verdict).toBe(NEEDS_WORK);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatch(suggestion);
  });

  it('lists every flag that is raised', () => {
    const { suggestions } = assess({ ...calm, loadMs: 5000, lcpMs: 4000, fcpMs: 3000 });
    expect(suggestions).toHaveLength(3);
  });

  it('counts nothing it could not measure', () => {
    const unknown = { loadMs: null, lcpMs: null, fcpMs: null, memory: null, slowConnection: false };
    expect(assess(unknown)).toEqual({ verdict: GOOD, suggestions: [] });
  });

  it('suggests something on a slow connection without blaming the page for it', () => {
    const { verdict, suggestions } = assess({ ...calm, slowConnection: true });
    expect(verdict).toBe(GOOD);
    expect(suggestions).toEqual([expect.stringMatching(/^Conexão lenta/)]);
  });
});

describe('formatting', () => {
  it('writes times and memory in pt-BR', () => {
    expect(formatMs(1234.4)).toBe('1.234 ms');
    expect(formatMs(null)).toBe('Medindo...');
    expect(formatMemory({ usedMb: 23.44, limitMb: 4096 })).toBe('23,4 MB de 4.096 MB (1%)');
    expect(formatMemory(null)).toBe('Indisponível neste navegador');
  });
});

describe('opening the panel', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('opens with ?perf=1 and with Alt+Shift+P, by key position', () => {
    expect(perfRequested('?perf=1')).toBe(true);
    expect(perfRequested('?perf=0&x=1')).toBe(false);
    const key = { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyP' };
    expect(isPerfShortcut(key)).toBe(true);
    expect(isPerfShortcut({ ...key, shiftKey: false })).toBe(false);
    expect(isPerfShortcut({ ...key, ctrlKey: true })).toBe(false);
    expect(isPerfShortcut({ ...key, code: 'KeyO' })).toBe(false);
  });

  it('shows the readings and the verdict when the address asks for it, and closes with Escape', async () => {
    window.history.replaceState({}, '', '/?perf=1');
    render(<PerfMonitor />);
    const panel = await screen.findByRole('dialog', { name: 'Monitor de desempenho' }, LAZY_PANEL);
    for (const label of [
      'Tempo de carregamento',
      'LCP',
      'FCP',
      'Memória',
      'Janela',
      'Núcleos',
      'Sugestões',
    ]) {
      expect(panel).toHaveTextContent(label);
    }
    expect(panel).toHaveTextContent('Online');
    expect(panel).toHaveTextContent(/Avaliação\s*Bom/);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not there until the shortcut, which opens and closes it', async () => {
    render(<PerfMonitor />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyP' }));
    });
    expect(
      await screen.findByRole('dialog', { name: 'Monitor de desempenho' }, LAZY_PANEL),
    ).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyP' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
