import { conditionLabel, formatPrice } from './format.ts';
import { isbn13FromTyped } from './isbn.ts';
import { SHARE_IMAGE_SIZE, sizedImageUrl } from './photo.ts';

// The head of a page, computed the same way on the server (written into the HTML that crawlers
// and link previews read) and in the browser (kept right while navigating).

export const SEO_TITLE_MAX = 65;
export const SEO_DESCRIPTION_MAX = 165;
export const SEO_DESCRIPTION_MIN = 70;
const SITE = 'Releia';
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

interface SeoBook {
  id: string;
  title: string;
  author: string;
  description: string | null;
  priceCents: number;
  currency: string;
  condition: string;
  isbn: string | null;
  language: string;
  photos: string[];
  status: string;
  available: boolean;
  city: string;
  path: string;
  seller: { name: string };
}

/**
 * The ISBN in the JSON-LD (docs/product/listing.md#the-isbn): a checked one as its ISBN-13, also
 * the GTIN-13 shops and search engines match products by; one listed before the check as typed.
 */
function isbnFacts(isbn: string | null): { isbn?: string; gtin13?: string } {
  if (!isbn) return {};
  const isbn13 = isbn13FromTyped(isbn);
  return isbn13 ? { isbn: isbn13, gtin13: isbn13 } : { isbn };
}

export function bookHead(book: SeoBook): PageHead {
  const price = formatPrice(book.priceCents);
  const summary = book.description?.trim()
    ? book.description
    : `${book.title}, de ${book.author}, em estado ${conditionLabel(book.condition).toLowerCase()}, por ${price} em ${book.city}.`;
  const image = book.photos[0] ? sizedImageUrl(book.photos[0], SHARE_IMAGE_SIZE) : null;
  return {
    title: seoTitle(`${book.title} — ${book.author} | ${SITE}`),
    description: seoDescription(summary),
    canonicalPath: book.path,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: book.title,
      description: seoDescription(summary),
      ...(image ? { image } : {}),
      ...isbnFacts(book.isbn),
      inLanguage: book.language,
      brand: { '@type': 'Brand', name: book.author },
      offers: {
        '@type': 'Offer',
        price: (book.priceCents / 100).toFixed(2),
        priceCurrency: book.currency || 'BRL',
        availability: book.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition:
          book.condition === 'novo' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: book.seller.name },
        url: book.path,
      },
    },
  };
}

export function storeHead(store: {
  storeName: string;
  username: string;
  description: string | null;
  location: string | null;
  photoUrl: string | null;
}): PageHead {
  const summary =
    store.description?.trim() ||
    `Livros usados à venda na livraria ${store.storeName}${store.location ? `, em ${store.location}` : ''}.`;
  return {
    title: seoTitle(`${store.storeName} (@${store.username}) | ${SITE}`),
    description: seoDescription(summary),
    canonicalPath: `/livraria/${store.username}`,
    image: store.photoUrl ? `${store.photoUrl}?w=600&h=600` : null,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: store.storeName,
      description: seoDescription(summary),
      ...(store.location ? { address: store.location } : {}),
    },
  };
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
