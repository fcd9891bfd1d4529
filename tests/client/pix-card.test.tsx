import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderAction } from '../../client/components/orders/model.ts';
import { orderPixCode } from '../../shared/pix/br-code.ts';
import { renderWithRouter } from './render.tsx';

// The order page's Pix card and the seller's prompt (docs/product/pix.md#the-pix-card).

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));

const { PixCard, PixKeyPrompt } = await import('../../client/components/orders/PixCard.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const PIX = {
  code: orderPixCode({
    key: 'ana@pix.com',
    name: 'Ana Souza',
    city: 'Recife',
    amountCents: 4200,
    txid: '6F1C2A8E',
  }),
  key: 'ana@pix.com',
  keyType: 'email' as const,
  name: 'Ana Souza',
  city: 'Recife',
};
/** What orders.byId lets the buyer do with an order awaiting payment, before and after 'Já paguei'. */
const UNREPORTED: OrderAction[] = ['cancel', 'reportPayment'];
const REPORTED: OrderAction[] = ['cancel'];
const ORDER = { id: ORDER_ID, totalCents: 4200, paymentReportedAt: null, actions: UNREPORTED };

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('the Pix card', () => {
  it('shows the QR code, the exact amount, the holder and the code as text', async () => {
    await renderWithRouter(<PixCard order={ORDER} pix={PIX} onChanged={async () => {}} />);
    const qr = screen.getByRole('img', { name: 'QR code Pix de R$ 42,00' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('R$ 42,00')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText(PIX.code)).toBeInTheDocument();
  });

  it('copies the code and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithRouter(<PixCard order={ORDER} pix={PIX} onChanged={async () => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Código Pix copiado!'));
    expect(writeText).toHaveBeenCalledWith(PIX.code);
  });

  it("calls orders.reportPayment on 'Já paguei' and refreshes the order", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([{ result: { data: { json: { reported: true } } } }]));
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(<PixCard order={ORDER} pix={PIX} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Já paguei' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trpc/orders.reportPayment');
    expect(JSON.parse(String(init?.body))).toEqual({ 0: { json: { id: ORDER_ID } } });
    fetchMock.mockRestore();
  });

  it('says the payment was reported instead of offering it again', async () => {
    await renderWithRouter(
      <PixCard
        order={{ ...ORDER, paymentReportedAt: '2026-11-26T10:00:00.000Z', actions: REPORTED }}
        pix={PIX}
        onChanged={async () => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Já paguei' })).toBeNull();
    expect(screen.getByText('Você informou o pagamento.')).toBeInTheDocument();
  });
});

describe('the seller without a Pix key', () => {
  it('is asked to add one in /dashboard', async () => {
    await renderWithRouter(<PixKeyPrompt />);
    expect(
      screen.getByRole('link', { name: 'Cadastre sua chave Pix para que o comprador pague pelo código' }),
    ).toHaveAttribute('href', '/dashboard');
  });
});

describe("the buyer's next step", () => {
  it('points to the Pix code when the seller has a key, and to the contacts otherwise', async () => {
    const { nextStepHint } = await import('../../client/components/orders/model.ts');
    expect(nextStepHint('buyer', 'aguardando_pagamento', { pix: true, reported: false })).toBe(
      "Pague pelo código Pix deste pedido e clique em 'Já paguei'. O vendedor confirmará o pagamento aqui.",
    );
    expect(nextStepHint('buyer', 'aguardando_pagamento', { pix: false, reported: false })).toMatch(
      /^Combine o pagamento com o vendedor/,
    );
    expect(nextStepHint('seller', 'aguardando_pagamento', { pix: true, reported: false })).toMatch(
      /^Combine o pagamento com o comprador/,
    );
  });

  it("after 'Já paguei', tells both sides that the seller confirms next, and asks nobody to pay", async () => {
    const { nextStepHint } = await import('../../client/components/orders/model.ts');
    const reported = { pix: true, reported: true };
    expect(nextStepHint('buyer', 'aguardando_pagamento', reported)).toBe(
      'Você informou o pagamento. Falta o vendedor confirmar que recebeu.',
    );
    expect(nextStepHint('seller', 'aguardando_pagamento', reported)).toBe(
      'O comprador informou que já pagou. Confira sua conta e confirme.',
    );
    expect(nextStepHint('buyer', 'pago', reported)).toBe(
      'Pagamento confirmado. Agora o vendedor prepara e envia o seu pacote.',
    );
  });
});

describe('the buttons of an order awaiting payment', () => {
  it("draw 'Já paguei' as the primary action and 'Cancelar pedido' as a secondary one", async () => {
    const { OrderActions } = await import('../../client/components/orders/OrderActions.tsx');
    await renderWithRouter(
      <>
        <OrderActions orderId={ORDER_ID} actions={ORDER.actions} onChanged={async () => {}} />
        <PixCard order={ORDER} pix={PIX} onChanged={async () => {}} />
      </>,
    );
    const pay = screen.getByRole('button', { name: 'Já paguei' });
    const cancel = screen.getByRole('button', { name: 'Cancelar pedido' });
    expect(pay).toHaveClass('bg-brand-700', 'text-white');
    expect(cancel).not.toHaveClass('bg-brand-700');
    expect(cancel.className).not.toMatch(/red/);
  });
});
