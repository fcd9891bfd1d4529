import { importProgressText } from '../../../shared/spreadsheets.ts';

// 'N de M livros' under a bar (docs/product/spreadsheets.md#listing); the page reads the job again
// every few seconds, so the bar is where the workers are, after a reload too.

export function ImportProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  const text = importProgressText(done, total);
  return (
    <div className="max-w-xl">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-stone-700 tabular-nums" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
