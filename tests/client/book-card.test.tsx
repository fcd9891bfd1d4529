import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookCard } from '../../client/components/books/BookCard.tsx';
import { makeBook } from './books.ts';
import { renderWithRouter } from './render.tsx';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; username: string | null },
}));
vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: session.user, isLoading: false }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));

beforeEach(() => {
  session.user = null;
});

describe('BookCard', () => {
  it('shows the price as R$ 12,34 and links title, author and seller', async () => {
    const book = makeBook({ title: 'Ensaio sobre a Cegueira', author: 'José Saramago', priceCents: 1234 });
    await renderWithRouter(<BookCard book={book} />);
    const card = screen.getByRole('article', { name: 'Ensaio sobre a Cegueira' });

    expect(within(card).getByText('R$ 12,34')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ensaio sobre a Cegueira' })).toHaveAttribute(
      'href',
      book.path,
    );
    expect(within(card).getByRole('link', { name: 'José Saramago' })).toHaveAttribute(
      'href',
      '/autor/jose-saramago',
    );
    expect(within(card).getByText(/^por/)).toHaveTextContent('por José Saramago');
    expect(within(card).getByRole('link', { name: /Maria Oliveira/ })).toHaveAttribute(
      'href',
      '/livraria/maria',
    );
  });

  it('says how many copies of the work search found and from what price, only when there are several', async () => {
    const book = { ...makeBook({ title: 'Dom Casmurro', priceCents: 3000 }), copies: 4, fromCents: 1200 };
    await renderWithRouter(<BookCard book={book} />);
    const card = screen.getByRole('article', { name: 'Dom Casmurro' });
    expect(within(card).getByText('4 exemplares a partir de R$ 12,00')).toBeInTheDocument();
    await renderWithRouter(
      <BookCard book={{ ...makeBook({ title: 'Sozinho' }), copies: 1, fromCents: 100 }} />,
    );
    expect(within(screen.getByRole('article', { name: 'Sozinho' })).queryByText(/exemplares/)).toBeNull();
  });

  it("falls back to the seller's name for the store link when there is no username", async () => {
    const book = makeBook({ seller: { id: 's', name: 'João da Silva', username: null, photoUrl: null } });
    await renderWithRouter(<BookCard book={book} />);
    expect(screen.getByRole('link', { name: /João da Silva/ })).toHaveAttribute(
      'href',
      `/livraria/${encodeURIComponent('joão-da-silva')}`,
    );
  });

  it('shows 99+ above 99 likes and the number up to 99', async () => {
    const { unmount } = await renderWithRouter(<BookCard book={makeBook({ likesCount: 150 })} />);
    expect(screen.getByRole('button', { name: /Curtir/ })).toHaveTextContent('99+');
    unmount();
    await renderWithRouter(<BookCard book={makeBook({ likesCount: 99 })} />);
    expect(screen.getByRole('button', { name: /Curtir/ })).toHaveTextContent(/^99$/);
  });

  it('sends a visitor who tries to like to sign in', async () => {
    const { router } = await renderWithRouter(<BookCard book={makeBook()} />);
    fireEvent.click(screen.getByRole('button', { name: /Curtir/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('gives signed-in readers a like toggle with the count', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    await renderWithRouter(<BookCard book={makeBook({ title: 'Dom Casmurro', likesCount: 12 })} />);
    const button = screen.getByRole('button', { name: 'Curtir Dom Casmurro (12 curtidas)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('12');
  });

  it('uses the 400x400 variant of the photo, or the default cover', async () => {
    const { container, unmount } = await renderWithRouter(
      <BookCard book={makeBook({ photo: '/images/covers/cover-001.webp' })} />,
    );
    expect(container.querySelector('img[width="400"]')).toHaveAttribute(
      'src',
      '/images/covers/cover-001.webp?w=400&h=400',
    );
    unmount();
    const other = await renderWithRouter(<BookCard book={makeBook({ photo: null })} />);
    expect(other.container.querySelector('img[width="400"]')).toHaveAttribute('src', '/default-cover.svg');
  });

  it('falls back to the default cover when the photo fails to load', async () => {
    const { container } = await renderWithRouter(
      <BookCard book={makeBook({ photo: '/images/covers/x.webp' })} />,
    );
    const img = container.querySelector('img[width="400"]');
    if (!img) throw new Error('capa ausente');
    fireEvent.error(img);
    await waitFor(() =>
      expect(container.querySelector('img[width="400"]')).toHaveAttribute('src', '/default-cover.svg'),
    );
  });

  it('fades a cover in once loaded, but shows a priority cover (the first ones) as soon as it is decoded', async () => {
    const later = await renderWithRouter(<BookCard book={makeBook({ photo: '/images/covers/a.webp' })} />);
    const img = later.container.querySelector('img[width="400"]');
    if (!img) throw new Error('capa ausente');
    expect(img).toHaveClass('opacity-0');
    fireEvent.load(img);
    await waitFor(() => expect(img).toHaveClass('opacity-100'));
    later.unmount();

    const first = await renderWithRouter(
      <BookCard book={makeBook({ photo: '/images/covers/b.webp' })} priority />,
    );
    const priority = first.container.querySelector('img[width="400"]');
    expect(priority).toHaveAttribute('fetchpriority', 'high');
    expect(priority).not.toHaveClass('opacity-0');
  });
});
