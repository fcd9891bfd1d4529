import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';
import { mockTrpcFetch, type TrpcCall } from './trpc-fetch.ts';

// Reputations and the double-blind reviews on the page (docs/product/reviews.md#reputation,
// #double-blind): the figures in words, 'Novo vendedor' instead of zeros, and the seller's
// review of the buyer checked before it is sent.

vi.setConfig({ testTimeout: 20_000 });

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));

const { SellerReputation } = await import('../../client/components/reputation/SellerReputation.tsx');
const { OrderBlindReviews } = await import('../../client/components/orders/OrderBlindReviews.tsx');

const calls: TrpcCall[] = [];
let spies: { mockRestore: () => void }[] = [];

/** Every call answered with `answer`'s data. */
function mockTrpc(answer: (procedure: string) => unknown) {
  spies.push(mockTrpcFetch((p) => ({ data: answer(p) }), calls));
}

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
  calls.length = 0;
  toasts.success.mockReset();
});

const SELLER = {
  isNew: false,
  completedOrders: 12,
  sentQuickly: { counted: 10, quick: 8 },
  medianReplyMinutes: 135,
  repliesCounted: 9,
  problems: { opened: 2, byAgreement: 1, byModeration: 0, open: 1 },
  memberSince: '2024-11-10T15:00:00.000Z',
};

describe("a seller's reputation", () => {
  it('reads each figure in words on the store page', async () => {
    mockTrpc(() => SELLER);
    await renderWithRouter(<SellerReputation sellerId="s1" />);
    expect(await screen.findByRole('heading', { name: 'Reputação' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '12 pedidos concluídos',
      '80% enviados em até 3 dias',
      'Responde em cerca de 2 horas',
      '2 problemas relatados: 1 resolvido em acordo, 1 em aberto',
      'Membro desde novembro de 2024',
    ]);
  });

  it("shows 'Novo vendedor' rather than zeros before the first completed order", async () => {
    mockTrpc(() => ({
      ...SELLER,
      isNew: true,
      completedOrders: 0,
      sentQuickly: { counted: 0, quick: 0 },
      medianReplyMinutes: null,
      problems: { opened: 0, byAgreement: 0, byModeration: 0, open: 0 },
    }));
    await renderWithRouter(<SellerReputation sellerId="s1" compact />);
    const line = await screen.findByTestId('seller-reputation');
    expect(line).toHaveTextContent('Novo vendedor');
    expect(line).toHaveTextContent('Membro desde novembro de 2024');
    expect(line).not.toHaveTextContent('0 pedidos');
  });

  it('keeps checkout to one line of the first three figures', async () => {
    mockTrpc(() => SELLER);
    await renderWithRouter(<SellerReputation sellerId="s1" compact />);
    expect(await screen.findByTestId('seller-reputation')).toHaveTextContent(
      '12 pedidos concluídos · 80% enviados em até 3 dias · Responde em cerca de 2 horas',
    );
  });
});

const ORDER = {
  id: '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13',
  review: null,
  buyer: { id: 'b1', name: 'Bruno' },
  seller: { id: 's1', name: 'Sebo da Esquina', memberName: 'Ana', username: null },
};
const OPEN = {
  windowEndsAt: '2026-12-13T15:00:00.000Z',
  windowOpen: true,
  buyerReviewHidden: true,
  buyerReview: null,
  mayReviewBuyer: true,
};

describe('the double-blind reviews of an order', () => {
  it("asks the seller for a rating before sending the buyer's review, then sends it", async () => {
    mockTrpc((p) => (p === 'reviews.reviewBuyer' ? { id: 'r1' } : OPEN));
    const onChanged = vi.fn(async () => {});
    await renderWithRouter(<OrderBlindReviews order={{ ...ORDER, role: 'seller' }} onChanged={onChanged} />);
    expect(
      await screen.findByText(/O comprador já avaliou você. As duas avaliações aparecem juntas/),
    ).toHaveTextContent('(prazo: 13/12).');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação do comprador' }));
    expect(screen.getByText('Dê uma nota de 1 a 5 para o comprador.')).toBeInTheDocument();
    expect(calls.map((c) => c.procedure)).not.toContain('reviews.reviewBuyer');
    await userEvent.click(screen.getByRole('radio', { name: '4 de 5 estrelas' }));
    await userEvent.type(screen.getByLabelText(/Comentário/), 'Pagou no mesmo dia.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação do comprador' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.procedure === 'reviews.reviewBuyer')?.input).toEqual({
      orderId: ORDER.id,
      rating: 4,
      comment: 'Pagou no mesmo dia.',
    });
  });

  it("tells the buyer their review stays hidden until the seller's, with the date", async () => {
    mockTrpc(() => OPEN);
    await renderWithRouter(
      <OrderBlindReviews order={{ ...ORDER, role: 'buyer' }} onChanged={async () => {}} />,
    );
    expect(
      await screen.findByText(
        'Sua avaliação fica oculta para o vendedor até que ele avalie você ou até 13/12, quando o prazo termina.',
      ),
    ).toBeInTheDocument();
  });
});
