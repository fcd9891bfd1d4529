import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportButton } from '../../client/components/reports/ReportButton.tsx';
import { trpc } from '../../client/lib/trpc.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

const READER = { id: 'leitor-1', email: 'lia@example.com', name: 'Lia', username: 'lia', isAdmin: false };
const BOOK_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';

/** The button on a book page, with the session and the 'already reported?' answer in the cache. */
async function renderButton(user: typeof READER | null, opts: { reported?: boolean; ownerId?: string } = {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(trpc.accounts.me.queryKey(), user as never);
  queryClient.setQueryData(trpc.reports.mine.queryKey({ targetType: 'book', targetId: BOOK_ID }), {
    open: opts.reported ?? false,
  });
  const ui = <ReportButton targetType="book" targetId={BOOK_ID} ownerId={opts.ownerId ?? 'vendedor-1'} />;
  return renderWithRouter(ui, { path: '/livro/um-livro', queryClient, pages: { '/auth': <p>Entrar</p> } });
}

describe('ReportButton', () => {
  it('sends visitors to /auth and back', async () => {
    const { router } = await renderButton(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toEqual({ redirect: '/livro/um-livro', motivo: 'denunciar' });
  });

  it('is not offered to the owner', async () => {
    await renderButton(READER, { ownerId: READER.id });
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
  });

  it('shows an open report instead of a second form', async () => {
    await renderButton(READER, { reported: true });
    expect(await screen.findByRole('button', { name: 'Denúncia enviada' })).toBeDisabled();
  });

  it('needs a reason (and words for Outro), then sends the report', async () => {
    // The server: the report is stored, and from then on the button's question answers 'open'.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      Response.json([
        {
          result: {
            data: {
              json: String(url).includes('reports.mine') ? { open: true } : { message: 'Denúncia enviada.' },
            },
          },
        },
      ]),
    );
    await renderButton(READER);
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
    // The form's code loads on the first click (lazy), so the dialog appears a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(within(dialog).getByText('Escolha um motivo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Anúncio falso ou enganoso' })).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Motivo'), 'Outro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(within(dialog).getByText("Conte o que aconteceu quando o motivo é 'Outro'.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Detalhes/), 'Vende cópias xerox.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/reports.create');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { json: { targetType: 'book', targetId: BOOK_ID, reason: 'outro', details: 'Vende cópias xerox.' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Denúncia enviada' })).toBeDisabled();
    fetchMock.mockRestore();
  });
});
