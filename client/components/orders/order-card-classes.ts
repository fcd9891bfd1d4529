/** The look every card of the order page shares: the page's sections and its aside. */
export const card = 'flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';
export const cardTitle = 'font-semibold font-serif text-stone-900 text-lg';
