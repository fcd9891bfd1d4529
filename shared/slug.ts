import { foldText } from './accents.ts';

/** 'José Saramago' → 'jose-saramago': lowercase, accents stripped, hyphens between words. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A book's authors as their pages know them: each with its slug, the first of each slug kept
 * (a seller who typed 'Rónai' and 'Ronai' listed one author) and those with no slug left out
 * (docs/product/authors.md#slugs).
 */
export function authorEntries(names: readonly string[]): { name: string; slug: string }[] {
  const entries: { name: string; slug: string }[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const slug = slugify(name);
    if (slug && !entries.some((e) => e.slug === slug)) entries.push({ name, slug });
  }
  return entries;
}

const BOOK_PATH_PREFIX = '/livro/';
const BOOK_PATH_MAX = 150;
const UUID_LENGTH = 36;

/**
 * The book page path `{title-slug}-{author-slug}-{id}`, capped at 150 characters with 60% of the
 * room for the title (docs/product/seo.md#addresses).
 */
export function bookPath(book: { id: string; title: string; author: string }): string {
  const room = BOOK_PATH_MAX - BOOK_PATH_PREFIX.length - UUID_LENGTH - 2;
  const titleRoom = Math.floor(room * 0.6);
  const title = trimSlug(slugify(book.title), titleRoom);
  const author = trimSlug(slugify(book.author), room - title.length);
  const parts = [title, author, book.id].filter((p) => p.length > 0);
  return BOOK_PATH_PREFIX + parts.join('-');
}

function trimSlug(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}

const UUID_TAIL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The book id is the last five hyphen groups of the slug; a bare UUID is its own slug. */
export function bookIdFromSlug(slug: string): string | null {
  const match = UUID_TAIL.exec(slug);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Store URL fallback (docs/product/seo.md#addresses): the lowercased name with spaces turned to hyphens. */
export function storeSlugFromName(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}
