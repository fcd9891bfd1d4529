import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// Shipping asks for a Correios code that passes the S10 check, and the order page links to its
// tracking (docs/product/pix.md#tracking-code).

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));

const { OrderActions } = await import('../../client/components/orders/OrderActions.tsx');
const { TrackingCode } = await import('../../client/components/orders/TrackingCode.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
/** What orders.byId answers the seller of a paid order sent by post. */
const SELLER_ACTIONS = ['ship', 'cancel'] as const;

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe("the seller's ship dialog", () => {
  it('requires a valid code, keeps what was typed and focuses the field, then sends it normalised', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([{ result: { data: { json: { status: 'enviado' } } } }]));
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(
      <OrderActions orderId={ORDER_ID} actions={SELLER_ACTIONS} onChanged={onChanged} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar como enviado?' });
    // The code is required (the packing photos beside it are the optional part).
    expect(within(dialog).queryByText(/rastreio.*opcional/i)).toBeNull();
    const field = within(dialog).getByLabelText('Código de rastreio');
    const submit = within(dialog).getByRole('button', { name: 'Marcar como enviado' });

    await userEvent.click(submit);
    expect(within(dialog).getByText('Informe o código de rastreio.')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await userEvent.type(field, 'aa123456789br');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Código de rastreio inválido')).toBeInTheDocument();
    expect(field).toHaveValue('AA123456789BR');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'aa 123 456 785 br');
    expect(within(dialog).queryByText('Código de rastreio inválido')).toBeNull();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/orders.ship');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { json: { id: ORDER_ID, trackingCode: 'AA123456785BR', photos: [] } },
    });
    expect(toasts.success).toHaveBeenCalledWith('Sucesso!', { description: 'Pedido marcado como enviado.' });
    expect(onChanged).toHaveBeenCalled();
    fetchMock.mockRestore();
  });
});

describe('the tracking code on the order page', () => {
  it('links to the Correios tracking page in a new tab and copies the code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithRouter(<TrackingCode code="AA123456785BR" />);
    expect(screen.getByText('AA123456785BR')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Rastrear nos Correios' });
    expect(link).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objeto=AA123456785BR',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Código de rastreio copiado!'));
    expect(writeText).toHaveBeenCalledWith('AA123456785BR');
  });
});
