import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShelfBook } from '../../client/components/shelf/types.ts';
import { renderWithRouter } from './render.tsx';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once): the request the
// form makes, the selection by keyboard, and the confirm step with the count.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
  toastSuccess: toasts.success,
}));

const { bulkRequest } = await import('../../client/components/shelf/bulk.ts');
const { ShelfTabs } = await import('../../client/components/shelf/ShelfTabs.tsx');

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function shelfBook(n: number, over: Partial<ShelfBook> = {}): ShelfBook {
  return {
    id: ID(n),
    title: `Livro ${n}`,
    author: 'Autora',
    priceCents: 3000,
    photo: null,
    status: 'available',
    statusReason: null,
    likesCount: 0,
    viewsCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    orderId: null,
    path: `/livro/livro-${n}`,
    ...over,
  } as ShelfBook;
}

/** The shelf's "À venda" tab with `books`, and its bar for many books at once. */
async function renderShelf(books: ShelfBook[]): Promise<HTMLElement> {
  await renderWithRouter(
    <ShelfTabs
      books={books}
      tab="venda"
      onTabChange={() => {}}
      listRef={createRef<HTMLDivElement>()}
      sell={null}
      onRemove={() => {}}
      onSold={() => {}}
    />,
  );
  return screen.getByRole('region', { name: 'Alterar vários livros' });
}

describe('bulkRequest', () => {
  it('turns the form into the server input, or the reason it cannot', () => {
    expect(bulkRequest([ID(1)], 'percent', '-10 %')).toEqual({
      input: { ids: [ID(1)], action: { kind: 'percent', percent: -10 } },
    });
    expect(bulkRequest([ID(1)], 'price', '24,90').input?.action).toEqual({ kind: 'price', price: '24,90' });
    expect(bulkRequest([ID(1)], 'pause', '').input?.action).toEqual({ kind: 'pause' });
    expect(bulkRequest([ID(1)], 'percent', '0').error).toBe('Informe uma porcentagem diferente de zero.');
    expect(bulkRequest([ID(1)], 'percent', '-95').error).toBe('A redução máxima é de 90%.');
    expect(bulkRequest([ID(1)], 'price', '-3').error).toBe('O preço não pode ser negativo.');
    expect(bulkRequest([], 'pause', '').error).toBe('Selecione ao menos um livro.');
    const many = Array.from({ length: 501 }, (_, i) => `${i}`);
    expect(bulkRequest(many, 'pause', '').error).toBe('Selecione no máximo 500 livros por vez.');
  });
});

describe('Minha Estante, many at once', () => {
  it('selects by keyboard, asks with the count, then sends one request', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json([
        {
          result: {
            data: {
              json: {
                kind: 'percent',
                changed: 3,
                skipped: [],
                message: '3 livros tiveram o preço alterado.',
              },
            },
          },
        },
      ]),
    );
    const books = [shelfBook(1), shelfBook(2), shelfBook(3), shelfBook(4, { status: 'sold' })];
    const bar = await renderShelf(books);
    expect(within(bar).getByRole('status')).toHaveTextContent('Nenhum livro selecionado.');
    screen.getByRole('checkbox', { name: 'Selecionar “Livro 1”' }).focus();
    await userEvent.keyboard(' ');
    expect(within(bar).getByRole('status')).toHaveTextContent('1 livro selecionado.');
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Selecionar todos (3)' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('3 livros selecionados.');

    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar' }));
    expect(within(bar).getByText('Informe a porcentagem.')).toBeInTheDocument();
    await userEvent.type(within(bar).getByLabelText(/Porcentagem/), '-10');
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alterar o preço de 3 livros?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar o preço' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('3 livros tiveram o preço alterado.'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/books.bulk');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { json: { ids: [ID(1), ID(2), ID(3)], action: { kind: 'percent', percent: -10 } } },
    });
    expect(within(bar).getByRole('status')).toHaveTextContent('Nenhum livro selecionado.');
    fetchMock.mockRestore();
  });

  it("takes into 'Selecionar todos' only the books the filter shows", async () => {
    const books = [
      shelfBook(1, { title: 'Ficção Científica Reunida' }),
      shelfBook(2, { title: 'Contos', author: 'Machado de Assis' }),
      shelfBook(3, { title: 'Poemas', author: 'Cecília Meireles' }),
    ];
    const bar = await renderShelf(books);
    await userEvent.type(within(bar).getByLabelText('Filtrar por título ou autor'), 'ficcao');
    expect(screen.getAllByRole('checkbox', { name: /^Selecionar “/ })).toHaveLength(1);
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Selecionar todos (1)' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('1 livro selecionado.');
    await userEvent.clear(within(bar).getByLabelText('Filtrar por título ou autor'));
    await userEvent.type(within(bar).getByLabelText('Filtrar por título ou autor'), 'nada disso');
    expect(screen.getByText('Nenhum livro corresponde ao filtro.')).toBeInTheDocument();
    expect(within(bar).getByRole('status')).toHaveTextContent('Nenhum livro selecionado.');
  });
});
