import { clsx } from 'clsx';

const STATUS: Record<string, { label: string; className: string }> = {
  available: { label: 'Disponível', className: 'bg-green-100 text-green-800' },
  sold: { label: 'Vendido', className: 'bg-stone-200 text-stone-800' },
  hidden: { label: 'Oculto', className: 'bg-amber-100 text-amber-900' },
  reserved: { label: 'Reservado', className: 'bg-sky-100 text-sky-900' },
};

/** A listing's status as the seller sees it on their shelf. */
export function ListingStatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: 'Indisponível', className: 'bg-stone-200 text-stone-800' };
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 font-semibold text-xs', s.className)}>{s.label}</span>
  );
}
