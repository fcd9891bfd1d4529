/** The filters' fields and labels: one size, so the row lines up. */
export const fieldClass =
  'h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 md:text-sm md:pointer-fine:h-10 aria-[invalid=true]:border-red-600';
export const labelClass = 'font-medium text-stone-700 text-xs';
