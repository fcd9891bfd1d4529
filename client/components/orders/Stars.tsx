import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';

const WORDS = ['', 'Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'] as const;

/** '4 de 5 estrelas', and '1 de 5 estrelas' too: the plural is the five's. */
export function starsLabel(value: number): string {
  return `${value} de 5 estrelas`;
}

/** Read-only stars with the value for screen readers. */
export function StarsDisplay({ value, size = 'size-4' }: { value: number; size?: string }) {
  return (
    <span role="img" aria-label={starsLabel(value)} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={clsx(size, n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}

/**
 * A 1–5 star input: a native radio group, so Tab reaches it once and the arrow keys move the
 * choice, as screen readers expect. The stars are the radios' labels.
 */
export function StarInput({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium text-sm text-stone-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <span className="sr-only">{starsLabel(n)}</span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7 transition-colors',
                  n <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-300 hover:text-amber-400',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-stone-600" aria-hidden="true">
          {WORDS[value] ?? ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
