/** How the red badge reads a count: nothing at 0, the number up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/**
 * The red count badge on the header's cart and favourites buttons (docs/product/screens.md#header: shown only
 * when the count is above 0). Decorative for screen readers: the button's label carries the count.
 */
export function CountBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="-top-1 -right-1 absolute flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[11px] text-white leading-none ring-2 ring-white"
    >
      {text}
    </span>
  );
}
