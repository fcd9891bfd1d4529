import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BestSellersShell } from '../../client/components/browse/BestSellersShell.tsx';
import { renderWithRouter } from './render.tsx';

function shell(ranking: 'sales' | 'likes' | undefined) {
  return renderWithRouter(
    <BestSellersShell ranking={ranking}>{(label) => <ul aria-label={label} />}</BestSellersShell>,
  );
}

describe('BestSellersShell', () => {
  it('calls a list ranked by sales Mais Vendidos and says what the ranking means', async () => {
    await shell('sales');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mais Vendidos');
    expect(
      screen.getByText(
        'Ordenados pelas vendas da mesma obra no Releia; curtidas e visualizações desempatam.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Livros mais vendidos' })).toBeInTheDocument();
    expect(document.title).toBe('Mais Vendidos | Releia');
  });

  it('keeps the name Mais Vendidos for a list ranked by likes, and says below that likes order it', async () => {
    await shell('likes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Mais Vendidos$/);
    expect(
      screen.getByText(
        'Nenhuma obra à venda foi vendida no Releia ainda, então a lista segue as curtidas; visualizações desempatam.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Livros mais curtidos' })).toBeInTheDocument();
    expect(document.title).toBe('Mais Vendidos | Releia');
  });

  it('explains nothing before the first page says how it was ranked', async () => {
    await shell(undefined);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mais Vendidos');
    expect(screen.queryByText(/Ordenados|curtidas/)).toBeNull();
  });
});
