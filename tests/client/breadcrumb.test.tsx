import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_LABELS, Breadcrumb, breadcrumbFor } from '../../client/components/book/Breadcrumb.tsx';
import { renderWithRouter } from './render.tsx';

describe('breadcrumb labels (docs/product/book-page.md#breadcrumb)', () => {
  it('maps every path word to its Portuguese name', () => {
    // The documented examples and the names that are not the word capitalized; the table itself
    // is the component's, so the test reads it rather than keeping a second copy.
    const trail = (path: string) => breadcrumbFor(path).map((c) => c.label);
    expect(trail('/livro/carrinho/livrarias')).toEqual(['Início', 'Livro', 'Carrinho', 'Livrarias']);
    expect(trail('/dashboard/meus-livros')).toEqual(['Início', 'Painel', 'Meus Livros']);
    for (const [word, label] of Object.entries(BREADCRUMB_LABELS)) {
      expect(label).not.toBe(word);
      expect(trail(`/${word}`)).toEqual(['Início', label]);
    }
    expect(Object.keys(BREADCRUMB_LABELS)).toHaveLength(15);
  });

  it('starts at Início and ends at the page named by the caller', () => {
    expect(breadcrumbFor('/livro/dom-casmurro-abc', 'Dom Casmurro').map((c) => c.label)).toEqual([
      'Início',
      'Livro',
      'Dom Casmurro',
    ]);
    expect(breadcrumbFor('/perfil/meus-livros/editar-livro').map((c) => c.label)).toEqual([
      'Início',
      'Perfil',
      'Meus Livros',
      'Editar Livro',
    ]);
  });

  it('links only crumbs that are pages of their own', () => {
    const crumbs = breadcrumbFor('/livrarias/x', 'Loja');
    expect(crumbs.map((c) => c.href)).toEqual(['/', '/livrarias', null]);
    expect(breadcrumbFor('/livro/x', 'Livro X').map((c) => c.href)).toEqual(['/', null, null]);
  });
});

describe('Breadcrumb', () => {
  it('renders a labelled trail with the current page marked', async () => {
    await renderWithRouter(<Breadcrumb pathname="/livro/dom-casmurro-abc" current="Dom Casmurro" />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Início', 'Livro', 'Dom Casmurro']);
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Dom Casmurro')).toHaveAttribute('aria-current', 'page');
  });
});
