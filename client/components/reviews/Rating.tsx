import { clsx } from 'clsx';
import { Award, BadgeCheck, Gem, MessageCircle, ShieldCheck, Star, Truck } from 'lucide-react';
import { formatCount, formatRating, reviewsText } from '../../../shared/format.ts';
import type { Badge, BadgeId, RatingSummary } from '../../../shared/reviews.ts';

/** Five stars filled to the nearest half; decorative, the number is always written beside it. */
export function StarRow({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const rounded = Math.round(value * 2) / 2;
  const box = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <span aria-hidden="true" className="inline-flex items-center">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'none';
        return (
          <span key={n} className={clsx('relative inline-block', box)}>
            <Star className={clsx('absolute inset-0 text-amber-400', box)} />
            {fill !== 'none' && (
              <span
                className={clsx('absolute inset-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}
              >
                <Star className={clsx('fill-amber-400 text-amber-400', box)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** The star rating with its review count, or 'Novo vendedor' before the first review (docs/product/reviews.md#rating). */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  if (rating.totalReviews === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-sm">
        Novo vendedor
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
      <RatingFigures average={rating.averageOverall} totalReviews={rating.totalReviews} />
    </span>
  );
}

/** The stars, the average and the review count, in a line the caller lays out. */
export function RatingFigures({ average, totalReviews }: { average: number; totalReviews: number }) {
  return (
    <>
      <StarRow value={average} />
      <span className="font-semibold text-stone-900">
        <span className="sr-only">Nota média </span>
        {formatRating(average)}
        <span className="sr-only"> de 5</span>
      </span>
      <span className="text-stone-600">({reviewsText(totalReviews)})</span>
    </>
  );
}

/** Rating statistics: the four averages and the total of sales (docs/product/reviews.md#review-list). */
export function RatingStats({ rating }: { rating: RatingSummary }) {
  const rows = [
    { label: 'Avaliação geral', value: rating.averageOverall },
    { label: 'Comunicação', value: rating.averageCommunication },
    { label: 'Envio', value: rating.averageShipping },
    { label: 'Estado dos livros', value: rating.averageCondition },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-stone-600 text-xs">{row.label}</dt>
          <dd className="flex items-center gap-2">
            <span className="font-semibold text-lg text-stone-900">
              {rating.totalReviews > 0 ? formatRating(row.value) : '–'}
              {rating.totalReviews === 0 && <span className="sr-only">sem avaliações</span>}
            </span>
            {rating.totalReviews > 0 && <StarRow value={row.value} size="sm" />}
          </dd>
        </div>
      ))}
      <div className="col-span-2 flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-3 sm:col-span-1">
        <dt className="text-stone-600 text-xs">Vendas</dt>
        <dd className="font-semibold text-lg text-stone-900">{formatCount(rating.totalSales)}</dd>
      </div>
    </dl>
  );
}

const BADGE_ICONS: Record<BadgeId, typeof Award> = {
  'top-vendedor': Award,
  'resposta-rapida': MessageCircle,
  'alta-qualidade': Gem,
  'entrega-rapida': Truck,
  'vendedor-confiavel': ShieldCheck,
  'vendedor-experiente': BadgeCheck,
};

/** The seller's badges (docs/product/reviews.md#badges), each with what earned it. */
export function Badges({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Selos do vendedor" className="flex flex-wrap gap-2">
      {badges.map((badge) => {
        const Icon = BADGE_ICONS[badge.id];
        return (
          <li
            key={badge.id}
            title={badge.description}
            className="inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 font-medium text-amber-900 text-sm"
          >
            <Icon aria-hidden="true" className="size-4 text-amber-600" />
            {badge.label}
            <span className="sr-only">: {badge.description}</span>
          </li>
        );
      })}
    </ul>
  );
}
