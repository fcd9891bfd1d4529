// Rules of seller reviews that both the server and the browser apply (docs/product/reviews.md).

import { addDays, ORDER_DEADLINES } from './order-deadlines.ts';

export interface RatingSummary {
  totalReviews: number;
  averageOverall: number;
  averageCommunication: number;
  averageShipping: number;
  averageCondition: number;
  totalSales: number;
}

export type BadgeId =
  | 'top-vendedor'
  | 'resposta-rapida'
  | 'alta-qualidade'
  | 'entrega-rapida'
  | 'vendedor-confiavel'
  | 'vendedor-experiente';

export interface Badge {
  id: BadgeId;
  label: string;
  description: string;
}

/** Averages at or above this earn their badge. */
export const BADGE_AVERAGE = 4.5;
export const TRUSTED_SALES = 10;
export const EXPERIENCED_SALES = 50;

/**
 * The seller's badges (docs/product/reviews.md#badges). Averages only count once there is a review: a seller
 * without reviews has averages of 0 anyway, this keeps a stray summary row from earning one.
 */
export function sellerBadges(summary: RatingSummary): Badge[] {
  const badges: Badge[] = [];
  const rated = summary.totalReviews > 0;
  if (rated && summary.averageOverall >= BADGE_AVERAGE)
    badges.push({ id: 'top-vendedor', label: 'Top Vendedor', description: 'Avaliação geral 4,5 ou mais' });
  if (rated && summary.averageCommunication >= BADGE_AVERAGE)
    badges.push({
      id: 'resposta-rapida',
      label: 'Resposta Rápida',
      description: 'Comunicação avaliada em 4,5 ou mais',
    });
  if (rated && summary.averageCondition >= BADGE_AVERAGE)
    badges.push({
      id: 'alta-qualidade',
      label: 'Alta Qualidade',
      description: 'Estado dos livros avaliado em 4,5 ou mais',
    });
  if (rated && summary.averageShipping >= BADGE_AVERAGE)
    badges.push({
      id: 'entrega-rapida',
      label: 'Entrega Rápida',
      description: 'Envio avaliado em 4,5 ou mais',
    });
  if (summary.totalSales >= TRUSTED_SALES)
    badges.push({
      id: 'vendedor-confiavel',
      label: 'Vendedor Confiável',
      description: `${TRUSTED_SALES} vendas ou mais`,
    });
  if (summary.totalSales >= EXPERIENCED_SALES)
    badges.push({
      id: 'vendedor-experiente',
      label: 'Vendedor Experiente',
      description: `${EXPERIENCED_SALES} vendas ou mais`,
    });
  return badges;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Hoje', 'Há 1 dia', 'Há N dias' (under 7), 'Há 1 semana' (under 14), else 'Há N semanas'. */
export function reviewAgeLabel(createdAt: string | Date, now: Date = new Date()): string {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  if (days === 0) return 'Hoje';
  if (days === 1) return 'Há 1 dia';
  if (days < 7) return `Há ${days} dias`;
  if (days < 14) return 'Há 1 semana';
  return `Há ${Math.floor(days / 7)} semanas`;
}

/**
 * When buyer and seller may no longer review each other: the window after 'entregue'
 * (docs/product/reviews.md#double-blind), counted from the order's status_since.
 */
export function reviewWindowEnd(deliveredAt: string): string {
  return addDays(deliveredAt, ORDER_DEADLINES.reviewWindowDays);
}

/** Whether the review window of an order delivered at `deliveredAt` has closed by `now`. */
export function reviewWindowClosed(deliveredAt: string | null, now: Date = new Date()): boolean {
  return deliveredAt !== null && Date.parse(reviewWindowEnd(deliveredAt)) <= now.getTime();
}

export const ANONYMOUS_REVIEWER = 'Avaliação Anônima';
export const UNKNOWN_REVIEWER = 'Usuário';
