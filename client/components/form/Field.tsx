import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 shadow-xs outline-none placeholder:text-stone-400 focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:bg-stone-100';

export function inputStateClass(error: string | undefined) {
  return error
    ? 'border-red-600 focus-visible:border-red-600'
    : 'border-stone-300 focus-visible:border-brand-600';
}

/** Label, control, hint and error wired together for screen readers. */
export function FieldFrame({
  label,
  hint,
  error,
  optional,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-sm text-stone-800">
        {label}
        {optional && <span className="font-normal text-stone-500"> (opcional)</span>}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <div id={hintId} className="text-stone-600 text-xs">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  fieldClassName?: string;
  trailing?: ReactNode;
};

export function TextField({
  label,
  error,
  hint,
  optional,
  fieldClassName,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} className={fieldClassName}>
      {({ id, describedBy }) => (
        <div className="relative">
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, inputStateClass(error), trailing ? 'pr-11' : undefined, className)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}
