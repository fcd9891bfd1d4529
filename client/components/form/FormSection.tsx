import type { ReactNode } from 'react';

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-semibold font-serif text-stone-900 text-xl">{title}</h2>
      {children}
    </section>
  );
}
