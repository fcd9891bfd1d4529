import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';

/** A verification step's buttons: save, and 'Cancelar' back to the summary once something was saved. */
export function EditActions({
  pending,
  saveLabel,
  onCancel,
}: {
  pending: boolean;
  saveLabel: string;
  onCancel: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={pending} className={saveButtonClass}>
        {saveLabel}
      </SubmitButton>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full px-4 py-2 font-semibold text-sm text-stone-700 hover:bg-stone-100"
        >
          Cancelar
        </button>
      )}
    </div>
  );
}
