import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyCommunity } from '../../client/components/home/EmptyCommunity.tsx';
import { HomeHero } from '../../client/components/home/HomeHero.tsx';
import { renderWithRouter } from './render.tsx';

describe('the home page of an install with no books', () => {
  it('says so once and offers to list the first book, a visitor being told to sign in first', async () => {
    const { router } = await renderWithRouter(<EmptyCommunity signedIn={false} isAdmin={false} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ainda não há livros à venda' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Para anunciar, entre ou crie sua conta.')).toBeInTheDocument();
    const list = screen.getByRole('link', { name: 'Anunciar o primeiro livro' });
    // The signed-in pages' guard sends a visitor to sign in and back here.
    expect(list).toHaveAttribute('href', '/add-book');
    await act(async () => {
      fireEvent.click(list);
    });
    expect(router.state.location.pathname).toBe('/add-book');
    expect(screen.queryByText('Para preparar a comunidade')).not.toBeInTheDocument();
  });

  it('shows a member the same invitation without the sign-in line', async () => {
    await renderWithRouter(<EmptyCommunity signedIn isAdmin={false} />);
    expect(screen.getByRole('link', { name: 'Anunciar o primeiro livro' })).toHaveAttribute(
      'href',
      '/add-book',
    );
    expect(screen.queryByText('Para anunciar, entre ou crie sua conta.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Categorias' })).not.toBeInTheDocument();
  });

  it('tells the admin what to set up, each with its link', async () => {
    await renderWithRouter(<EmptyCommunity signedIn isAdmin />);
    expect(screen.getByRole('heading', { level: 3, name: 'Para preparar a comunidade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categorias' })).toHaveAttribute('href', '/admin/categorias');
    expect(screen.getByRole('link', { name: 'Sua livraria' })).toHaveAttribute('href', '/dashboard#livraria');
    expect(screen.getByRole('link', { name: 'Email (SMTP)' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText(/Sem SMTP_URL, os emails ficam na caixa de saída/)).toBeInTheDocument();
  });
});

describe('the hero', () => {
  it("offers 'Vender Agora' to everyone, the way to sell on a phone", async () => {
    await renderWithRouter(<HomeHero />);
    expect(screen.getByRole('link', { name: 'Vender Agora' })).toHaveAttribute('href', '/add-book');
    expect(screen.getByRole('button', { name: 'Explorar Livros' })).toBeInTheDocument();
  });
});
