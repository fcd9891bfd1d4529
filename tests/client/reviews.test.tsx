import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badges } from '../../client/components/reviews/Rating.tsx';
import { ReviewList } from '../../client/components/reviews/ReviewList.tsx';
import { ANONYMOUS_REVIEWER, reviewAgeLabel, sellerBadges } from '../../shared/reviews.ts';
import { renderWithRouter } from './render.tsx';

describe('review age labels', () => {
  const now = new Date('2026-06-30T12:00:00.000Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000 - 1000).toISOString();

  it.each([
    [0, 'Hoje'],
    [1, 'Há 1 dia'],
    [2, 'Há 2 dias'],
    [6, 'Há 6 dias'],
    [7, 'Há 1 semana'],
    [13, 'Há 1 semana'],
    [14, 'Há 2 semanas'],
    [30, 'Há 4 semanas'],
    [400, 'Há 57 semanas'],
  ])('%i days ago reads %s', (days, label) => {
    expect(reviewAgeLabel(daysAgo(days), now)).toBe(label);
  });

  it('shows the review list with age, anonymous name and the seller reply, collapsing above 3', async () => {
    const review = (i: number, extra: Partial<Parameters<typeof ReviewList>[0]['reviews'][number]> = {}) => ({
      id: `r${i}`,
      reviewerName: `Leitor ${i}`,
      reviewerAvatarUrl: null,
      isAnonymous: false,
      overallRating: 5,
      communicationRating: 5,
      shippingRating: 5,
      conditionRating: 5,
      comment: `Comentário ${i}`,
      response: null,
      responseAt: null,
      createdAt: daysAgo(i),
      ...extra,
    });
    const reviews = [
      review(0, { response: 'Obrigado!' }),
      review(1, { isAnonymous: true, reviewerName: ANONYMOUS_REVIEWER }),
      review(8),
      review(20),
    ];
    await renderWithRouter(<ReviewList reviews={reviews} now={now} />);
    expect(screen.getByText('Hoje')).toBeInTheDocument();
    expect(screen.getByText('Avaliação Anônima')).toBeInTheDocument();
    expect(screen.getByText('Há 1 semana')).toBeInTheDocument();
    expect(screen.getByText('Obrigado!')).toBeInTheDocument();
    expect(screen.queryByText('Comentário 20')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver todas as avaliações (4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Todas as avaliações' });
    expect(within(dialog).getByText('Comentário 20')).toBeInTheDocument();
    expect(within(dialog).getByText('Há 2 semanas')).toBeInTheDocument();
  });

  it('shows no dialog button for 3 reviews or fewer', async () => {
    await renderWithRouter(<ReviewList reviews={[]} now={now} />);
    expect(screen.getByText('Esta livraria ainda não recebeu avaliações.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('badges', () => {
  const summary = {
    totalReviews: 3,
    averageOverall: 4.5,
    averageCommunication: 4.49,
    averageShipping: 4.8,
    averageCondition: 5,
    totalSales: 9,
  };

  it('earns a badge at 4.5 and above, and by sales at 10 and 50', () => {
    expect(sellerBadges(summary).map((b) => b.label)).toEqual([
      'Top Vendedor',
      'Alta Qualidade',
      'Entrega Rápida',
    ]);
    expect(sellerBadges({ ...summary, totalSales: 10 }).map((b) => b.label)).toContain('Vendedor Confiável');
    expect(
      sellerBadges({ ...summary, totalSales: 50 })
        .map((b) => b.label)
        .slice(-2),
    ).toEqual(['Vendedor Confiável', 'Vendedor Experiente']);
    expect(sellerBadges({ ...summary, totalReviews: 0 })).toEqual([]);
    expect(sellerBadges({ ...summary, averageCommunication: 4.5 }).map((b) => b.label)).toContain(
      'Resposta Rápida',
    );
  });

  it('shows each badge with what earned it', async () => {
    await renderWithRouter(<Badges badges={sellerBadges({ ...summary, totalSales: 12 })} />);
    const list = screen.getByRole('list', { name: 'Selos do vendedor' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Vendedor Confiável')).toBeInTheDocument();
    expect(list).toHaveTextContent('10 vendas ou mais');
  });
});
