import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookDetailData } from '../../client/components/book/labels.ts';
import { trpc } from '../../client/lib/trpc.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// 'Fazer oferta' for a visitor (docs/product/offers.md#making-an-offer): shown on a book on sale like
// 'Avise-me quando chegar' and 'Comprar agora', it leads to sign in and back to the book, where the
// member's own box takes over. The visitor's page never asks the server for offers, which only
// members may read.

// The parts of the column this test is not about, so it needs no seller or shipping data.
vi.mock('../../client/components/book/SellerCard.tsx', () => ({ SellerCard: () => null }));
vi.mock('../../client/components/book/ShippingCalculator.tsx', () => ({ ShippingCalculator: () => null }));

const { BookSummary } = await import('../../client/components/book/BookSummary.tsx');

const BOOK_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const PATH = `/livro/dom-casmurro-machado-de-assis-${BOOK_ID}`;

function book(status: 'available' | 'sold'): BookDetailData {
  return {
    id: BOOK_ID,
    title: 'Dom Casmurro',
    author: 'Machado de Assis',
    authors: ['Machado de Assis'],
    authorSlug: 'machado-de-assis',
    path: PATH,
    status,
    statusReason: null,
    available: status === 'available',
    city: 'São Paulo',
    seller: { id: 'vendedor-1', name: 'Sebo Um' },
  } as unknown as BookDetailData;
}

async function renderAsVisitor(status: 'available' | 'sold') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(trpc.accounts.me.queryKey(), null as never);
  const ui = (
    <BookSummary book={book(status)} viewer="visitor" price="R$ 40,00" like={null} favourite={null} />
  );
  const rendered = await renderWithRouter(ui, { path: PATH, queryClient, pages: { '/auth': <p>Entrar</p> } });
  return { ...rendered, queryClient };
}

describe("'Fazer oferta' for a visitor", () => {
  it('is shown on a book on sale and leads to sign in, saying why, and back to the book', async () => {
    const { router, queryClient } = await renderAsVisitor('available');
    const box = screen.getByRole('region', { name: 'Oferta' });
    await userEvent.click(within(box).getByRole('button', { name: 'Fazer oferta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    // It says why, and the dialog opens on return (docs/product/accounts.md#sign-in).
    expect(router.state.location.search).toEqual({ redirect: PATH, motivo: 'oferta' });
    expect(JSON.parse(sessionStorage.getItem('releia:pending-intent') ?? '{}')).toMatchObject({
      kind: 'offer',
      bookId: BOOK_ID,
    });
    sessionStorage.clear();
    expect(queryClient.getQueryCache().findAll({ queryKey: trpc.offers.pathKey() })).toHaveLength(0);
  });

  it('is not shown on a sold book', async () => {
    await renderAsVisitor('sold');
    expect(screen.queryByRole('button', { name: 'Fazer oferta' })).toBeNull();
  });
});
