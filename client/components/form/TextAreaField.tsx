import { clsx } from 'clsx';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, inputClass, inputStateClass } from './Field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

/** A textarea inside the same label, hint and error frame as a TextField. */
export function TextAreaField({ label, error, hint, optional, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(error), className)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

/** A long text's counter, as its hint: '12/2.000 caracteres' (the limit as pt-BR writes it). */
export function lengthHint(text: string, max: number): string {
  return `${text.length}/${max.toLocaleString('pt-BR')} caracteres`;
}

/** A longer optional text with its length counted under it (a bio, a store's description). */
export function CountedTextField({
  label,
  max,
  ...field
}: {
  label: string;
  max: number;
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <TextAreaField
      label={label}
      optional
      hint={`${field.value.length}/${max} caracteres`}
      rows={4}
      className="resize-y"
      {...field}
    />
  );
}
