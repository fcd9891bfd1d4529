// The head of a page, computed the same way on the server (written into the HTML that crawlers
// and link previews read) and in the browser (kept right while navigating). A book's and a store's
// heads are in seo-pages.ts, so only their pages load them.

export const SEO_TITLE_MAX = 65;
export const SEO_DESCRIPTION_MAX = 165;
export const SEO_DESCRIPTION_MIN = 70;
export const SITE = 'Releia';
// Long enough on its own to lift any short description over the 70-character minimum.
const FILLER = 'Compre e venda livros usados com facilidade no Releia, o marketplace de quem ama ler.';

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  image: string | null;
  type: 'website' | 'product' | 'profile';
  jsonLd: Record<string, unknown> | null;
}

function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Title cut to 65 characters (docs/product/seo.md#title-and-description). */
export function seoTitle(text: string): string {
  return cut(text, SEO_TITLE_MAX);
}

/** Description cut to 165; under 70 characters it gets an extra sentence (docs/product/seo.md#title-and-description). */
export function seoDescription(text: string): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length < SEO_DESCRIPTION_MIN)
    clean = clean ? `${clean.replace(/[.!?]?$/, '.')} ${FILLER}` : FILLER;
  return cut(clean, SEO_DESCRIPTION_MAX);
}

export const DEFAULT_HEAD: PageHead = {
  title: `${SITE} — Descubra, compre e venda livros`,
  description: seoDescription(
    'Releia: encontre seu próximo livro favorito. Compre e venda livros usados entre leitores, com segurança.',
  ),
  canonicalPath: '/',
  image: null,
  type: 'website',
  jsonLd: null,
};
