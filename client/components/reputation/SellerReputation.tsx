import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ORDER_DEADLINES } from '../../../shared/order-deadlines.ts';
import {
  completedLabel,
  memberSinceLabel,
  NEW_SELLER,
  problemsLabel,
  replyTimeLabel,
  sentQuicklyLabel,
} from '../../../shared/reputation.ts';
import { trpc } from '../../lib/trpc.ts';

// A seller's reputation made of facts (docs/product/reviews.md#reputation): the full list on the
// store page, one line beside the seller's name at checkout. A seller with no completed order
// shows 'Novo vendedor' rather than zeros.

type Figures = Parameters<typeof sellerLines>[0];

/** The figures in words, those without data left out. */
export function sellerLines(rep: {
  isNew: boolean;
  completedOrders: number;
  sentQuickly: { counted: number; quick: number };
  medianReplyMinutes: number | null;
  problems: { opened: number; byAgreement: number; byModeration: number; open: number };
  memberSince: string;
}): string[] {
  if (rep.isNew) return [NEW_SELLER, memberSinceLabel(rep.memberSince)];
  return [
    completedLabel(rep.completedOrders),
    sentQuicklyLabel(rep.sentQuickly, ORDER_DEADLINES.sentQuicklyDays),
    replyTimeLabel(rep.medianReplyMinutes),
    problemsLabel(rep.problems),
    memberSinceLabel(rep.memberSince),
  ].filter((line) => line !== null);
}

export function SellerReputation({ sellerId, compact = false }: { sellerId: string; compact?: boolean }) {
  const { data, isPending, isError } = useQuery(trpc.reputation.seller.queryOptions({ sellerId }));
  if (isPending)
    return (
      <p className="text-sm text-stone-500" aria-busy="true">
        Carregando reputação…
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="text-sm text-stone-600">
        Não foi possível carregar a reputação do vendedor.
      </p>
    );
  return compact ? <CompactReputation rep={data} /> : <FullReputation rep={data} />;
}

function NewSellerBadge() {
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200">
      {NEW_SELLER}
    </span>
  );
}

function CompactReputation({ rep }: { rep: Figures }) {
  const lines = sellerLines(rep);
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-600 text-xs"
      data-testid="seller-reputation"
    >
      {rep.isNew && <NewSellerBadge />}
      <span>{(rep.isNew ? lines.slice(1) : lines.slice(0, 3)).join(' · ')}</span>
    </p>
  );
}

function FullReputation({ rep }: { rep: Figures }) {
  const lines = sellerLines(rep);
  return (
    <section
      aria-labelledby="store-reputation"
      data-testid="seller-reputation"
      className="rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm"
    >
      <h2 id="store-reputation" className="font-semibold font-serif text-stone-900 text-xl">
        Reputação
      </h2>
      <p className="text-sm text-stone-600">Fatos dos pedidos e conversas deste vendedor no Releia.</p>
      <ul className={clsx('mt-3 grid gap-2 text-sm text-stone-800', !rep.isNew && 'sm:grid-cols-2')}>
        {lines.map((line) => (
          <li key={line} className="flex items-center gap-2">
            {line === NEW_SELLER ? <NewSellerBadge /> : line}
          </li>
        ))}
      </ul>
    </section>
  );
}
