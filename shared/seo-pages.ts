import { conditionLabel, formatPrice } from './format.ts';
import { SHARE_IMAGE_SIZE, sizedImageUrl } from './photo.ts';
import { type PageHead, SITE, seoDescription, seoTitle } from './seo.ts';

// The heads of a book's page and a store's page (docs/product/seo.md), apart from seo.ts so the
// home page's JavaScript carries neither: the browser loads them with those pages only.

export interface SeoBook {
  id: string;
  title: string;
  author: string;
  description: string | null;
  priceCents: number;
  currency: string;
  condition: string;
  isbn: string | null;
  /** The ISBN as a checked ISBN-13 (the server's checkedIsbn13), null when it has none that holds. */
  isbn13: string | null;
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
 * The server checks it (the check digits stay out of the home page's JavaScript).
 */
function isbnFacts(book: SeoBook): { isbn?: string; gtin13?: string } {
  if (book.isbn13) return { isbn: book.isbn13, gtin13: book.isbn13 };
  return book.isbn ? { isbn: book.isbn } : {};
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
      ...isbnFacts(book),
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
