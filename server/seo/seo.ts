import type { DB } from '../../db/client.ts';
import { HOME_SECTIONS } from '../../shared/categories.ts';
import { BOOK_PHOTO_WIDTH, COVER_SIZE, photoUrl, sizedImageUrl } from '../../shared/photo.ts';
import { DEFAULT_HEAD, type PageHead } from '../../shared/seo.ts';
import { bookHead, storeHead } from '../../shared/seo-pages.ts';
import { bookIdFromSlug } from '../../shared/slug.ts';
import { browseBooks, findBookDetail, listSection } from '../catalog/index.ts';
import { findActiveStore, storeHeader } from '../stores/index.ts';

// Crawlers and chat-app link previews do not run JavaScript, so the server writes the head of
// book and store pages into the HTML itself. The client keeps it right while navigating.

export type SeoResult = { kind: 'html'; html: string } | { kind: 'redirect'; location: string };

/** What the page answer knows of the request beyond its path. */
export interface PageRequest {
  /** The query string without '?' ('' when none). */
  query?: string;
  /** Whether the request carries a session cookie (valid or not). */
  signedIn?: boolean;
}

export async function renderSeoHtml(
  db: DB,
  publicUrl: string,
  pathname: string,
  template: string,
  request: PageRequest = {},
): Promise<SeoResult> {
  const head = await headFor(db, pathname);
  if (head && 'redirect' in head) return { kind: 'redirect', location: head.redirect };
  const preloadImage = head ? null : await homeCover(db, pathname, request);
  return {
    kind: 'html',
    html: injectHead(
      template,
      head ?? { ...DEFAULT_HEAD, canonicalPath: pathname, ...(preloadImage ? { preloadImage } : {}) },
      publicUrl,
    ),
  };
}

/** A page's head, plus the image its largest paint will likely be, fetched ahead of the scripts. */
type ServerHead = PageHead & { preloadImage?: string };

async function headFor(db: DB, pathname: string): Promise<ServerHead | { redirect: string } | null> {
  let slug: string;
  try {
    slug = decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return null;
  }
  // No book or store is named with a NUL, and PostgreSQL refuses one in a query's text.
  if (slug.includes('\u0000')) return null;
  if (pathname.startsWith('/livro/')) {
    const id = bookIdFromSlug(slug);
    const book = id ? await findBookDetail(db, id) : null;
    if (!book || book.status === 'hidden' || book.status === 'removed') return null;
    // An old or partial slug of a real book moves permanently to the current one.
    if (pathname !== book.path) return { redirect: book.path };
    const photo = book.photos[0];
    return { ...bookHead(book), ...(photo ? { preloadImage: photoUrl(photo, BOOK_PHOTO_WIDTH) } : {}) };
  }
  if (pathname.startsWith('/livraria/') && slug) {
    const store = await findActiveStore(db, slug);
    if (!store?.username) return null;
    // The first cover of the store's books (their default order) is its largest paint on a phone.
    const first = (await browseBooks(db, { kind: 'seller', userId: store.userId }, { limit: 1 })).items[0];
    return {
      ...storeHead({ ...storeHeader(store), username: store.username }),
      ...(first?.photo ? { preloadImage: sizedImageUrl(first.photo, COVER_SIZE) } : {}),
    };
  }
  return null;
}

/**
 * A visitor's home page: the first cover of its first carousel is its largest paint on a phone,
 * so it loads with the scripts instead of after them. Not for a search (the results replace the
 * carousels) nor for a reader, whose home starts with 'Vistos Recentemente'.
 */
async function homeCover(db: DB, pathname: string, request: PageRequest): Promise<string | null> {
  if (pathname !== '/' || request.signedIn || new URLSearchParams(request.query).has('search')) return null;
  const first = (await listSection(db, HOME_SECTIONS[0].slug, 1))[0];
  return first?.photo ? sizedImageUrl(first.photo, COVER_SIZE) : null;
}

const escapeAttr = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Structured data must carry absolute URLs: its image and its offer's url. */
function absoluteLd(ld: Record<string, unknown>, abs: (path: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...ld };
  if (typeof out.image === 'string') out.image = abs(out.image);
  const offers = out.offers;
  if (offers && typeof offers === 'object' && 'url' in offers && typeof offers.url === 'string') {
    out.offers = { ...offers, url: abs(offers.url) };
  }
  return out;
}

export function injectHead(template: string, head: ServerHead, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const abs = (path: string) => (path.startsWith('http') ? path : `${base}${path}`);
  const tags = [
    `<link rel="canonical" href="${escapeAttr(abs(head.canonicalPath))}" />`,
    `<meta property="og:site_name" content="Releia" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(abs(head.canonicalPath))}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeAttr(abs(head.image))}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}" />`,
    ...(head.image ? [`<meta name="twitter:image" content="${escapeAttr(abs(head.image))}" />`] : []),
    ...(head.preloadImage
      ? [`<link rel="preload" as="image" href="${escapeAttr(head.preloadImage)}" fetchpriority="high" />`]
      : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${safeJson(absoluteLd(head.jsonLd, abs))}</script>`]
      : []),
  ].join('\n    ');
  // Replacer functions, not strings: in a replacement string $&, $` and $' stand for parts of the
  // template, so a seller's "$`" would copy the whole page (and its allowed scripts) into it.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttr(head.description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
