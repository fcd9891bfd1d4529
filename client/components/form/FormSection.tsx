import { createContext, type ReactNode, useContext } from 'react';

/**
 * The level of the sections' titles below: 2 on a page of forms, 3 where the forms sit under a
 * heading of their own (a step of docs/product/selling.md#becoming-a-seller).
 */
export const FormSectionLevel = createContext<2 | 3>(2);

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const Heading = useContext(FormSectionLevel) === 3 ? 'h3' : 'h2';
  return (
    <section className="flex flex-col gap-4">
      <Heading className="font-semibold font-serif text-stone-900 text-xl">{title}</Heading>
      {children}
    </section>
  );
}
