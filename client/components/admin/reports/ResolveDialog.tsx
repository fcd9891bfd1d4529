import { reportReasonLabel } from '../../../../shared/schemas/reports.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import type { useReportsPage } from './use-reports-page.ts';

/** Resolving or dismissing a report, with a note; resolving can also take the target down. */
export function ResolveDialog({
  page: { action, confirm, canHide, hideTarget, setHideTarget },
}: {
  page: ReturnType<typeof useReportsPage>;
}) {
  const { pending } = action;
  const target = pending?.report;
  return (
    <ReasonDialog
      open={pending !== null}
      onOpenChange={action.onOpenChange}
      title={pending?.kind === 'resolve' ? 'Resolver denúncia' : 'Descartar denúncia'}
      confirmLabel={pending?.kind === 'resolve' ? 'Resolver' : 'Descartar'}
      reasonLabel="Anotação"
      busy={action.busy}
      error={action.error}
      onConfirm={(note) => void confirm(note)}
      description={
        target && (
          <p>
            {target.targetType === 'book' ? 'Livro' : 'Loja'} <strong>{target.target.label}</strong>,
            denunciado por {reportReasonLabel(target.reason).toLowerCase()}.
          </p>
        )
      }
      extra={
        pending?.kind === 'resolve' &&
        canHide && (
          <label className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={hideTarget}
              onChange={(e) => setHideTarget(e.target.checked)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              {target?.targetType === 'book'
                ? 'Ocultar o livro (a anotação é o motivo que o vendedor verá)'
                : 'Suspender a conta do vendedor (a loja e os livros saem do ar)'}
            </span>
          </label>
        )
      }
    />
  );
}
