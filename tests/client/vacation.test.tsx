import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vacationToday } from '../../shared/vacation.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// Modo férias on the client (docs/product/vacation.md): the seller's panel with its confirm step,
// the closed store's notice and the cart line of a closed store's book.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
  toastSuccess: toasts.success,
}));

const { VacationPanel } = await import('../../client/components/vacation/VacationPanel.tsx');
const { VacationNotice } = await import('../../client/components/vacation/VacationNotice.tsx');
const { CartItemRow } = await import('../../client/components/cart/CartItemRow.tsx');
const { trpc } = await import('../../client/lib/trpc.ts');

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function dayFromToday(n: number): string {
  return new Date(Date.parse(`${vacationToday()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function withVacation(data: { since: string; until: string | null; message: string | null } | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(trpc.stores.vacation.mine.queryKey(), data);
  return queryClient;
}

describe('the modo férias panel', () => {
  it('refuses a past date, then closes the store only after the confirm step that says what happens', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json([
        {
          result: {
            data: { json: { hidden: 3, message: 'Livraria em férias: 3 livros saíram da venda.' } },
          },
        },
      ]),
    );
    await renderWithRouter(<VacationPanel />, { queryClient: withVacation(null) });
    const date = screen.getByLabelText(/Data de volta/);
    await userEvent.type(date, dayFromToday(-2));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar a livraria' }));
    expect(screen.getByText('A data de volta deve ser depois de hoje.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const until = dayFromToday(7);
    await userEvent.clear(date);
    await userEvent.type(date, until);
    await userEvent.type(screen.getByLabelText(/Mensagem para os visitantes/), 'Volto depois do Carnaval.');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar a livraria' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fechar a livraria para férias?' });
    const [y, m, d] = until.split('-');
    expect(dialog).toHaveTextContent(`saem das buscas, das listas e dos carrinhos até ${d}/${m}/${y}`);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar a livraria' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Livraria em férias: 3 livros saíram da venda.'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/stores.vacation.start');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { json: { until, message: 'Volto depois do Carnaval.' } },
    });
    fetchMock.mockRestore();
  });

  it("shows a closed store's state and reopens it with one click", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json([
        {
          result: {
            data: { json: { relisted: 2, message: 'Livraria reaberta. Seus livros voltaram à venda.' } },
          },
        },
      ]),
    );
    fetchMock.mockClear();
    await renderWithRouter(<VacationPanel />, {
      queryClient: withVacation({
        since: '2026-11-20T10:00:00.000Z',
        until: '2027-01-10',
        message: 'Fui pescar.',
      }),
    });
    expect(screen.getByTestId('vacation-state')).toHaveTextContent(
      'Sua livraria está em férias e reabre sozinha em 10/01/2027.',
    );
    expect(screen.getByText('Fui pescar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir a livraria' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Livraria reaberta. Seus livros voltaram à venda.'),
    );
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls[0]).toContain('/trpc/stores.vacation.end');
    // Then the panel reads the store's state again, and nothing else changes it.
    expect(calls.filter((url) => url.includes('/trpc/stores.vacation.end'))).toHaveLength(1);
    fetchMock.mockRestore();
  });
});

describe("a closed store's notices", () => {
  it('shows the store page the return date and the message', () => {
    render(
      <VacationNotice storeName="Sebo do Zé" vacation={{ until: '2027-01-10', message: 'Fui pescar.' }} />,
    );
    const notice = screen.getByRole('region', { name: 'Livraria em férias' });
    expect(notice).toHaveTextContent('Sebo do Zé está em férias e volta em 10/01/2027.');
    expect(notice).toHaveTextContent('Fui pescar.');
  });

  it('tells the buyer in the cart why the book cannot be bought', () => {
    render(
      <ul>
        <CartItemRow
          busy={false}
          onRemove={() => {}}
          onQuantity={() => {}}
          item={{
            id: 'i1',
            quantity: 1,
            addedAt: '2026-11-21T10:00:00.000Z',
            available: false,
            vacation: { until: null },
            book: {
              id: 'b1',
              title: 'Vidas Secas',
              author: 'Graciliano Ramos',
              priceCents: 2500,
              askingCents: 2500,
              offerId: null,
              currency: 'BRL',
              photo: null,
              status: 'hidden',
              path: '/livro/vidas-secas',
            },
            seller: { id: 's1', name: 'Zé', username: 'ze', storeName: 'Sebo do Zé' },
          }}
        />
      </ul>,
    );
    expect(screen.getByText('Livraria em férias')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sebo do Zé está em férias, sem data para voltar. O livro volta à venda quando ela reabrir.',
      ),
    ).toBeInTheDocument();
  });
});
