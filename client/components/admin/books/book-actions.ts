import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/app-router.ts';
import type { ADMIN_BOOK_STATUSES } from '../../../../shared/schemas/admin.ts';

export type AdminBook = inferRouterOutputs<AppRouter>['admin']['books']['list']['items'][number];
export type BookStatusFilter = (typeof ADMIN_BOOK_STATUSES)[number];
export type BookActionKind = 'hide' | 'reinstate' | 'remove';
export type PendingBookAction = { kind: BookActionKind; book: AdminBook };

export const BOOK_DIALOG: Record<
  BookActionKind,
  { title: string; confirm: string; destructive: boolean; fallback: string }
> = {
  hide: {
    title: 'Ocultar livro',
    confirm: 'Ocultar',
    destructive: true,
    fallback: 'Não foi possível ocultar o livro.',
  },
  reinstate: {
    title: 'Republicar livro',
    confirm: 'Republicar',
    destructive: false,
    fallback: 'Não foi possível republicar o livro.',
  },
  remove: {
    title: 'Remover livro',
    confirm: 'Remover',
    destructive: true,
    fallback: 'Erro ao remover livro.',
  },
};

/** Which actions a listing allows: a book hidden by its seller's suspension can still be hidden for
 * good, and only a book hidden by an admin, of a seller in good standing, can be republished. */
export function bookActionsOf(b: AdminBook) {
  return {
    canHide:
      b.status === 'available' || b.status === 'reserved' || (b.status === 'hidden' && b.hiddenBySuspension),
    canReinstate: b.status === 'hidden' && !b.hiddenBySuspension && !b.seller.suspended,
    canRemove: b.status !== 'removed',
  };
}
