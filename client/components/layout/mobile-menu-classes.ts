/** One row of the mobile menu: a link or button, highlighted when it is the current page. */
export const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';
