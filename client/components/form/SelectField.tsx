import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldFrame, inputClass, inputStateClass } from './Field.tsx';

/** A native select inside the same label, hint and error frame as a TextField. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  hint,
  optional,
  children,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(error))}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
