import { useEffect } from 'react';
import { DEFAULT_HEAD, type PageHead, seoDescription } from '../../shared/seo.ts';

// The document head while navigating. The server writes title, description, canonical, Open
// Graph, Twitter and JSON-LD into the HTML of every page (server/seo/seo.ts); this module keeps
// exactly those elements right on client navigation by updating them in place, creating one only
// when the server did not write it and removing what the new page does not have. It never adds
// a second copy of a tag.
//
// Why not TanStack Router's <HeadContent />: in a single-page app it renders its own <title>,
// <meta> and <link> elements (React 19 hoists them into <head>) next to the server's, and keeps
// JSON-LD as a <script> inside <body>, so a fresh load of a book page would carry two titles, two
// canonical links and two Product objects; it would also fight usePageTitle, which every other
// page sets through document.title.

const SITE = 'Releia';

/** Tags this module owns, each found by one selector. */
type MetaKey = { attr: 'name' | 'property'; key: string };

const META: Record<string, MetaKey> = {
  description: { attr: 'name', key: 'description' },
  ogSiteName: { attr: 'property', key: 'og:site_name' },
  ogLocale: { attr: 'property', key: 'og:locale' },
  ogType: { attr: 'property', key: 'og:type' },
  ogTitle: { attr: 'property', key: 'og:title' },
  ogDescription: { attr: 'property', key: 'og:description' },
  ogUrl: { attr: 'property', key: 'og:url' },
  ogImage: { attr: 'property', key: 'og:image' },
  twitterCard: { attr: 'name', key: 'twitter:card' },
  twitterTitle: { attr: 'name', key: 'twitter:title' },
  twitterDescription: { attr: 'name', key: 'twitter:description' },
  twitterImage: { attr: 'name', key: 'twitter:image' },
};

function absolute(path: string, origin: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

function setMeta(doc: Document, { attr, key }: MetaKey, content: string | null): void {
  const found = doc.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  // Extra copies (from any source) go; the first one is kept and updated.
  for (const extra of Array.from(found).slice(1)) extra.remove();
  let el = found[0];
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(attr, key);
    doc.head.appendChild(el);
  }
  if (el.getAttribute('content') !== content) el.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string): void {
  const found = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
  for (const extra of Array.from(found).slice(1)) extra.remove();
  let el = found[0];
  if (!el) {
    el = doc.createElement('link');
    el.rel = 'canonical';
    doc.head.appendChild(el);
  }
  if (el.getAttribute('href') !== href) el.setAttribute('href', href);
}

function setJsonLd(doc: Document, data: Record<string, unknown> | null): void {
  const found = doc.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]');
  for (const extra of Array.from(found).slice(1)) extra.remove();
  let el = found[0];
  if (!data) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('script');
    el.type = 'application/ld+json';
    doc.head.appendChild(el);
  }
  // textContent never parses markup, so the JSON cannot close the tag.
  const text = JSON.stringify(data);
  if (el.textContent !== text) el.textContent = text;
}

/** Writes `head` into the document: the same tags, with the same values, that the server writes. */
export function applyHead(head: PageHead, origin: string = window.location.origin, doc: Document = document) {
  if (doc.title !== head.title) doc.title = head.title;
  const url = absolute(head.canonicalPath, origin);
  const image = head.image ? absolute(head.image, origin) : null;
  setMeta(doc, META.description as MetaKey, head.description);
  setCanonical(doc, url);
  setMeta(doc, META.ogSiteName as MetaKey, SITE);
  setMeta(doc, META.ogLocale as MetaKey, 'pt_BR');
  setMeta(doc, META.ogType as MetaKey, head.type);
  setMeta(doc, META.ogTitle as MetaKey, head.title);
  setMeta(doc, META.ogDescription as MetaKey, head.description);
  setMeta(doc, META.ogUrl as MetaKey, url);
  setMeta(doc, META.ogImage as MetaKey, image);
  setMeta(doc, META.twitterCard as MetaKey, image ? 'summary_large_image' : 'summary');
  setMeta(doc, META.twitterTitle as MetaKey, head.title);
  setMeta(doc, META.twitterDescription as MetaKey, head.description);
  setMeta(doc, META.twitterImage as MetaKey, image);
  // JSON-LD URLs are absolute for crawlers that read the rendered page.
  const jsonLd = head.jsonLd ? withAbsoluteOffer(head.jsonLd, origin) : null;
  setJsonLd(doc, jsonLd);
}

function withAbsoluteOffer(data: Record<string, unknown>, origin: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  if (typeof out.image === 'string') out.image = absolute(out.image, origin);
  const offers = out.offers;
  if (offers && typeof offers === 'object' && 'url' in offers && typeof offers.url === 'string') {
    out.offers = { ...offers, url: absolute(offers.url, origin) };
  }
  return out;
}

/**
 * The head of a page that has no product or store data: the site defaults with its own title and
 * (optionally) description, canonical at the current path, as the server writes it.
 */
export function simpleHead(title: string | null, description?: string | null, path?: string): PageHead {
  return {
    ...DEFAULT_HEAD,
    title: title ? `${title} | ${SITE}` : DEFAULT_HEAD.title,
    description: description ? seoDescription(description) : DEFAULT_HEAD.description,
    canonicalPath: path ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
  };
}

/**
 * Keeps the document head equal to `head` while the calling page is shown. The key decides when
 * it is written again, so a new object with the same content costs nothing.
 */
export function useDocumentHead(head: PageHead): void {
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `head` by value.
  useEffect(() => {
    applyHead(head);
  }, [key]);
}
