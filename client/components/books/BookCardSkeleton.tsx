/** Stable keys for a fixed row of skeletons (they never reorder). */
export const skeletonKeys = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `skeleton-${i}`);

/** Placeholder with the card's shape while books load (docs/product/book-card.md#skeletons). */
export function BookCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <div className="flex items-center gap-2 px-3 py-2.5">
        <span className="size-7 rounded-full bg-stone-200 motion-safe:animate-pulse" />
        <span className="h-3 w-24 rounded bg-stone-200 motion-safe:animate-pulse" />
      </div>
      <div className="aspect-square bg-stone-200 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-2 p-3">
        <span className="h-4 w-4/5 rounded bg-stone-200 motion-safe:animate-pulse" />
        <span className="h-3 w-1/2 rounded bg-stone-200 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
