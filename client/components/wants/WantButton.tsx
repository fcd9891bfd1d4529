import { clsx } from 'clsx';
import { BellRing, Check } from 'lucide-react';
import { SiteLink } from '../SiteLink.tsx';

/**
 * 'Avise-me' (docs/product/wants.md#saving): saves, or once saved says so and leads to the list.
 * `className` gives the host page's button look.
 */
export function WantButton({
  label,
  activeLabel,
  want,
  className,
}: {
  label: string;
  activeLabel: string;
  /** useSearchWant's or useBookWant's answer. */
  want: { active: boolean; pending: boolean; save: () => void };
  className: string;
}) {
  if (want.active)
    return (
      <SiteLink href="/desejos" className={className}>
        <Check aria-hidden="true" className="size-4" />
        {activeLabel}
      </SiteLink>
    );
  return (
    <button type="button" className={clsx(className)} disabled={want.pending} onClick={want.save}>
      <BellRing aria-hidden="true" className="size-4" />
      {want.pending ? 'Salvando...' : label}
    </button>
  );
}
