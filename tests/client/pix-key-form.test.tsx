import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// The store settings' Pix section (docs/product/pix.md#pix-key).

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));

const { PixKeyForm } = await import('../../client/components/auth/PixKeyForm.tsx');

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('the Pix section of the store form', () => {
  it("shows the type's message under the key, keeps what was typed, then saves all four", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([{ result: { data: { json: null } } }]));
    await renderWithRouter(<PixKeyForm pix={null} />);
    await userEvent.selectOptions(screen.getByLabelText('Tipo de chave'), 'celular');
    const key = screen.getByLabelText('Chave Pix');
    await userEvent.type(key, '1187654321');
    await userEvent.type(screen.getByLabelText(/Nome no código/), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('Cidade'), 'Recife');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    expect(screen.getByText('Celular inválido: use DDD e número')).toBeInTheDocument();
    expect(key).toHaveValue('1187654321');
    expect(key).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(key);
    await userEvent.type(key, '(11) 98765-4321');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Sucesso!', { description: 'Chave Pix salva.' }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/profile.updatePix');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { json: { type: 'celular', key: '+5511987654321', name: 'Ana Souza', city: 'Recife' } },
    });
    fetchMock.mockRestore();
  });

  it("offers 'Remover chave Pix' once a key is saved", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([{ result: { data: { json: null } } }]));
    await renderWithRouter(
      <PixKeyForm pix={{ type: 'email', key: 'ana@pix.com', name: 'Ana Souza', city: 'Recife' }} />,
    );
    expect(screen.getByLabelText('Chave Pix')).toHaveValue('ana@pix.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remover chave Pix' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Sucesso!', { description: 'Chave Pix removida.' }),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/trpc/profile.removePix');
    expect(screen.getByLabelText('Chave Pix')).toHaveValue('');
    fetchMock.mockRestore();
  });
});
