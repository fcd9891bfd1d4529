import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';
import { mockTrpcFetch, type TrpcAnswer, type TrpcCall } from './trpc-fetch.ts';

// The pickup's handover code on the order page (docs/product/delivery.md#the-handover-code): the
// buyer's QR code and digits, the seller's scan or typed digits. The real camera reads a real QR
// code in tests/e2e/pickup-qr.spec.ts; here the camera and the detector are fakes.

vi.setConfig({ testTimeout: 20_000 });

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));
const detected = vi.hoisted(() => ({ frames: [] as string[][], formats: [] as string[] }));
vi.mock('../../client/components/sell/barcode.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../client/components/sell/barcode.ts')>();
  return {
    ...actual,
    loadDetector: async (format: string) => {
      detected.formats.push(format);
      return {
        detect: async () => (detected.frames.shift() ?? []).map((rawValue) => ({ rawValue, format })),
      };
    },
  };
});

const { HandoverCode } = await import('../../client/components/orders/HandoverCode.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const PICKUP = { place: null, buyerConfirmedAt: null, sellerConfirmedAt: null };
const order = (
  role: 'buyer' | 'seller',
  status: 'pago' | 'entregue' = 'pago',
  pickup: typeof PICKUP | null = PICKUP,
) => ({
  id: ORDER_ID,
  role,
  status,
  pickup,
});

const calls: TrpcCall[] = [];
let spies: { mockRestore: () => void }[] = [];

function mockTrpc(answer: (procedure: string) => TrpcAnswer) {
  spies.push(mockTrpcFetch(answer, calls));
}

beforeEach(() => {
  calls.length = 0;
  detected.frames = [];
  detected.formats = [];
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
  toasts.success.mockReset();
});

describe("the buyer's handover code", () => {
  it('shows the QR code and the six digits', async () => {
    mockTrpc(() => ({ data: { code: '482913' } }));
    await renderWithRouter(<HandoverCode order={order('buyer')} onChanged={async () => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o código de entrega...');
    const qr = await screen.findByRole('img', { name: 'QR code de entrega, código 4 8 2 9 1 3' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('482 913')).toBeInTheDocument();
    expect(calls.map((c) => c.procedure)).toEqual(['orders.handoverCode']);
  });

  it('says when the code could not be loaded and offers to try again', async () => {
    mockTrpc(() => ({ error: { message: 'Falhou', code: 'INTERNAL_SERVER_ERROR' } }));
    await renderWithRouter(<HandoverCode order={order('buyer')} onChanged={async () => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o código de entrega.',
    );
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('is not shown once the order is delivered, nor on an order that goes by post', async () => {
    mockTrpc(() => ({ data: { code: '482913' } }));
    await renderWithRouter(
      <>
        <HandoverCode order={order('buyer', 'entregue')} onChanged={async () => {}} />
        <HandoverCode order={order('buyer', 'pago', null)} onChanged={async () => {}} />
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Código de entrega' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("the seller's confirmation by code", () => {
  it('never asks for the code, and sends the typed digits', async () => {
    mockTrpc(() => ({ data: { status: 'entregue' } }));
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(<HandoverCode order={order('seller')} onChanged={onChanged} />);
    const field = screen.getByLabelText('Código do comprador');
    await userEvent.type(field, '48a291');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('Digite os 6 números do código do comprador.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([{ procedure: 'orders.handOverByCode', input: { id: ORDER_ID, code: '482913' } }]);
    expect(toasts.success).toHaveBeenCalledWith('Entrega confirmada', {
      description: 'O código conferiu: o pedido foi entregue.',
    });
  });

  it("shows the server's refusal beside the digits", async () => {
    const wrong = 'Código incorreto. Confira os 6 números na tela do comprador e tente de novo.';
    mockTrpc(() => ({ error: { message: wrong, code: 'BAD_REQUEST' } }));
    await renderWithRouter(<HandoverCode order={order('seller')} onChanged={async () => {}} />);
    await userEvent.type(screen.getByLabelText('Código do comprador'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Código do comprador')).toHaveFocus();
  });

  it('reads the QR code with the camera and sends it at once', async () => {
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    spies.push(vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue());
    spies.push(vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4));
    detected.frames = [['https://example.com'], ['482913']];
    mockTrpc(() => ({ data: { status: 'entregue' } }));
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(<HandoverCode order={order('seller')} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Escanear código do comprador' }));
    expect(await screen.findByRole('dialog', { name: 'Escanear código do comprador' })).toBeInTheDocument();
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), { timeout: 5000 });
    expect(detected.formats).toEqual(['qr_code']);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([{ procedure: 'orders.handOverByCode', input: { id: ORDER_ID, code: '482913' } }]);
  });
});

describe("the seller's camera, when it cannot read", () => {
  it('closes the dialog, says why and gives the field the focus', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn(async () => Promise.reject(denied)) },
      configurable: true,
    });
    mockTrpc(() => ({ data: { status: 'entregue' } }));
    await renderWithRouter(<HandoverCode order={order('seller')} onChanged={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Escanear código do comprador' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não permitiu o uso da câmera. Digite os 6 números do código do comprador, ou permita a câmera nas configurações do navegador e tente de novo.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Código do comprador')).toHaveFocus());
    expect(calls).toEqual([]);
  });
});
