import { ORDER_STATUS_LABELS as LABELS_BY_ORDER_STATUS } from '../../../shared/order-status.ts';
import { ADMIN_BOOK_STATUSES } from '../../../shared/schemas/admin.ts';

/** Admin searches run once the admin pauses typing for this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export const BOOK_STATUS_LABELS: Record<string, string> = {
  available: 'À venda',
  reserved: 'Reservado',
  sold: 'Vendido',
  hidden: 'Oculto',
  removed: 'Removido',
};

/** The admin book list's status filter. Here rather than in the route file: a module-level value
 * computed there would stay in the router's entry chunk, and zod (the schemas) with it. */
export const BOOK_STATUS_OPTIONS = ADMIN_BOOK_STATUSES.map(
  (s) => [s, s === 'all' ? 'Todas as situações' : (BOOK_STATUS_LABELS[s] ?? s)] as const,
);

/** The labels of shared/order-status.ts, looked up by the plain keys of the dashboard's counts. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = LABELS_BY_ORDER_STATUS;

export const smallButtonClass =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-stone-300 bg-white px-3 py-1.5 font-semibold text-stone-800 text-xs hover:bg-stone-100 disabled:opacity-60';

export const dangerSmallButtonClass =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-red-300 bg-white px-3 py-1.5 font-semibold text-red-800 text-xs hover:bg-red-50 disabled:opacity-60';
