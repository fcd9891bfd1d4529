/** The id of the home page's books section, target of 'Explorar Livros'. */
export const BOOKS_SECTION_ID = 'livros';

/** Smoothly scrolls to the books section and moves keyboard focus there. Returns false when the section is not on the page. */
export function scrollToBooks(): boolean {
  const section = document.getElementById(BOOKS_SECTION_ID);
  if (!section) return false;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
