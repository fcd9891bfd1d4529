import { useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { MapPin } from 'lucide-react';
import type { AppRouter } from '../../../server/app-router.ts';
import { formatCount } from '../../../shared/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { Avatar } from '../Avatar.tsx';
import { FollowButton } from '../follows/FollowButton.tsx';
import { ChatButton } from '../messages/StartButtons.tsx';
import { ReportButton } from '../reports/ReportButton.tsx';
import { Badges, RatingLine } from '../reviews/Rating.tsx';

export type StorePageData = inferRouterOutputs<AppRouter>['stores']['byUsername'];

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-white/80 px-3 py-2 text-center sm:items-start sm:text-left">
      <dt className="order-2 text-stone-600 text-xs">{label}</dt>
      <dd className="order-1 font-bold text-stone-900 text-xl">{formatCount(value)}</dd>
    </div>
  );
}

/**
 * The top of a seller's store page (docs/product/stores.md): avatar, store name, @username,
 * description, location, bio, rating, counters, and follow and chat buttons (not on one's own
 * store; the follow button is not shown to visitors either).
 */
export function StoreHeader({ data }: { data: StorePageData }) {
  const { store, counters, rating, badges, isOwner } = data;
  const queryClient = useQueryClient();
  const refreshCounters = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.stores.byUsername.queryKey() });
  return (
    <section
      aria-labelledby="store-name"
      className="rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-brand-100 p-5 md:p-8"
    >
      {/* Phones: avatar beside the name, everything else full width below. Larger screens:
          everything in a column beside the avatar. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-4 md:gap-x-6">
        <Avatar
          name={store.storeName}
          photoUrl={store.photoUrl}
          size="xl"
          className="size-16 text-xl! md:row-span-2 md:size-28 md:text-3xl!"
        />
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h1
              id="store-name"
              className="break-words font-bold font-serif text-2xl text-stone-900 leading-tight md:text-4xl"
            >
              {store.storeName}
            </h1>
            <p className="break-words text-stone-600">
              @{store.slug}
              {store.name !== store.storeName && <span> · {store.name}</span>}
            </p>
            <RatingLine rating={rating} />
          </div>
          {!isOwner && (
            <div className="hidden shrink-0 flex-wrap gap-2 sm:flex">
              <FollowButton userId={store.userId} name={store.storeName} onChange={refreshCounters} />
              <ChatButton sellerId={store.userId} />
              <ReportButton targetType="store" targetId={store.userId} ownerId={store.userId} />
            </div>
          )}
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-3 md:col-span-1 md:col-start-2">
          {!isOwner && (
            <div className="flex flex-wrap gap-2 sm:hidden">
              <FollowButton userId={store.userId} name={store.storeName} onChange={refreshCounters} />
              <ChatButton sellerId={store.userId} />
              <ReportButton targetType="store" targetId={store.userId} ownerId={store.userId} />
            </div>
          )}
          {store.description && <p className="max-w-3xl text-stone-800">{store.description}</p>}
          {store.location && (
            <p className="flex items-center gap-1.5 text-sm text-stone-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              {store.location}
            </p>
          )}
          {store.bio && <p className="max-w-3xl whitespace-pre-line text-sm text-stone-700">{store.bio}</p>}
          <Badges badges={badges} />
          <dl className="mt-1 grid max-w-md grid-cols-3 gap-2">
            <Counter
              value={counters.followers}
              label={counters.followers === 1 ? 'Seguidor' : 'Seguidores'}
            />
            <Counter value={counters.following} label="Seguindo" />
            <Counter
              value={counters.booksPublished}
              label={counters.booksPublished === 1 ? 'Livro publicado' : 'Livros publicados'}
            />
          </dl>
        </div>
      </div>
    </section>
  );
}
