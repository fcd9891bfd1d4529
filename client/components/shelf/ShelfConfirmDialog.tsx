import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import type { PendingAction } from './types.ts';

/** 'Remover livro?' or 'Marcar como vendido?' for the listing the seller chose. */
export function ShelfConfirmDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={pending?.kind === 'remove' ? 'Remover livro?' : 'Marcar como vendido?'}
      description={
        pending?.kind === 'remove' ? (
          <>
            “{pending.book.title}” sai da sua estante, da sua livraria e das buscas. Não é possível desfazer.
          </>
        ) : (
          <>“{pending?.book.title}” deixa de aparecer para os compradores e vai para a aba Vendidos.</>
        )
      }
      confirmLabel={pending?.kind === 'remove' ? 'Remover' : 'Marcar como vendido'}
      destructive={pending?.kind === 'remove'}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
