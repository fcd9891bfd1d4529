import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyButtons, MobileBuyBar } from '../../client/components/book/BuyButtons.tsx';
import { DetailGrid } from '../../client/components/book/DetailGrid.tsx';
import type { BookDetailData } from '../../client/components/book/labels.ts';
import { SellerCard } from '../../client/components/book/SellerCard.tsx';
import { likesSentence as likesText } from '../../client/components/likes/LikeButton.tsx';
import { formatRating } from '../../shared/format.ts';
import { renderWithRouter } from './render.tsx';

function makeDetail(overrides: Partial<BookDetailData> = {}): BookDetailData {
  const id = '00000000-0000-4000-8000-000000000001';
  return {
    id,
    title: 'Dom Casmurro',
    author: 'Machado de Assis',
    authors: ['Machado de Assis'],
    authorSlug: 'machado-de-assis',
    publisher: 'Companhia das Letras',
    publisherSlug: 'companhia-das-letras',
    isbn: '9788535910663',
    isbn13: '9788535910663',
    condition: 'usado_bom',
    priceCents: 2590,
    currency: 'BRL',
    description: 'Bom estado.',
    genre: 'Literatura Clássica',
    category: { slug: 'literatura-classica', name: 'Literatura Clássica' },
    year: 1899,
    language: 'pt',
    city: 'Recife - PE',
    photos: [],
    status: 'available',
    statusReason: null,
    available: true,
    stock: 1,
    viewsCount: 0,
    likesCount: 2,
    edition: '2ª edição',
    pages: 256,
    coverType: 'capa_dura',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    path: `/livro/dom-casmurro-machado-de-assis-${id}`,
    seller: {
      id: 'seller-1',
      name: 'Maria Oliveira',
      username: 'maria',
      photoUrl: null,
      location: 'Recife - PE',
      since: '2024-03-01T00:00:00.000Z',
      storeName: 'Sebo da Maria',
      rating: null,
    },
    ...overrides,
  };
}

describe('like count text', () => {
  it("says 'pessoa curtiu' for one and 'pessoas curtiram este livro' otherwise", () => {
    expect(likesText(1)).toBe('1 pessoa curtiu este livro');
    expect(likesText(2)).toBe('2 pessoas curtiram este livro');
    expect(likesText(0)).toBe('0 pessoas curtiram este livro');
    expect(likesText(1500)).toBe('1.500 pessoas curtiram este livro');
    expect(likesText(-3)).toBe('0 pessoas curtiram este livro');
  });
});

describe('BuyButtons', () => {
  const id = '0b5e2c1e-8f1a-4c33-9a77-5d7f3e2a1b10';
  const available = { id, status: 'available', available: true };

  it("sends a visitor's 'Comprar agora' to /auth", async () => {
    const { router } = await renderWithRouter(<BuyButtons book={available} viewer="visitor" />);
    expect(screen.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar agora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows a sold book as Vendido, disabled, with no cart button', async () => {
    await renderWithRouter(<BuyButtons book={{ id, status: 'sold', available: false }} viewer="visitor" />);
    expect(screen.getByRole('button', { name: 'Vendido' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
  });

  it('shows a reserved book as Indisponível', async () => {
    await renderWithRouter(
      <BuyButtons book={{ id, status: 'reserved', available: false }} viewer="member" />,
    );
    expect(screen.getByRole('button', { name: 'Indisponível' })).toBeDisabled();
  });

  it("the mobile bar has 'Comprar' beside 'Adicionar ao carrinho'", async () => {
    const { router } = await renderWithRouter(
      <MobileBuyBar book={available} viewer="visitor" priceText="R$ 25,90" />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Adicionar ao carrinho',
      'Comprar',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('SellerCard', () => {
  it("shows 'Novo vendedor' for a seller without reviews, never a made-up rating", async () => {
    await renderWithRouter(<SellerCard seller={makeDetail().seller} city="Recife - PE" />);
    expect(screen.getByText('Novo vendedor')).toBeInTheDocument();
    expect(screen.queryByText('4,8')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sebo da Maria' })).toHaveAttribute('href', '/livraria/maria');
    expect(screen.getByText('Recife - PE')).toBeInTheDocument();
  });

  it('shows the real average with a comma and the review count', async () => {
    const seller = {
      ...makeDetail().seller,
      username: null,
      storeName: null,
      rating: { average: 4.25, totalReviews: 12, totalSales: 20 },
    };
    await renderWithRouter(<SellerCard seller={seller} city="Recife - PE" />);
    const card = screen.getByRole('region', { name: 'Vendedor' });
    expect(within(card).getByText('(12 avaliações)')).toBeInTheDocument();
    expect(card).toHaveTextContent('4,3');
    // Without a username the store link falls back to the name (docs/product/seo.md#addresses).
    expect(within(card).getByRole('link', { name: 'Maria Oliveira' })).toHaveAttribute(
      'href',
      '/livraria/maria-oliveira',
    );
    expect(formatRating(5)).toBe('5,0');
  });
});

describe('DetailGrid', () => {
  it('links publisher, language and genre to their listings and lists the rest', async () => {
    await renderWithRouter(<DetailGrid book={makeDetail()} />);
    expect(screen.getByRole('link', { name: 'Companhia das Letras' })).toHaveAttribute(
      'href',
      '/editora/companhia-das-letras',
    );
    expect(screen.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/idioma/pt');
    expect(screen.getByRole('link', { name: 'Literatura Clássica' })).toHaveAttribute(
      'href',
      '/categoria/literatura-classica',
    );
    for (const text of ['1899', '2ª edição', '9788535910663', '256', 'Bom', 'Capa dura']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('names other languages and leaves out fields the seller did not fill', async () => {
    await renderWithRouter(
      <DetailGrid
        book={makeDetail({
          language: 'en',
          publisher: null,
          publisherSlug: null,
          isbn: null,
          isbn13: null,
          edition: null,
          category: null,
          genre: 'Poesia',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Inglês' })).toHaveAttribute('href', '/idioma/en');
    expect(screen.queryByText('Editora')).toBeNull();
    expect(screen.queryByText('ISBN')).toBeNull();
    expect(screen.getByText('Poesia')).toBeInTheDocument();
  });
});
