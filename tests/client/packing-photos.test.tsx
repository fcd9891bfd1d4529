import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvidencePhoto } from '../../client/components/evidence/upload-evidence.ts';
import { renderWithRouter } from './render.tsx';

// Packing photos (docs/product/orders.md#marking-it-sent): attached in 'Marcar como enviado',
// shown on the order page with the time Releia received each, in Brasília time.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));
const PHOTO: EvidencePhoto = {
  url: `/evidencias/${'a'.repeat(64)}.webp`,
  receivedAt: '2026-11-29T17:32:00.000Z',
};
vi.mock('../../client/components/evidence/upload-evidence.ts', () => ({
  evidenceUploader: () => async () => PHOTO,
}));

const { OrderActions } = await import('../../client/components/orders/OrderActions.tsx');
const { PackingPhotos } = await import('../../client/components/orders/PackingPhotos.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const calls: { procedure: string; input: unknown }[] = [];
let spy: { mockRestore: () => void } | null = null;

/** Answers every tRPC call with `data`, recording what was asked, in server/trpc.ts's wire format. */
function mockTrpc(data: unknown) {
  spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    const procedures = u.pathname.replace('/trpc/', '').split(',');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, { json: unknown }>) : {};
    return Response.json(
      procedures.map((p, i) => {
        calls.push({ procedure: p, input: body[i]?.json });
        return { result: { data: { json: data } } };
      }),
    );
  });
}

afterEach(() => {
  spy?.mockRestore();
  calls.length = 0;
  toasts.success.mockReset();
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

describe('packing photos on the order page', () => {
  it('shows each photo with when Releia received it', async () => {
    mockTrpc([PHOTO]);
    await renderWithRouter(<PackingPhotos order={{ id: ORDER_ID, status: 'enviado', pickup: null }} />);
    const list = await screen.findByRole('list', { name: 'Fotos da embalagem' });
    expect(within(list).getByRole('img', { name: 'Foto da embalagem 1' })).toHaveAttribute('src', PHOTO.url);
    expect(within(list).getByText('Recebida pelo Releia em 29/11 às 14:32')).toBeInTheDocument();
    expect(calls).toEqual([{ procedure: 'orders.packingPhotos', input: undefined }]);
  });

  it('shows nothing without photos, and does not ask before the order is sent', async () => {
    mockTrpc([]);
    await renderWithRouter(
      <>
        <PackingPhotos order={{ id: ORDER_ID, status: 'entregue', pickup: null }} />
        <PackingPhotos order={{ id: ORDER_ID, status: 'pago', pickup: null }} />
      </>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Fotos da embalagem' })).toBeNull();
  });
});

describe("'Marcar como enviado' with packing photos", () => {
  it('sends the photos the seller attached with the tracking code', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => {} });
    mockTrpc({ status: 'enviado' });
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(<OrderActions orderId={ORDER_ID} actions={['ship']} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar como enviado?' });
    await userEvent.type(within(dialog).getByLabelText('Código de rastreio'), 'aa123456785br');
    await userEvent.upload(
      within(dialog).getByLabelText('Adicionar fotos'),
      new File([new Uint8Array(10)], 'caixa.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('1/5 fotos.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        procedure: 'orders.ship',
        input: { id: ORDER_ID, trackingCode: 'AA123456785BR', photos: [PHOTO.url] },
      },
    ]);
  });
});
