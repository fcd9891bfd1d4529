import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// The 'Ofertas' section of /dashboard (docs/product/offers.md#where-offers-show): each side's
// offers with the other party, the prices and where each stands, read from the seller's side when
// it waits on them; the empty and error states.

const server = vi.hoisted(() => ({
  list: vi.fn(async (_input: { role: string }): Promise<{ items: unknown[] }> => ({ items: [] })),
}));

vi.mock('../../client/lib/trpc.ts', () => ({
  trpc: {
    offers: {
      list: {
        queryOptions: (input: { role: string }) => ({
          queryKey: ['offers', 'list', input.role],
          queryFn: () => server.list(input),
          retry: false,
        }),
      },
    },
  },
}));

const { OffersSection } = await import('../../client/components/offers/OffersSection.tsx');

const offer = {
  id: 'o1',
  status: 'open',
  amountCents: 3000,
  counterCents: null,
  expiresAt: '2026-11-28T10:00:00.000Z',
  acceptedUntil: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  book: { id: 'b1', title: 'Grande Sertão', askingCents: 4000, path: '/livro/grande-sertao-b1' },
  buyerName: 'Carla Leitora',
  sellerName: 'Sebo da Ana',
};

describe('OffersSection', () => {
  it('shows the other party, the prices and the state from each side', async () => {
    server.list.mockImplementation(async ({ role }) => ({
      items:
        role === 'recebidas' ? [offer] : [{ ...offer, id: 'o2', status: 'countered', counterCents: 3500 }],
    }));
    await renderWithRouter(<OffersSection />);
    const received = within(await screen.findByRole('region', { name: 'Recebidas' }));
    expect(await received.findByRole('link', { name: 'Grande Sertão' })).toHaveAttribute(
      'href',
      '/livro/grande-sertao-b1',
    );
    expect(received.getByText(/Carla Leitora · R\$ 30,00 · preço R\$ 40,00/)).toBeInTheDocument();
    expect(received.getByText(/Aguardando sua resposta/)).toBeInTheDocument();
    const sent = within(screen.getByRole('region', { name: 'Enviadas' }));
    expect(await sent.findByText(/Sebo da Ana · R\$ 30,00 · contraproposta R\$ 35,00/)).toBeInTheDocument();
    expect(sent.getByText(/Contraproposta do vendedor/)).toBeInTheDocument();
  });

  it('says when there is none, and offers a retry when the list fails', async () => {
    server.list.mockImplementation(async ({ role }) => {
      if (role === 'enviadas') throw new Error('falhou');
      return { items: [] };
    });
    await renderWithRouter(<OffersSection />);
    expect(await screen.findByText('Nenhuma oferta recebida nos seus livros.')).toBeInTheDocument();
    const sent = within(screen.getByRole('region', { name: 'Enviadas' }));
    expect(await sent.findByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
