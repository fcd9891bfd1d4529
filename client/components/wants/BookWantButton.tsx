import { WantButton } from './WantButton.tsx';
import { useBookWant } from './wants.ts';

const outline =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2.5 font-semibold text-sm text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/** 'Avise-me quando chegar' on a book page that is not one's own (docs/product/wants.md#saving). */
export function BookWantButton({ bookId }: { bookId: string }) {
  const want = useBookWant(bookId);
  return (
    <WantButton
      label="Avise-me quando chegar"
      activeLabel="Na sua lista de desejos"
      want={want}
      className={outline}
    />
  );
}
