import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_KEY, readHistory } from '../../client/components/search/history.ts';
import { SearchCombobox } from '../../client/components/search/SearchCombobox.tsx';
import { SUGGEST_DEBOUNCE_MS } from '../../client/components/search/use-search-combobox.ts';
import { useDebouncedValue } from '../../client/lib/use-debounced-value.ts';
import { callerFor } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderSearch } from './search-harness.tsx';

// The search box (docs/product/search.md): its suggestions, read from the real server's
// search.suggest over books on sale, its keys, its history and the address it searches.

const server = pageServerForEachTest();

/** What the server suggests for 'ficcao', in its order: the texts, and the options as shown (authors marked). */
let TEXTS: string[] = [];
let SHOWN: string[] = [];

beforeEach(async () => {
  window.localStorage.clear();
  const { t } = server();
  const seller = await createUser(t.db);
  await createBook(t.db, seller.id, { title: 'Ficção Científica Brasileira', author: 'Ana Lima' });
  await createBook(t.db, seller.id, { title: 'A Ficção e o Real', author: 'Bruno Dias' });
  await createBook(t.db, seller.id, { title: 'Contos', author: 'Fiama Ficção' });
  const answer = await callerFor(t).search.suggest({ q: 'ficcao', limit: 5 });
  TEXTS = answer.map((s) => s.text);
  SHOWN = answer.map((s) => (s.kind === 'author' ? `${s.text}Autor` : s.text));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The inputs the page sent search.suggest. */
const asked = () => server().inputsOf('search.suggest');

const box = () => screen.getByRole('combobox');

async function typeAndWaitForSuggestions(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(SHOWN));
}

function activeOption(): string | null {
  const id = box().getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('useDebouncedValue', () => {
  it('changes 300 ms after the last change, each change restarting the wait', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, SUGGEST_DEBOUNCE_MS), {
      initialProps: { value: 'f' },
    });
    rerender({ value: 'fi' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'fic' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('f');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('fic');
  });
});

describe('SearchCombobox', () => {
  it('is a combobox with its listbox, closed at first', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar livros, autores..." />);
    const input = box();
    expect(input).toHaveAttribute('placeholder', 'Buscar livros, autores...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
  });

  it('asks for suggestions only 300 ms after typing stops, with the box limit', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" suggestLimit={8} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.focus(box());
    for (const text of ['f', 'fi', 'fic', 'ficc']) {
      fireEvent.change(box(), { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(asked()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    // The call leaves once tRPC's batch timer has run (a fake one too: it must not be left behind).
    await vi.waitFor(() => expect(asked()).toEqual([{ q: 'ficc', limit: 8 }]));
    vi.useRealTimers();
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
  });

  it('asks for 5 suggestions by default and none for a single letter', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'f' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(asked()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await typeAndWaitForSuggestions('ficcao');
    expect(asked()).toEqual([{ q: 'ficcao', limit: 5 }]);
  });

  it('shows titles and authors, the typed text in bold accents aside', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />);
    await typeAndWaitForSuggestions('ficcao');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(SHOWN).toEqual(expect.arrayContaining(['Ficção Científica Brasileira', 'Fiama FicçãoAutor']));
    const title = screen.getByRole('option', { name: 'Ficção Científica Brasileira' });
    expect(title.querySelector('mark')).toHaveTextContent('Ficção');
  });

  it('cycles with ArrowDown and ArrowUp, wrapping at both ends, while focus stays in the input', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />);
    await typeAndWaitForSuggestions('ficcao');
    const input = box();
    input.focus();
    expect(activeOption()).toBeNull();
    const [first, second, last] = SHOWN;

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(first);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(last);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(first);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption()).toBe(last);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption()).toBe(second);
    expect(
      screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    expect(document.activeElement).toBe(input);
  });

  it('picks the highlighted suggestion with Enter: searches it and records it', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />);
    await typeAndWaitForSuggestions('ficcao');
    const picked = TEXTS[1] ?? '';
    box().focus();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: picked }));
    expect(box()).toHaveValue(picked);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(readHistory()).toEqual([picked.toLowerCase()]);
    expect(document.activeElement).toBe(box());
  });

  it('searches the typed text with Enter when nothing is highlighted', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '  Ficção  Nacional ' } });
    // What the server suggests for it is open, none highlighted.
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    fireEvent.submit(box());
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Ficção Nacional' }));
    expect(readHistory()).toEqual(['ficção nacional']);
  });

  it('picks a suggestion with the mouse without taking focus from the input', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />);
    await typeAndWaitForSuggestions('ficcao');
    box().focus();
    const option = screen.getByRole('option', { name: 'A Ficção e o Real' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'A Ficção e o Real' }));
    expect(document.activeElement).toBe(box());
  });

  it('closes with Escape, keeping the text; a second Escape empties the box', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />);
    await typeAndWaitForSuggestions('ficcao');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull(); // hidden
    expect(box()).toHaveValue('ficcao');
    // ArrowDown opens it again on the first suggestion.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe(SHOWN[0]);
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
  });

  it("offers the 5 most recent searches under 'Buscas recentes' and clears them", async () => {
    const kept = ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete'];
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(kept));
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />);
    box().focus();
    fireEvent.focus(box());
    expect(screen.getByText('Buscas recentes')).toBeVisible();
    const listbox = screen.getByRole('listbox', { name: 'Buscas recentes' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(kept.slice(0, 5));

    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(activeOption()).toBe('cinco');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'cinco' }));
    expect(readHistory().slice(0, 2)).toEqual(['cinco', 'um']);

    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar histórico' }));
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(box());
  });

  it('clears the text with its clear button and keeps focus in the input', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />, { path: '/?search=duna' });
    expect(box()).toHaveValue('duna');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar texto da busca' }));
    expect(box()).toHaveValue('');
    expect(document.activeElement).toBe(box());
  });

  it('filled from the URL, asks for suggestions only once the box is focused', async () => {
    await renderSearch(<SearchCombobox placeholder="Buscar" />, { path: '/?search=ficcao' });
    expect(box()).toHaveValue('ficcao');
    // Longer than the 300 ms debounce: the results page alone must not fetch suggestions.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(asked()).toEqual([]);
    fireEvent.focus(box());
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(SHOWN));
    expect(asked()).toEqual([{ q: 'ficcao', limit: 5 }]);
  });

  it('follows the URL: Back shows the previous search in the box', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />, { path: '/?search=duna' });
    fireEvent.change(box(), { target: { value: 'fundação' } });
    fireEvent.submit(box());
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'fundação' }));
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'duna' }));
    expect(box()).toHaveValue('duna');
  });

  it('keeps the sort and filters it was given when it starts a search', async () => {
    const { router } = await renderSearch(
      <SearchCombobox placeholder="Buscar" keep={{ ordem: 'menor-preco', min: 10 }} />,
    );
    fireEvent.change(box(), { target: { value: 'duna' } });
    fireEvent.submit(box());
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'duna', ordem: 'menor-preco', min: 10 }),
    );
  });

  it('opens the results on the home page from any other page', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />, { path: '/livrarias' });
    fireEvent.change(box(), { target: { value: 'duna' } });
    fireEvent.submit(box());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ search: 'duna' });
  });

  it('ends the current search when an empty box is submitted', async () => {
    const { router } = await renderSearch(<SearchCombobox placeholder="Buscar" />, { path: '/?search=duna' });
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.submit(box());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(readHistory()).toEqual([]);
  });
});
