import { clsx } from 'clsx';
import { type OrderStatus, STATUS_BADGE_CLASS, statusLabel } from './model.ts';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-sans font-semibold text-xs ring-1 ring-inset',
        STATUS_BADGE_CLASS[status as OrderStatus] ?? 'bg-stone-100 text-stone-700 ring-stone-300',
        className,
      )}
      data-testid="order-status"
    >
      {statusLabel(status)}
    </span>
  );
}
