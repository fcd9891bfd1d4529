import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, simpleHead } from '../../client/lib/head.ts';
import { bookHead } from '../../shared/seo-pages.ts';

const ORIGIN = 'https://releia.example';

const book = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Dom Casmurro',
  author: 'Machado de Assis',
  description: 'Edição com notas, capa dura em ótimo estado, sem grifos e sem dedicatória na folha de rosto.',
  priceCents: 2590,
  currency: 'BRL',
  condition: 'usado_bom',
  isbn: '9788535910663',
  isbn13: '9788535910663',
  language: 'pt',
  photos: ['/images/books/a.webp'],
  status: 'available',
  available: true,
  city: 'Recife - PE',
  path: '/livro/dom-casmurro-machado-de-assis-00000000-0000-4000-8000-000000000001',
  seller: { name: 'Maria' },
};

/** What server/seo/seo.ts writes into index.html for a book page. */
function serverHead() {
  document.head.innerHTML = `
    <meta charset="UTF-8" />
    <meta name="description" content="servidor" />
    <title>Servidor</title>
    <link rel="canonical" href="${ORIGIN}/livro/velho" />
    <meta property="og:title" content="servidor" />
    <meta property="og:image" content="${ORIGIN}/x.webp" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="application/ld+json">{"@type":"Product"}</script>`;
}

const count = (selector: string) => document.querySelectorAll(selector).length;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHead', () => {
  it("takes over the server's tags instead of adding copies", () => {
    serverHead();
    applyHead(bookHead(book), ORIGIN);
    applyHead(bookHead(book), ORIGIN);
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(count('script[type="application/ld+json"]')).toBe(1);
    expect(document.title).toBe('Dom Casmurro — Machado de Assis | Releia');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${book.path}`);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${ORIGIN}${book.path}`,
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${ORIGIN}/images/books/a.webp?w=1200&h=1200`,
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    );
    expect(jsonLd.offers.price).toBe('25.90');
    expect(jsonLd.offers.priceCurrency).toBe('BRL');
    expect(jsonLd.offers.availability).toBe('https://schema.org/InStock');
    expect(jsonLd.offers.url).toBe(`${ORIGIN}${book.path}`);
  });

  it('leaves no trace of a book on the next, plain page', () => {
    serverHead();
    applyHead(bookHead(book), ORIGIN);
    applyHead(simpleHead('Autores', null, '/autores'), ORIGIN);
    expect(document.title).toBe('Autores | Releia');
    expect(count('script[type="application/ld+json"]')).toBe(0);
    expect(count('meta[property="og:image"]')).toBe(0);
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/autores`);
  });

  it('creates the tags when the page came without them', () => {
    applyHead(simpleHead(null, 'Uma descrição', '/'), ORIGIN);
    expect(document.title).toBe('Releia — Descubra, compre e venda livros');
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Uma descrição\. /,
    );
    expect(count('link[rel="canonical"]')).toBe(1);
  });
});
