import { useSearch } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookCardData } from '../../client/components/books/types.ts';
import { createBook, createCategory, createUser } from '../helpers/factories.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';

// The results page (docs/product/search.md): the count, the sort and the filters from the
// address, 'Limpar' and 'Carregar mais', over the real server's search.books.

// The cards have their own tests; here a list of titles is enough.
vi.mock('../../client/components/books/BookGrid.tsx', () => ({
  BookGrid: ({ books, isLoading }: { books: BookCardData[] | undefined; isLoading: boolean }) =>
    isLoading ? (
      <p>Carregando livros</p>
    ) : (
      <ul>
        {books?.map((b) => (
          <li key={b.id}>{b.title}</li>
        ))}
      </ul>
    ),
}));

const { SearchResults, resultCountText } = await import('../../client/components/search/SearchResults.tsx');
const { renderSearch } = await import('./search-harness.tsx');

const server = pageServerForEachTest();

/** Books on sale with these titles, the later ones the more recent. */
async function onSale(...titles: string[]) {
  const { t } = server();
  const seller = await createUser(t.db);
  for (const title of titles) await createBook(t.db, seller.id, { title, author: 'Frank Herbert' });
}

beforeEach(async () => {
  window.localStorage.clear();
  await onSale('Duna');
});

/** What the page asked search.books, in order. */
const asked = () => server().inputsOf('search.books');

const count = () => screen.getByTestId('result-count');

/** The home page as the app has it: results only while '?search=' is set. */
function Home() {
  const search = useSearch({ strict: false, select: (s) => s.search });
  return search ? <SearchResults /> : <p>Início</p>;
}

describe('resultCountText', () => {
  it("says 'livro' for one and 'livros' otherwise, in pt-BR digits", () => {
    expect(resultCountText(1, false)).toBe('1 livro');
    expect(resultCountText(0, false)).toBe('0 livros');
    expect(resultCountText(2, false)).toBe('2 livros');
    expect(resultCountText(1234, false)).toBe('1.234 livros');
    expect(resultCountText(10_000, false, true)).toBe('mais de 10.000 livros');
  });

  it("adds '(buscando...)' while searching", () => {
    expect(resultCountText(1, true)).toBe('1 livro (buscando...)');
    expect(resultCountText(12, true)).toBe('12 livros (buscando...)');
    expect(resultCountText(undefined, true)).toBe('Buscando...');
  });
});

describe('SearchResults', () => {
  it('shows the heading, the count and the books of the query', async () => {
    await onSale('Filhos de Duna');
    await renderSearch(<SearchResults />, { path: '/?search=duna' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para "duna"');
    await waitFor(() => expect(count()).toHaveTextContent(/^2 livros$/));
    expect(screen.getByText('Filhos de Duna')).toBeInTheDocument();
    // The first page, asked with no cursor (tRPC adds the direction).
    expect(asked()).toEqual([{ q: 'duna', sort: 'relevance', direction: 'forward' }]);
    // The second search box, the sort and 'Limpar'.
    expect(screen.getByRole('combobox', { name: 'Buscar nos resultados' })).toHaveValue('duna');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevancia');
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
  });

  it("says '(buscando...)' while the next search runs, keeping the last count", async () => {
    const { router } = await renderSearch(<SearchResults />, { path: '/?search=duna' });
    await waitFor(() => expect(count()).toHaveTextContent(/^1 livro$/));

    await onSale('Filhos de Duna', 'Hereges de Duna');
    const next = server().holdAnswers('search.books');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), {
      target: { value: 'menor-preco' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'duna', ordem: 'menor-preco' }),
    );
    await next.reached();
    await waitFor(() => expect(count()).toHaveTextContent('1 livro (buscando...)'));
    expect(asked().at(-1)).toMatchObject({ sort: 'price-low' });

    next.release();
    await waitFor(() => expect(count()).toHaveTextContent(/^3 livros$/));
  });

  it('changes the sort in place (replace) so Back leaves the search', async () => {
    const { router, history } = await renderSearch(<Home />, { path: '/livrarias' });
    await act(() => router.navigate({ to: '/', search: { search: 'duna' } }));
    await waitFor(() => expect(count()).toHaveTextContent('1 livro'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), {
      target: { value: 'maior-preco' },
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ ordem: 'maior-preco' }));
    act(() => history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/livrarias'));
  });

  it('sorts a typed query by relevance until the reader picks another order, which the address keeps', async () => {
    // 'no Inverno' is the more recent; both begin with the words, so the first listed leads.
    await onSale('Uma Promessa na Viagem', 'Uma Promessa no Inverno');
    const { router } = await renderSearch(<SearchResults />, { path: '/?search=uma promessa' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(asked().at(-1)).toMatchObject({ sort: 'relevance' });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Uma Promessa na Viagem');
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveValue('relevancia');
    expect(sort.querySelector('option')).toHaveTextContent('Mais relevantes');

    fireEvent.change(sort, { target: { value: 'recentes' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'uma promessa', ordem: 'recentes' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Uma Promessa no Inverno'),
    );
    expect(asked().at(-1)).toMatchObject({ sort: 'newest' });
  });

  it("'Limpar' ends the search as a new history entry, so Back restores it", async () => {
    const { router, history } = await renderSearch(<SearchResults />, {
      path: '/?search=duna&ordem=menor-preco&min=10',
    });
    await waitFor(() => expect(count()).toHaveTextContent('1 livro'));
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    act(() => history.back());
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'duna', ordem: 'menor-preco', min: 10 }),
    );
  });

  it("shows the empty state with 'Limpar Busca'", async () => {
    const { router } = await renderSearch(<SearchResults />, { path: '/?search=xyzzy' });
    expect(await screen.findByText('Nenhum livro encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente usar termos diferentes ou menos específicos.')).toBeInTheDocument();
    expect(count()).toHaveTextContent(/^0 livros$/);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Busca' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('lists a work once while counting its copies', async () => {
    const { t } = server();
    const seller = await createUser(t.db);
    for (const priceCents of [3000, 1250])
      await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis', priceCents });
    await renderSearch(<SearchResults />, { path: '/?search=dom casmurro' });
    await waitFor(() => expect(count()).toHaveTextContent('2 livros'));
    // One item for the two copies (the card's own test shows what it says of them).
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dom Casmurro']);
    // The top counts copies, the foot the works shown.
    expect(screen.getByText('Mostrando 1 obra')).toBeInTheDocument();
  });

  it("offers 'Você quis dizer' when nothing is found, a link that keeps the filters and finds the book", async () => {
    await onSale('Dom Casmurro');
    const { router } = await renderSearch(<SearchResults />, {
      path: '/?search=dom kasmuro&ordem=menor-preco',
    });
    expect(await screen.findByText('Nenhum livro encontrado')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'dom casmurro' });
    expect(link.closest('p')).toHaveTextContent('Você quis dizer dom casmurro?');
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'dom casmurro', ordem: 'menor-preco' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Dom Casmurro'));
    // A book alone says nothing of copies.
    expect(screen.queryByText(/exemplares a partir de/)).toBeNull();
  });

  it("sends the filters from the URL, the genre by its category's slug", async () => {
    await createCategory(server().t.db, { slug: 'ficcao-cientifica', name: 'Ficção Científica' });
    await renderSearch(<SearchResults />, {
      path: '/?search=duna&condicao=muito-bom&min=10&max=80&genero=ficcao-cientifica',
    });
    await waitFor(() => expect(count()).toHaveTextContent(/^0 livros$/));
    expect(asked()).toEqual([
      expect.objectContaining({
        q: 'duna',
        condition: 'usado_otimo',
        minPrice: 10,
        maxPrice: 80,
        genre: 'ficcao-cientifica',
      }),
    ]);
    expect(screen.getByRole('combobox', { name: 'Condição' })).toHaveValue('muito-bom');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Gênero' })).toHaveValue('ficcao-cientifica'),
    );
    expect(screen.getByRole('textbox', { name: 'Preço mínimo (R$)' })).toHaveValue('10');
  });

  it('drops bad URL values instead of sending them (the router keeps the raw ones too)', async () => {
    await renderSearch(<SearchResults />, { path: '/?search=duna&min=abc&max=-3&ordem=barato&condicao=xyz' });
    await waitFor(() => expect(count()).toHaveTextContent(/^1 livro$/));
    expect(asked()).toEqual([{ q: 'duna', sort: 'relevance', direction: 'forward' }]);
  });

  it('checks the prices before applying them, keeping what was typed', async () => {
    const { router } = await renderSearch(<SearchResults />, { path: '/?search=duna' });
    const min = screen.getByRole('textbox', { name: 'Preço mínimo (R$)' });
    const max = screen.getByRole('textbox', { name: 'Preço máximo (R$)' });
    fireEvent.change(min, { target: { value: 'dez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar preço' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite um preço mínimo válido, como 25,90.');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveValue('dez');

    fireEvent.change(min, { target: { value: '50' } });
    fireEvent.change(max, { target: { value: '20,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar preço' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O preço mínimo não pode ser maior que o preço máximo.',
    );
    expect(router.state.location.search).toEqual({ search: 'duna' });

    fireEvent.change(max, { target: { value: '80,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar preço' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'duna', min: 50, max: 80.5 }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ minPrice: 50, maxPrice: 80.5 }));
    expect(max).toHaveValue('80,50');
  });

  it("loads the next page with 'Carregar mais'", async () => {
    await onSale(...Array.from({ length: 24 }, (_, i) => `Duna ${i + 2}`));
    await renderSearch(<SearchResults />, { path: '/?search=duna' });
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(asked().at(-1)).toMatchObject({ cursor: expect.any(String) });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(count()).toHaveTextContent(/^25 livros$/);
  });
});
