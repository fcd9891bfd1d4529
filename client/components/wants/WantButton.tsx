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
  active,
  pending,
  onSave,
  className,
}: {
  label: string;
  activeLabel: string;
  active: boolean;
  pending: boolean;
  onSave: () => void;
  className: string;
}) {
  if (active)
    return (
      <SiteLink href="/desejos" className={className}>
        <Check aria-hidden="true" className="size-4" />
        {activeLabel}
      </SiteLink>
    );
  return (
    <button type="button" className={clsx(className)} disabled={pending} onClick={onSave}>
      <BellRing aria-hidden="true" className="size-4" />
      {pending ? 'Salvando...' : label}
    </button>
  );
}
