import { type ReactNode, useId } from 'react';

/** A checkbox with its label beside it (a sentence, which may hold a link). */
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
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-stone-700">
        {children}
      </label>
    </div>
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
    <label className="flex items-center gap-2 text-sm text-stone-800">
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
