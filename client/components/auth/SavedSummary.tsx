import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What a saved form shows in its place, with the button that opens it again. Leaving the form
 * (saved or cancelled) unmounts the field that had focus: focus then moves here, so a keyboard or
 * screen-reader user hears the result instead of starting again at the top of the page
 * (docs/product/accessibility.md#focus-after-an-action).
 */
export function SavedSummary({
  children,
  editLabel,
  onEdit,
  takeFocus,
}: {
  children: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** True when the form was just left; false on a page's first show. */
  takeFocus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-md text-sm text-stone-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {children}
      <button
        type="button"
        onClick={onEdit}
        className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-800 underline underline-offset-2 md:pointer-fine:min-h-0"
      >
        {editLabel}
      </button>
    </div>
  );
}
