import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDemoNotice } from '../../client/components/admin/DemoNotice.tsx';
import { Footer } from '../../client/components/layout/Footer.tsx';
import { trpc } from '../../client/lib/trpc.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

const ROMANCE = {
  id: 1,
  name: 'Romance',
  slug: 'romance',
  description: null,
  groupName: null,
  sortOrder: 10,
};

/** A client already holding the answer of categories.list, as after the root loader. */
function withAnswer(demo: boolean): QueryClient {
  const client = testQueryClient();
  client.setQueryData(trpc.categories.list.queryKey(), { categories: [ROMANCE], demo });
  return client;
}

describe('footer demo notice', () => {
  it('says the data is invented and links to the explanation while demo data is present', async () => {
    const { router } = await renderWithRouter(<Footer />, { queryClient: withAnswer(true) });
    // The footer's content loads in a chunk of its own (Footer.tsx).
    await screen.findByRole('link', { name: 'Romance' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Dados de demonstração');
    expect(footer).toHaveTextContent('Pessoas, livros, pedidos e avaliações deste site são inventados.');
    // The categories still come from the same answer.
    expect(screen.getByRole('link', { name: 'Romance' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sobre os dados de demonstração' });
    expect(link).toHaveAttribute('href', '/sobre#dados-de-demonstracao');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe('/sobre');
    expect(router.state.location.hash).toBe('dados-de-demonstracao');
  });

  it('is absent when the site has no demo data', async () => {
    await renderWithRouter(<Footer />, { queryClient: withAnswer(false) });
    expect(await screen.findByRole('link', { name: 'Romance' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Dados de demonstração');
    expect(screen.queryByRole('link', { name: 'Sobre os dados de demonstração' })).toBeNull();
  });
});

describe('admin demo notice', () => {
  it('names the command that leaves demo mode', async () => {
    await renderWithRouter(<AdminDemoNotice />, { queryClient: withAnswer(true) });
    const notice = screen.getByRole('region', { name: 'Dados de demonstração' });
    expect(notice).toHaveTextContent('npm run remove-demo');
    expect(notice).toHaveTextContent('os membros reais e as categorias ficam');
  });

  it('is absent when the site has no demo data', async () => {
    await renderWithRouter(<AdminDemoNotice />, { queryClient: withAnswer(false) });
    expect(screen.queryByRole('region', { name: 'Dados de demonstração' })).toBeNull();
  });
});
