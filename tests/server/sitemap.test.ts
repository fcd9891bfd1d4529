import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCrawlerFiles } from '../../server/seo/sitemap.ts';
import { bookPath } from '../../shared/slug.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { type Listening, listen } from '../helpers/http-server.ts';

let t: TestDb;
let server: Listening;
let base: string;

beforeEach(async () => {
  t = await createTestDb();
  server = await listen((req, res) => {
    void handleCrawlerFiles(t.db, 'https://releia.example', req, res, req.url ?? '/').then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.end();
      }
    });
  });
  base = server.base;
});
afterEach(async () => {
  await server.close();
  await t.close();
});

describe('crawler files', () => {
  it('lists available books and active stores in /sitemap.xml, not sold ones', async () => {
    const seller = await createUser(t.db, { username: 'sebo-da-ana' });
    await createStore(t.db, seller.id, { name: 'Sebo da Ana', description: null });
    const id = await createBook(t.db, seller.id, { title: 'O Cortiço', author: 'Aluísio Azevedo' });
    const sold = await createBook(t.db, seller.id, { title: 'Vendido', status: 'sold' });
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(
      `<loc>https://releia.example${bookPath({ id, title: 'O Cortiço', author: 'Aluísio Azevedo' })}</loc>`,
    );
    expect(xml).toContain('<loc>https://releia.example/livraria/sebo-da-ana</loc>');
    expect(xml).not.toContain(sold);
  });

  it('points robots.txt at the sitemap', async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text();
    expect(text).toContain('Sitemap: https://releia.example/sitemap.xml');
    expect(text).toContain('Disallow: /admin');
  });

  it('does not answer unknown sitemap paths', async () => {
    expect((await fetch(`${base}/sitemap-books-0.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemapx`)).status).toBe(404);
  });
});
