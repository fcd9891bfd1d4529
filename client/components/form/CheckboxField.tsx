import type { ReactNode } from 'react';

/**
 * A checkbox with its label beside it (a sentence, which may hold a link). The label wraps both, so
 * the whole row, at least 44 px tall, is what a finger taps, not the 16 px box.
 */
export function CheckboxField({
  checked,
  onChange,
  name,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-2.5 py-2.5 text-sm text-stone-700">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

/** A short option: the checkbox inside its one-line label. */
export function InlineCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}
