import type { ReactNode } from 'react';

/** Long-form text (about, terms, privacy) at a readable width. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 text-stone-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_h2]:pt-4 [&_h2]:font-semibold [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
      {children}
    </div>
  );
}
