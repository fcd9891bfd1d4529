import { useId } from 'react';

/**
 * The ids and the error of a photo picker (the listing's and the evidence one): the picker's own
 * notice (too many photos) wins over the form's error, and the file button is described by the
 * hint and by whichever error is shown.
 */
export function usePickerIds(): { inputId: string; hintId: string; errorId: string } {
  return { inputId: useId(), hintId: useId(), errorId: useId() };
}

export function pickerError(
  ids: { hintId: string; errorId: string },
  notice: string | null,
  error: string | undefined,
) {
  const shownError = notice ?? error;
  const describedBy = [ids.hintId, shownError ? ids.errorId : null].filter(Boolean).join(' ');
  return { shownError, describedBy };
}

/** Under a photo picker: the error shown, and what screen readers hear about the uploads. */
export function PickerMessages({
  errorId,
  shownError,
  announcement,
}: {
  errorId: string;
  shownError: string | undefined;
  announcement: string;
}) {
  return (
    <>
      {shownError && (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {shownError}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
