import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectHead, renderSeoHtml } from '../../server/seo/seo.ts';
import { BOOK_PHOTO_WIDTH, COVER_SIZE, photoUrl, sizedImageUrl } from '../../shared/photo.ts';
import { DEFAULT_HEAD, seoDescription, seoTitle } from '../../shared/seo.ts';
import { bookHead } from '../../shared/seo-pages.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';

const TEMPLATE =
  '<html><head><meta name="description" content="x" /><title>Releia</title></head><body><div id="root"></div></body></html>';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('seo text limits', () => {
  it('cuts titles to 65 characters and descriptions to 165', () => {
    expect(seoTitle('a'.repeat(100))).toHaveLength(65);
    expect(seoDescription('palavra '.repeat(40))).toHaveLength(165);
  });

  it('appends a sentence to descriptions under 70 characters', () => {
    const d = seoDescription('Livro curto');
    expect(d.startsWith('Livro curto. ')).toBe(true);
    expect(d.length).toBeGreaterThanOrEqual(70);
  });
});

describe('renderSeoHtml', () => {
  it("writes a book's title, og:image and JSON-LD Product with BRL price into the HTML", async () => {
    const seller = await createUser(t.db, { name: 'Rui' });
    const id = await createBook(t.db, seller.id, {
      title: 'Capitães da Areia',
      author: 'Jorge Amado',
      priceCents: 2490,
      photos: ['/images/covers/cover-001.webp'],
    });
    const page = await renderSeoHtml(
      t.db,
      'https://releia.example',
      `/livro/capitaes-da-areia-jorge-amado-${id}`,
      TEMPLATE,
    );
    if (page.kind !== 'html') throw new Error('esperava HTML');
    expect(page.html).toContain('<title>Capitães da Areia — Jorge Amado | Releia</title>');
    expect(page.html).toContain(
      '<meta property="og:image" content="https://releia.example/images/covers/cover-001.webp?w=1200&amp;h=1200" />',
    );
    expect(page.html).toContain(
      `<link rel="canonical" href="https://releia.example/livro/capitaes-da-areia-jorge-amado-${id}" />`,
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.html)?.[1];
    const product = JSON.parse(ld ?? '{}');
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({
      priceCurrency: 'BRL',
      price: '24.90',
      availability: 'https://schema.org/InStock',
    });
    expect(product.offers.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.image).toBe('https://releia.example/images/covers/cover-001.webp?w=1200&h=1200');
    expect(product.offers.url).toBe(`https://releia.example/livro/capitaes-da-areia-jorge-amado-${id}`);
  });

  it("preloads the book's main photo at the size the gallery shows it", async () => {
    const seller = await createUser(t.db, { name: 'Rui' });
    const id = await createBook(t.db, seller.id, {
      title: 'Vidas Secas',
      author: 'Graciliano Ramos',
      photos: ['/images/covers/cover-002.webp', '/images/covers/cover-003.webp'],
    });
    const page = await renderSeoHtml(
      t.db,
      'https://releia.example',
      `/livro/vidas-secas-graciliano-ramos-${id}`,
      TEMPLATE,
    );
    if (page.kind !== 'html') throw new Error('esperava HTML');
    expect(page.html).toContain(
      `<link rel="preload" as="image" href="${photoUrl('/images/covers/cover-002.webp', BOOK_PHOTO_WIDTH).replace('&', '&amp;')}" fetchpriority="high" />`,
    );
    expect(page.html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it("preloads a visitor's first home cover, not a reader's nor a search's", async () => {
    const seller = await createUser(t.db);
    await createBook(t.db, seller.id, { photos: ['/images/covers/cover-006.webp'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createBook(t.db, seller.id, { photos: ['/images/covers/cover-007.webp'] });
    const html = async (request: { query?: string; signedIn?: boolean }) => {
      const page = await renderSeoHtml(t.db, 'https://releia.example', '/', TEMPLATE, request);
      if (page.kind !== 'html') throw new Error('esperava HTML');
      return page.html;
    };
    // 'Lançamentos', newest first, is the first carousel.
    const cover = sizedImageUrl('/images/covers/cover-007.webp', COVER_SIZE);
    const visitor = await html({});
    expect(visitor).toContain(
      `<link rel="preload" as="image" href="${cover.replace('&', '&amp;')}" fetchpriority="high" />`,
    );
    expect(visitor.match(/rel="preload"/g)).toHaveLength(1);
    expect(visitor).toContain(`<title>${DEFAULT_HEAD.title}</title>`);
    expect(await html({ signedIn: true })).not.toContain('rel="preload"');
    expect(await html({ query: 'search=machado' })).not.toContain('rel="preload"');
  });

  it("preloads a store's first cover, in the order and at the size its page shows it", async () => {
    const seller = await createUser(t.db, { name: 'Lívia', username: 'livia' });
    await createStore(t.db, seller.id);
    await createBook(t.db, seller.id, { photos: ['/images/covers/cover-004.webp'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createBook(t.db, seller.id, { photos: ['/images/covers/cover-005.webp'] });
    const page = await renderSeoHtml(t.db, 'https://releia.example', '/livraria/livia', TEMPLATE);
    if (page.kind !== 'html') throw new Error('esperava HTML');
    // Newest first, the store page's default order.
    const cover = sizedImageUrl('/images/covers/cover-005.webp', COVER_SIZE);
    expect(page.html).toContain(
      `<link rel="preload" as="image" href="${cover.replace('&', '&amp;')}" fetchpriority="high" />`,
    );
    expect(page.html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('redirects an old slug to the canonical path', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, { title: 'Vidas Secas', author: 'Graciliano Ramos' });
    const page = await renderSeoHtml(t.db, 'http://x', `/livro/titulo-velho-${id}`, TEMPLATE);
    expect(page).toEqual({ kind: 'redirect', location: `/livro/vidas-secas-graciliano-ramos-${id}` });
  });

  it('gives hidden and unknown books the default head', async () => {
    const seller = await createUser(t.db);
    const id = await createBook(t.db, seller.id, { title: 'Segredo', status: 'hidden' });
    for (const path of [`/livro/segredo-autor-${id}`, '/livro/nada', '/livro/%E0%A4%A']) {
      const page = await renderSeoHtml(t.db, 'http://x', path, TEMPLATE);
      if (page.kind !== 'html') throw new Error('esperava HTML');
      expect(page.html).not.toContain('Segredo');
      expect(page.html).toContain(`<title>${DEFAULT_HEAD.title}</title>`);
    }
  });

  it('escapes markup in titles and cannot be closed out of the JSON-LD script', () => {
    const head = bookHead({
      id: 'x',
      title: '</script><script>alert(1)</script>',
      author: '"Autor" <b>',
      description: null,
      priceCents: 100,
      currency: 'BRL',
      condition: 'novo',
      isbn: null,
      isbn13: null,
      language: 'pt',
      photos: [],
      status: 'available',
      available: true,
      city: 'Natal - RN',
      path: '/livro/x',
      seller: { name: 'S' },
    });
    const html = injectHead(TEMPLATE, head, 'http://x');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('&quot;Autor&quot; &lt;b&gt;');
  });
});

describe('text with $ patterns', () => {
  // String.replace expands $&, $` and $' in its replacement into copies of the template: a
  // description of 82 "$`" once made a book page 4.9 MB with 494 inline scripts.
  const PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>', '$`'.repeat(82)];
  const scripts = (html: string) => html.match(/<script/g)?.length ?? 0;
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const ldOf = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('writes every book field as it is, once, into the page', async () => {
    for (const p of PATTERNS) {
      const seller = await createUser(t.db, { name: `Rui ${p}` });
      const id = await createBook(t.db, seller.id, { title: `Título ${p}`, author: `Autor ${p}` });
      const description = `Descrição ${p} `.repeat(3);
      await t.db
        .updateTable('books')
        .set({ description, publisher: `Editora ${p}` })
        .where('id', '=', id)
        .execute();
      // Any slug of the book redirects to its canonical path, whose page is the one checked.
      const page = await renderSeoHtml(t.db, 'https://releia.example', `/livro/x-${id}`, TEMPLATE);
      const location = page.kind === 'redirect' ? page.location : '';
      const html = await renderSeoHtml(t.db, 'https://releia.example', location, TEMPLATE);
      if (html.kind !== 'html') throw new Error('esperava HTML');
      const ld = ldOf(html.html);
      expect([p, scripts(html.html), html.html.length < TEMPLATE.length + 6000]).toEqual([p, 1, true]);
      expect([p, ld.name, ld.offers.seller.name, ld.brand.name]).toEqual([
        p,
        `Título ${p}`,
        `Rui ${p}`,
        `Autor ${p}`,
      ]);
      expect([p, ld.description]).toEqual([p, seoDescription(description)]);
      expect(titleOf(html.html)).toBe(escapeHtml(seoTitle(`Título ${p} — Autor ${p} | Releia`)));
    }
  });

  it("writes a store's name and description as they are, once, into the page", async () => {
    for (const [n, p] of PATTERNS.entries()) {
      const seller = await createUser(t.db, { username: `loja${n}` });
      await createStore(t.db, seller.id, {
        name: `Sebo ${p}`,
        description: `Livros ${p} `.repeat(3),
        location: `Natal ${p}`,
      });
      const page = await renderSeoHtml(t.db, 'https://releia.example', `/livraria/loja${n}`, TEMPLATE);
      if (page.kind !== 'html') throw new Error('esperava HTML');
      const ld = ldOf(page.html);
      expect([p, scripts(page.html), page.html.length < TEMPLATE.length + 6000]).toEqual([p, 1, true]);
      expect([p, ld.name, ld.address]).toEqual([p, `Sebo ${p}`, `Natal ${p}`]);
      expect(titleOf(page.html)).toBe(escapeHtml(seoTitle(`Sebo ${p} (@loja${n}) | Releia`)));
    }
  });
});

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
